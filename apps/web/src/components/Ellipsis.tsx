import { Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** spec 000 §9: the tooltip of truncated text is at most 520 px wide. */
export const ELLIPSIS_TOOLTIP_MAX_WIDTH = 520;

export interface EllipsisProps {
  text: string | null | undefined;
  /** width of the visible text; the cell width by default */
  maxWidth?: number | string;
  /** shown for empty text */
  empty?: ReactNode;
}

export function Ellipsis({ text, maxWidth = '100%', empty = '--' }: EllipsisProps) {
  if (text === null || text === undefined || text === '') return <span>{empty}</span>;
  const style: CSSProperties = {
    display: 'inline-block',
    maxWidth,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
  };
  return (
    <Tooltip title={text} styles={{ root: { maxWidth: ELLIPSIS_TOOLTIP_MAX_WIDTH } }}>
      <span className="ellipsis-text" style={style}>
        {text}
      </span>
    </Tooltip>
  );
}
