import { Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** spec 000 §9: the tooltip of truncated text is at most 520 px wide. */
export const ELLIPSIS_TOOLTIP_MAX_WIDTH = 520;

export interface EllipsisProps {
  text: string | null | undefined;
  /** width of the visible text, never more than its cell (or other container); the cell width by default */
  maxWidth?: number | string;
  /** shown for empty text */
  empty?: ReactNode;
}

/** A fixed width never wider than the container: in a narrow column it would run into the next cell. */
export function ellipsisMaxWidth(maxWidth: number | string): string {
  if (maxWidth === '100%') return maxWidth;
  return `min(${typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth}, 100%)`;
}

export function Ellipsis({ text, maxWidth = '100%', empty = '--' }: EllipsisProps) {
  if (text === null || text === undefined || text === '') return <span>{empty}</span>;
  const style: CSSProperties = {
    display: 'inline-block',
    maxWidth: ellipsisMaxWidth(maxWidth),
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
