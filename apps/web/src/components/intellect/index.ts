import { registerEditorTool } from '@/components/editor';
import { correctionTool } from './tools/correction';
import { detectionTool } from './tools/detection';
import { duplicateTool } from './tools/duplicate';
import { quoteTool } from './tools/quote';

/**
 * The editor's intelligent tools (seed 000 §2). Importing this module once registers them, after
 * which a page lists them by name: <RichEditor tools={['Duplicate', 'Correction', 'Detection', 'Quote']} />,
 * inside an <IntellectProvider> that says which record is being edited.
 */
registerEditorTool(duplicateTool);
registerEditorTool(correctionTool);
registerEditorTool(detectionTool);
registerEditorTool(quoteTool);

export { CORRECTION_PATH, CorrectionPanel, CorrectionText } from './CorrectionPanel';
export { AI_MIN_CHARS, accuracyText, DETECT_PATH, DetectionDrawer } from './DetectionDrawer';
export { DuplicateDrawer, type DuplicateDrawerProps, type DuplicateKind } from './DuplicateDrawer';
export { IntellectProvider, type IntellectProviderProps, type IntellectSettings, useIntellect } from './IntellectContext';
export { PROOFREAD_TYPE_LABEL, proofreadTypeLabel } from './labels';
export { citation, QuotePanel } from './QuotePanel';
export { resetReferenceCredentials } from './referenceClient';
export { similarityColor, similarityPercent } from './similarity';
export { DuplicatePanel } from './tools/duplicate';
export { correctionTool, detectionTool, duplicateTool, quoteTool };
