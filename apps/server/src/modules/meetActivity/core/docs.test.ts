import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitionTable } from '../../../platform/workflow';
import { recordFlow } from './machine';
import { speechFlow } from './speech-machine';

describe('docs/meetings.md', () => {
  it('shows the workflow tables the machines render', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../../../../docs/meetings.md'), 'utf8');
    // cell for cell: the formatter pads the doc's columns to one width
    const cells = (md: string) =>
      md
        .split('\n')
        .map((l) => (l.startsWith('|') ? l.split('|').map((c) => (/^\s*-+\s*$/.test(c) ? '---' : c.trim())) : [l]).join('|'))
        .join('\n');
    if (process.env.PRINT_TABLE) console.log(`${transitionTable(recordFlow('meet'))}\n\n${transitionTable(speechFlow)}`);
    expect(cells(doc)).toContain(cells(transitionTable(recordFlow('meet'))));
    expect(cells(doc)).toContain(cells(transitionTable(recordFlow('activity'))));
    expect(cells(doc)).toContain(cells(transitionTable(speechFlow)));
  });
});
