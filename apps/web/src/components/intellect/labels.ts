/** Chinese names of the proofreading error types of spec 000 §9. */
export const PROOFREAD_TYPE_LABEL: Record<string, string> = {
  '010000': '敏感词',
  '010100': '错别字',
  '010200': '错误词语',
  '010600': '诗词错误',
  '020100': '标点误用',
  '020200': '标点缺失',
  '020300': '标点冗余',
  '030100': '语法冗余',
  '030200': '语法缺失',
  '030300': '语序错乱',
  '030400': '语义不明',
  '040101': '人名错误',
  '040102': '职务错误',
  '040200': '专名搭配错误',
  '040300': '专名顺序错误',
  '040400': '术语错误',
  '060100': '地名错误',
  '060200': '地址错误',
  '060300': '地址错误',
};

/** The first two digits group the types: characters and words, punctuation, grammar, proper names, addresses. */
const GROUP_COLOR: Record<string, string> = { '01': 'red', '02': 'blue', '03': 'purple', '04': 'orange', '06': 'cyan' };

export const proofreadTypeLabel = (type: string) => PROOFREAD_TYPE_LABEL[type] ?? '其他';
export const proofreadTypeColor = (type: string) => GROUP_COLOR[type.slice(0, 2)] ?? 'default';

/** Spec 000 §9 operations: 0 check only, 1 swap, 2 replace, 3 insert, 4 delete. */
export const Operation = { check: 0, swap: 1, replace: 2, insert: 3, delete: 4 } as const;

/** A finding the panel can write into the text (a check only points at a problem). */
export const isApplicable = (operation: number) => operation >= Operation.swap && operation <= Operation.delete;

/** AI-probability colours, on the thresholds of the remarks (spec 000 §9: above 80, above 60). */
export function aiPercentColor(percent: number): string {
  if (percent > 80) return '#cf1322';
  if (percent > 60) return '#d48806';
  return '#389e0d';
}

/** Characters that count towards the 100 the checks need: white space is not counted (as the server counts). */
export const countChars = (text: string) => [...text.replace(/\s/g, '')].length;
