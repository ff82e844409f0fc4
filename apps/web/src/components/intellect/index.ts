import { correctionTool } from './tools/correction';
import { detectionTool } from './tools/detection';
import { duplicateTool } from './tools/duplicate';
import { quoteTool } from './tools/quote';

export { CorrectionPanel, CorrectionText } from './CorrectionPanel';
export { AI_MIN_CHARS, accuracyText, DetectionDrawer } from './DetectionDrawer';
export { DuplicateDrawer, type DuplicateDrawerProps, type DuplicateKind } from './DuplicateDrawer';
export { IntellectProvider, type IntellectProviderProps, type IntellectSettings, useIntellect } from './IntellectContext';
export { PROOFREAD_TYPE_LABEL, proofreadTypeLabel } from './labels';
export { citation, QuotePanel } from './QuotePanel';
export { resetReferenceCredentials } from './referenceClient';
export { similarityColor, similarityPercent } from './similarity';
export { DuplicatePanel } from './tools/duplicate';
export { correctionTool, detectionTool, duplicateTool, quoteTool };
