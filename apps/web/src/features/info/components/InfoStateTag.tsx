import { InfoEditState, infoEditStateLabel, infoStateLabel, InfoState as S } from '@cppcc/contracts';
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

interface Props {
  state: number;
  /** the review level it waits at */
  levelName?: string | null;
  /** an adopted item's editing stage (InfoEditState), and its label with the level (编辑审核中 · 管理员) */
  editState?: number;
  editStateName?: string | null;
}

/**
 * An item's state: under review with its level (审核中 · 处长); an adopted item in an editing flow
 * by its editing stage (编辑审核中 / 编辑完成: adopted goes without saying), the rest in the tooltip.
 */
export function InfoStateTag({ state, levelName, editState, editStateName }: Props) {
  const label = infoStateLabel[state] ?? String(state);
  if (state === S.adopted && editState !== undefined && editState !== InfoEditState.none) {
    // the short stage in the cell, the level in the tooltip: the state column stays one line at 1366
    const stage = infoEditStateLabel[editState] ?? label;
    return (
      <Tag color={editState === InfoEditState.editing ? 'processing' : 'success'} title={`${label} · ${editStateName ?? stage}`}>
        {stage}
      </Tag>
    );
  }
  return <Tag color={COLOR[state] ?? 'default'}>{levelName && state === S.reviewing ? `${label} · ${levelName}` : label}</Tag>;
}
