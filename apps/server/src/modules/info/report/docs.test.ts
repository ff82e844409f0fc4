import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitionTable } from '../../../platform/workflow';
import { infoFlow } from '../core/machine';

describe('docs/info.md', () => {
  it('shows the workflow table the machine renders', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../../../../docs/info.md'), 'utf8');
    // cell for cell: the formatter pads the doc's columns to one width
    const cells = (md: string) =>
      md
        .split('\n')
        .map((l) => (l.startsWith('|') ? l.split('|').map((c) => (/^\s*-+\s*$/.test(c) ? '---' : c.trim())) : [l]).join('|'))
        .join('\n');
    expect(cells(doc)).toContain(cells(transitionTable(infoFlow)));
  });
});
