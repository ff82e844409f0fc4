import { AlignmentType, BorderStyle, Document, PageBreak, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { CHINA_TZ, dayStart } from '../../../platform/time/china';

/** GB/T 9704 sizes in half-points: 二号 22 pt, 三号 16 pt, 四号 14 pt. */
const ER_HAO = 44;
const SAN_HAO = 32;
const SI_HAO = 28;
const TITLE_FONT = '方正小标宋简体';
const BODY_FONT = '仿宋_GB2312';
const HEI = '黑体';
const KAI = '楷体_GB2312';
/** 28 pt exact line spacing, in twips */
const LINE = 560;
/** A4 with the official margins (top 37 mm, bottom 35 mm, left 28 mm, right 26 mm), in twips. */
const page = { size: { width: 11906, height: 16838 }, margin: { top: 2098, bottom: 1984, left: 1587, right: 1474 } };

export const ISSUER = '市政协提案委员会办公室';

const run = (text: string, opts: { font?: string; size?: number; bold?: boolean } = {}) =>
  new TextRun({ text, font: opts.font ?? BODY_FONT, size: opts.size ?? SAN_HAO, bold: opts.bold });

const title = (text: string, size = ER_HAO) =>
  new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 300, line: LINE * 1.2, lineRule: 'exact' },
    children: [run(text, { font: TITLE_FONT, size })],
  });

const body = (text: string) =>
  new Paragraph({
    indent: { firstLine: 640 },
    spacing: { line: LINE, lineRule: 'exact' },
    alignment: AlignmentType.JUSTIFIED,
    children: [run(text)],
  });

const plain = (text: string, align: (typeof AlignmentType)[keyof typeof AlignmentType] = AlignmentType.LEFT, font = BODY_FONT) =>
  new Paragraph({ alignment: align, spacing: { line: LINE, lineRule: 'exact' }, children: [run(text, { font })] });

const heading = (text: string) =>
  new Paragraph({ spacing: { before: 200, line: LINE, lineRule: 'exact' }, children: [run(text, { font: HEI })] });

const blank = () => new Paragraph({ spacing: { line: LINE, lineRule: 'exact' }, children: [run('')] });

const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const borders = { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder };

/** A two-column form of label / value rows (the head of a proposal, the assignment notice). */
function form(rows: [string, string][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              borders,
              width: { size: 22, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [run(label, { font: HEI, size: SI_HAO })] })],
            }),
            new TableCell({
              borders,
              width: { size: 78, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ children: [run(value || '—', { size: SI_HAO })] })],
            }),
          ],
        }),
    ),
  });
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** The paragraphs of sanitised rich text: one per block, tags dropped, entities decoded, empty ones left out. */
export function htmlParagraphs(html: string): string[] {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e] ?? e)
    .split('\n')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export interface ProposalDoc {
  title: string;
  number: number | null;
  sessionName: string | null;
  typeName: string | null;
  proposerName: string;
  proposerType: number;
  jointNames: string | null;
  submittedAt: string | null;
  units: string | null;
  content: string;
}

const dateText = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('zh-CN', { timeZone: CHINA_TZ, year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso)) : '';

/** The head table and text of one proposal, as in the official proposal form. */
function proposalBlocks(p: ProposalDoc): (Paragraph | Table)[] {
  return [
    title(p.title),
    form([
      ['案　　号', p.number ? `第${p.number}号` : '未立案'],
      ['届　　次', p.sessionName ?? ''],
      ['提案类别', p.typeName ?? ''],
      [p.proposerType === 3 ? '提案单位' : '提 案 人', p.proposerName],
      ['联 名 人', p.jointNames ?? ''],
      ['提交时间', dateText(p.submittedAt)],
      ...(p.units ? ([['承办单位', p.units]] as [string, string][]) : []),
    ]),
    blank(),
    heading('提案内容'),
    ...htmlParagraphs(p.content).map(body),
  ];
}

export function proposalDocument(p: ProposalDoc): Document {
  return new Document({
    creator: '政协履职服务平台',
    title: p.title,
    sections: [{ properties: { page }, children: [plain('提　案', AlignmentType.CENTER, HEI), ...proposalBlocks(p)] }],
  });
}

export interface AssignNoticeUnit {
  unitName: string;
  handleType: string;
  others: string;
  assignedAt: string | null;
  deadline: string | null;
}

/** 提案交办单: one page per unit. */
export function assignNoticeDocument(p: ProposalDoc, units: AssignNoticeUnit[]): Document {
  const sections = units.map((u) => ({
    properties: { page },
    children: [
      title('提案交办单'),
      form([
        ['案　　号', p.number ? `第${p.number}号` : ''],
        ['提案题目', p.title],
        [p.proposerType === 3 ? '提案单位' : '提 案 人', p.proposerName],
        ['联 名 人', p.jointNames ?? ''],
        ['承办单位', u.unitName],
        ['办理方式', u.handleType],
        ['其他承办单位', u.others],
        ['交办日期', dateText(u.assignedAt)],
        ['答复期限', u.deadline ? dateText(dayStart(u.deadline).toISOString()) : ''],
      ]),
      blank(),
      body(
        `${u.unitName}：现将《${p.title}》交由你单位${u.handleType}，请认真研究办理，于${u.deadline ? dateText(dayStart(u.deadline).toISOString()) : '规定期限'}前答复提案人，并将答复文件报送我办。`,
      ),
      blank(),
      plain(ISSUER, AlignmentType.RIGHT),
      plain(dateText(u.assignedAt ?? new Date().toISOString()), AlignmentType.RIGHT),
    ],
  }));
  return new Document({ creator: '政协履职服务平台', title: `提案交办单：${p.title}`, sections });
}

/** 立案通知书 or 不立案通知书 to the proposer. */
export function caseNoticeDocument(
  p: ProposalDoc,
  c: { filed: boolean; units: string | null; reason: string | null; destination: string | null; decidedAt: string | null },
): Document {
  const addressee = p.proposerType === 3 ? `${p.proposerName}：` : `${p.proposerName}委员：`;
  const text = c.filed
    ? `您（单位）提出的《${p.title}》经提案审查，予以立案，案号为第${p.number ?? ''}号${c.units ? `，已交由${c.units}办理` : '，将交有关单位办理'}。承办单位将在规定期限内答复，请注意查收并对办理情况进行满意度测评。`
    : `您（单位）提出的《${p.title}》经提案审查，不予立案${c.reason ? `，理由是：${c.reason}` : ''}${c.destination ? `。该提案已${c.destination}` : ''}。感谢您对政协提案工作的关心和支持。`;
  return new Document({
    creator: '政协履职服务平台',
    title: c.filed ? '立案通知书' : '不立案通知书',
    sections: [
      {
        properties: { page },
        children: [
          title(c.filed ? '立案通知书' : '不立案通知书'),
          plain(addressee),
          body(text),
          blank(),
          plain(ISSUER, AlignmentType.RIGHT),
          plain(dateText(c.decidedAt ?? new Date().toISOString()), AlignmentType.RIGHT),
        ],
      },
    ],
  });
}

/** 提案汇编: a cover, a list of contents, then every proposal, each from a new page. */
export function proposalBookDocument(sessionName: string, proposals: ProposalDoc[]): Document {
  const contents = proposals.map(
    (p) =>
      new Paragraph({
        spacing: { line: LINE, lineRule: 'exact' },
        children: [run(`第${p.number ?? ''}号　${p.title}（${p.proposerName}）`, { size: SI_HAO })],
      }),
  );
  const items = proposals.flatMap((p) => [new Paragraph({ children: [new PageBreak()] }), ...proposalBlocks(p)]);
  return new Document({
    creator: '政协履职服务平台',
    title: `${sessionName}提案汇编`,
    sections: [
      {
        properties: { page },
        children: [
          blank(),
          blank(),
          blank(),
          title(`${sessionName}`),
          title('提案汇编'),
          blank(),
          plain(ISSUER, AlignmentType.CENTER, KAI),
          plain(`共${proposals.length}件`, AlignmentType.CENTER, KAI),
          new Paragraph({ children: [new PageBreak()] }),
          title('目　录', SAN_HAO + 4),
          ...(proposals.length ? contents : [plain('本届次暂无立案提案', AlignmentType.CENTER)]),
          ...items,
        ],
      },
    ],
  });
}
