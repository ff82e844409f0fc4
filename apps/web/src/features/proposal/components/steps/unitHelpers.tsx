import type { ProposalDetail } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Spin, Tag, Typography } from 'antd';
import type { PickedUnit } from '@/components/picker';
import { proposalApi, proposalKeys } from '../../api';

/** Handling units by id, for the names of suggested units (GET select/unit/left). */
export function useUnitOptions() {
  return useQuery({ queryKey: proposalKeys.units, queryFn: proposalApi.units, staleTime: 5 * 60_000 });
}

export function toPicked(ids: string[], units: { unitId: string; name: string; collectiveType: number; parentName: string | null }[]) {
  const byId = new Map(units.map((u) => [u.unitId, u]));
  return ids.flatMap((id): PickedUnit[] => {
    const u = byId.get(id);
    return u ? [{ unitId: u.unitId, name: u.name, collectiveType: u.collectiveType, parentName: u.parentName }] : [];
  });
}

/**
 * 推荐承办单位 (/data/intellect/recommend/undertakeUnit): learned from this conference's
 * assignments. Clicking a suggestion hands it to the form; the call failing only hides the row.
 */
export function UnitRecommendations({ proposal, onPick }: { proposal: ProposalDetail; onPick: (u: PickedUnit) => void }) {
  const units = useUnitOptions();
  const rec = useQuery({
    queryKey: ['proposal', 'recommendUnits', proposal.id],
    queryFn: () =>
      proposalApi.recommendUnits({ content: proposal.contentText || proposal.title, title: proposal.title, proposalId: proposal.id }),
    enabled: !!(proposal.contentText || proposal.title),
    staleTime: 5 * 60_000,
  });
  if (rec.isLoading) return <Spin size="small" />;
  if (rec.error || !rec.data) return null;
  const known = new Map((units.data ?? []).map((u) => [u.unitId, u]));
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">推荐承办单位（{rec.data.basisText}）：</Typography.Text>
      {rec.data.list.length ? (
        <Space size={[4, 4]} wrap>
          {rec.data.list.map((item) => (
            <Tag.CheckableTag
              key={item.id}
              checked={false}
              onChange={() => {
                const u = known.get(item.id);
                onPick({ unitId: item.id, name: item.name, collectiveType: u?.collectiveType ?? 7, parentName: u?.parentName ?? null });
              }}
            >
              {item.name}
            </Tag.CheckableTag>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">暂无推荐</Typography.Text>
      )}
    </div>
  );
}

/** Adds a unit to a picked list once. */
export const addUnit = (list: PickedUnit[] | undefined, u: PickedUnit) =>
  (list ?? []).some((x) => x.unitId === u.unitId) ? (list ?? []) : [...(list ?? []), u];
