import { infoStateLabel, InfoState as S } from '@cppcc/contracts';
import { Tag } from 'antd';

const COLOR: Record<number, string> = {
  [S.draft]: 'default',
  [S.reviewing]: 'processing',
  [S.toAdopt]: 'gold',
  [S.adopted]: 'success',
  [S.notAdopted]: 'default',
  [S.merged]: 'purple',
  [S.discarded]: 'error',
  [S.returned]: 'warning',
};

/** An item's state; under review with the level it waits at (审核中 · 处长). */
export function InfoStateTag({ state, levelName }: { state: number; levelName?: string | null }) {
  const label = infoStateLabel[state] ?? String(state);
  return <Tag color={COLOR[state] ?? 'default'}>{levelName && state === S.reviewing ? `${label} · ${levelName}` : label}</Tag>;
}
