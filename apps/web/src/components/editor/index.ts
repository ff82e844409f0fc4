export { autoFormatTool, polishingTool } from './builtinTools';
export { FONT_SIZES, FONT_STACK, type FontName } from './fonts';
export { autoFormatHtml, autoFormatTexts } from './format/autoFormat';
export { applyChanges, type PolishChange, polishText } from './format/polish';
export { EditorImageText, refuseEditorImage } from './imageUpload';
export { RichEditor, type RichEditorProps } from './RichEditor';
export { isRichEmpty, RICH_MAX_COUNT, richRequired, richRequiredRule, richText, richTooLong } from './richRules';
export type {
  EditorTool,
  EditorToolApi,
  EditorToolName,
  EditorToolPanelProps,
  TextChange,
  TextRange,
  ToolHighlight,
} from './tools';
