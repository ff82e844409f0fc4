import { publicationStateLabel, PublicationState as S } from '@cppcc/contracts';
import { Tag } from 'antd';

const COLOR: Record<number, string> = {
  [S.editing]: 'default',
  [S.submitted]: 'gold',
  [S.signed]: 'processing',
  [S.distributed]: 'success',
};

/** An issue's state (编辑中, 待签发, 已签发, 已分发). */
export function PublicationStateTag({ state }: { state: number }) {
  return <Tag color={COLOR[state] ?? 'default'}>{publicationStateLabel[state] ?? String(state)}</Tag>;
}
