/** One scored chunk of about 100 characters. */
export interface AiLine {
  text: string;
  /** 0–100 */
  ai_percent: number;
}

export interface AiDetection {
  /** 0–100, the share of the text judged AI-written */
  ai_percent: number;
  all_lines: AiLine[];
  /** spec 000 §9: above 80 疑似AI生成, above 60 部分AI生成, otherwise 人工撰写 */
  remark: string;
  /** which detector answered: 'local' or 'showapi' */
  provider: string;
}

/** Something that scores a text; the route picks one by configuration. */
export interface AiDetector {
  readonly name: string;
  detect(text: string): Promise<AiDetection>;
}

export const AiMsg = {
  tooShort: '提案内容过少，无法检测，请至少输入100个字符',
  noLines: '提案内容检测失败，请重新检测',
  serverError: (code: string | number) => `服务器错误，请联系管理员。错误信息：${code}`,
} as const;

/** spec 000 §9 thresholds; the Chinese labels follow the catalogue's suggestions. */
export function aiRemark(percent: number): string {
  if (percent > 80) return '疑似AI生成';
  if (percent > 60) return '部分AI生成';
  return '人工撰写';
}
