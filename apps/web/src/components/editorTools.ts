import { autoFormatTool, type EditorTool, type EditorToolName, polishingTool } from './editor';
import { correctionTool, detectionTool, duplicateTool, quoteTool } from './intellect';

/**
 * Every editor tool by name, in one static table: a page asks for the tools it offers,
 * `<RichEditor tools={editorTools('Correction', 'AutoFormat')} />`, and gets them whatever it
 * imported before (the tools used to register themselves when their module was first imported,
 * so a page opened first could miss the intelligent ones).
 */
const EDITOR_TOOLS: Record<EditorToolName, EditorTool> = {
  Duplicate: duplicateTool,
  Correction: correctionTool,
  AutoFormat: autoFormatTool,
  Polishing: polishingTool,
  Detection: detectionTool,
  Quote: quoteTool,
};

export const editorTools = (...names: EditorToolName[]): EditorTool[] => names.map((n) => EDITOR_TOOLS[n]);
