import { InfoStatPage as Calls, type InfoStatPageName, infoStatTitle } from '@cppcc/contracts';
import InfoStatPage, { type InfoStatPageProps, type StatView } from './InfoStatPage';
import { AdoptedItems, UpperItems } from './ItemTables';

const one = (key: InfoStatPageName, extra?: Record<string, unknown>): StatView[] => [
  { key, label: infoStatTitle[key], url: Calls[key], extra },
];

/** A row of a unit, type or reporter statistic opens its adopted items. */
const adoptedOf =
  (by: 'unitId' | 'typeId' | 'reporterId'): InfoStatPageProps['drill'] =>
  (row, f) => <AdoptedItems filters={{ ...f, [by]: row.id ?? undefined }} />;

const configs: Record<InfoStatPageName, Omit<InfoStatPageProps, 'title'>> = {
  summaryCount: { views: one('summaryCount') },
  typeCount: { views: one('typeCount'), drill: adoptedOf('typeId') },
  reportCount: {
    views: [
      { key: 'report', label: '按上报人', url: Calls.reportCount },
      { key: 'unit', label: '按单位', url: 'info/statistics/unit/report' },
      { key: 'contribution', label: '贡献（含联名、合并）', url: 'info/statistics/report/contribution' },
    ],
    drill: (row, f, view) => <AdoptedItems filters={{ ...f, [view.key === 'unit' ? 'unitId' : 'reporterId']: row.id ?? undefined }} />,
  },
  reportTypeCount: { views: one('reportTypeCount', { byType: true }), drill: adoptedOf('unitId') },
  useStatusList: {
    views: one('useStatusList'),
    drill: (row, f) => <UpperItems year={f.year} submissionObject={Number(row.id)} />,
  },
  personalUseList: { views: one('personalUseList'), drill: adoptedOf('reporterId') },
};

/**
 * The pages of 积分统计 (/info/statistic/*) and the reporters' own counts (/social/count/*): the server
 * counts the office's statistics over every item and a reporter's over the items that credit them.
 */
export default function StatPages({ name }: { name: InfoStatPageName }) {
  const c = configs[name];
  return <InfoStatPage key={name} title={infoStatTitle[name]} views={c.views} drill={c.drill} />;
}
