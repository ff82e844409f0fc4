import type { Machine, Who } from './machine';

/** Column titles of a machine's table: what its states are called (签收状态, say). */
export interface TableTitles {
  from?: string;
  to?: string;
}

/**
 * A machine's transitions as a Markdown table (action, name, who, from, to, note), the one
 * the module's docs show; the docs test compares them, so the docs cannot drift from the code.
 */
export function transitionTable<Row, K extends string, A extends string, W extends Who<K>, P, X>(
  machine: Machine<Row, K, A, W, P, X>,
  titles: TableTitles = {},
): string {
  const { spec } = machine;
  const named = (s: number) => `${s} ${spec.states[s] ?? s}`;
  const lines = [
    `| 动作 | 名称 | 谁 | ${titles.from ?? '起始状态'} | ${titles.to ?? '结果状态'} | 说明 |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [action, t] of Object.entries(spec.transitions) as [string, (typeof spec.transitions)[A]][]) {
    const to = t.to === null ? '不变' : typeof t.to === 'number' ? named(t.to) : t.to.map(named).join(' / ');
    const who = t.by.map((k) => spec.actors[k]).join('、');
    lines.push(`| ${action} | ${t.label} | ${who} | ${t.from.map(named).join('、')} | ${to} | ${t.note ?? ''} |`);
  }
  return lines.join('\n');
}
