import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitionTable } from '../../../../platform/workflow';
import { publicationFlow } from '../core/machine';

describe('docs/publications.md', () => {
  it('shows the workflow table the machine renders', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../../../../../docs/publications.md'), 'utf8');
    // cell for cell: the formatter pads the doc's columns to one width
    const cells = (md: string) =>
      md
        .split('\n')
        .map((l) => (l.startsWith('|') ? l.split('|').map((c) => (/^\s*-+\s*$/.test(c) ? '---' : c.trim())) : [l]).join('|'))
        .join('\n');
    if (process.env.PRINT_TABLE) console.log(transitionTable(publicationFlow));
    expect(cells(doc)).toContain(cells(transitionTable(publicationFlow)));
  });
});
