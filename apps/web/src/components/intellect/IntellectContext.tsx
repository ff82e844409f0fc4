import { DEFAULT_SIMILAR_THRESHOLD } from '@cppcc/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { DuplicateKind } from './DuplicateDrawer';

/**
 * What the intelligent tools need to know about the record being edited, given by the page
 * around its editor: the tool slots only hand a panel the editor, not the form.
 */
export interface IntellectSettings {
  /** which corpus the duplicate check searches */
  kind: DuplicateKind;
  /** percent: the session's threshold, or the info configuration's thresholdInfo */
  threshold: number;
  /** the proposal or item being edited, never reported as its own duplicate */
  excludeId?: string | null;
  sessionId?: string | null;
  year?: number | null;
  /** a page that submits after the duplicate check: the report then shows 确定提交 */
  onConfirmSubmit?: () => void;
}

const DEFAULTS: IntellectSettings = { kind: 'proposal', threshold: DEFAULT_SIMILAR_THRESHOLD };

const IntellectContext = createContext<IntellectSettings>(DEFAULTS);

export type IntellectProviderProps = Partial<IntellectSettings> & { children?: ReactNode };

/** Wrap the editor (or the whole form) of a proposal or information page. */
export function IntellectProvider({ children, kind, threshold, excludeId, sessionId, year, onConfirmSubmit }: IntellectProviderProps) {
  const value = useMemo<IntellectSettings>(
    () => ({
      kind: kind ?? DEFAULTS.kind,
      threshold: threshold ?? DEFAULTS.threshold,
      excludeId,
      sessionId,
      year,
      onConfirmSubmit,
    }),
    [kind, threshold, excludeId, sessionId, year, onConfirmSubmit],
  );
  return <IntellectContext.Provider value={value}>{children}</IntellectContext.Provider>;
}

/** The settings of the nearest IntellectProvider; without one: proposals, threshold 90. */
export function useIntellect(): IntellectSettings {
  return useContext(IntellectContext);
}
