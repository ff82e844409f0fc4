import { SpeakState, speakTypeLabel } from '@cppcc/contracts';
import {
  AlignmentType,
  Document,
  type Table as DocxTable,
  Footer,
  HeadingLevel,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import { htmlToContent } from 'docx/html';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import type { CallContext } from '../../../platform/http/route-kit';
import { chinaDate } from '../../../platform/time/china';
import { loadVisible } from '../core/access';
import { maRecord, speech } from '../tables';
import { loadReadable } from './access';
import { originalOf } from './original';

/**
 * 发言材料汇编: the adopted speeches of a meeting as one Word file — a title page, a table of
 * contents, then each speech on a page of its own with its speaker and type (the publications'
 * composer, info/publish/compose/docx.ts, is the model: 仿宋 三号 body, 小标宋 titles, A4).
 */
export interface ManuscriptSpeech {
  id: string;
  meetId: string | null;
  meetTitle: string | null;
  title: string;
  content: string;
  speakType: number;
  speakerName: string;
  speakTime: Date | null;
}

/** The adopted speeches of a meeting (or the chosen adopted ones), in manuscript order. */
async function manuscriptSpeeches(q: Queryable, by: { meetId?: string; ids?: string[] }): Promise<ManuscriptSpeech[]> {
  const w: SQL[] = [isNull(speech.deletedAt), eq(speech.state, SpeakState.passed)];
  if (by.meetId) w.push(eq(speech.meetId, by.meetId));
  if (by.ids?.length) w.push(inArray(speech.id, by.ids));
  return q
    .select({
      id: speech.id,
      meetId: speech.meetId,
      meetTitle: maRecord.title,
      title: speech.title,
      content: speech.content,
      speakType: speech.speakType,
      speakerName: speech.speakerName,
      speakTime: speech.speakTime,
    })
    .from(speech)
    .leftJoin(maRecord, eq(maRecord.id, speech.meetId))
    .where(and(...w))
    .orderBy(speech.sort, sql`${speech.speakTime} asc nulls last`, speech.submittedAt, speech.id);
}

/** GET /speak/manuscript/detail/{id}: one speech as the manuscript prints it (the staff version when edited). */
export async function manuscriptDetail(sc: CallContext, id: string) {
  const row = await loadReadable(sc.ctx.db, sc.caller.principal, id);
  const [meet] = row.meetId ? await sc.ctx.db.select({ title: maRecord.title }).from(maRecord).where(eq(maRecord.id, row.meetId)) : [];
  return {
    id: row.id,
    meetId: row.meetId,
    meetTitle: meet?.title ?? null,
    title: row.title,
    content: row.content,
    speakType: row.speakType,
    speakerName: row.speakerName,
    speakTime: row.speakTime?.toISOString() ?? null,
    edited: (await originalOf(sc.ctx.db, id)) !== null,
  };
}

const typeText = (t: number): string => speakTypeLabel[t] ?? '';

const font = (name: string) => ({ ascii: name, eastAsia: name, hAnsi: name, cs: name });
const half = (pt: number) => pt * 2;
const tw = (pt: number) => pt * 20;
const FONT = { title: '方正小标宋简体', body: '仿宋_GB2312', kai: '楷体_GB2312', hei: '黑体' };
const run = (text: string, name: string, sizePt: number, bold = false) => new TextRun({ text, font: font(name), size: half(sizePt), bold });

const BODY_CSS = [
  'p, li, blockquote { font-size: 16pt; text-align: justify; text-indent: 2em }',
  'li { text-indent: 0 }',
  'h1, h2, h3, h4 { font-size: 16pt; text-indent: 2em; font-weight: bold }',
  'p:has(img) { line-height: 1.2; text-indent: 0; text-align: center }',
].join('\n');

function bodyOf(html: string): (Paragraph | DocxTable)[] {
  try {
    return [...htmlToContent(html, { stylesheet: BODY_CSS, maxImageWidth: 589 })];
  } catch {
    return [new Paragraph({ children: [run(html.replace(/<[^>]+>/g, ''), FONT.body, 16)] })];
  }
}

const dateText = (d: Date): string => {
  const [y, m, day] = chinaDate(d).split('-');
  return `${y}年${Number(m)}月${Number(day)}日`;
};

export interface Manuscript {
  title: string;
  subtitle: string;
  speeches: ManuscriptSpeech[];
}

export function manuscriptDocument(m: Manuscript): Document {
  const titlePage = [
    new Paragraph({ spacing: { before: tw(160) }, children: [] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: tw(24) }, children: [run(m.title, FONT.title, 26)] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: tw(120) }, children: [run('发言材料汇编', FONT.title, 26)] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [run(m.subtitle, FONT.kai, 16)] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [run(`共 ${m.speeches.length} 篇`, FONT.kai, 16)] }),
  ];
  const contents = [
    new Paragraph({
      pageBreakBefore: true,
      alignment: AlignmentType.CENTER,
      spacing: { after: tw(16) },
      children: [run('目  录', FONT.hei, 22)],
    }),
    ...m.speeches.map(
      (s, i) =>
        new Paragraph({
          spacing: { line: tw(28), lineRule: LineRuleType.EXACT },
          children: [run(`${i + 1}. ${s.title}`, FONT.body, 16), run(`　${s.speakerName}（${typeText(s.speakType)}）`, FONT.kai, 14)],
        }),
    ),
  ];
  const speeches = m.speeches.flatMap((s) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: true,
      alignment: AlignmentType.CENTER,
      spacing: { after: tw(8) },
      children: [run(s.title, FONT.title, 22)],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: tw(14) },
      children: [
        run(`${s.speakerName}　${typeText(s.speakType)}`, FONT.kai, 16),
        ...(s.speakTime ? [run(`　${dateText(s.speakTime)}`, FONT.kai, 16)] : []),
      ],
    }),
    ...bodyOf(s.content),
  ]);
  return new Document({
    title: `${m.title}发言材料汇编`,
    creator: '政协履职服务平台',
    styles: {
      default: {
        document: {
          run: { font: font(FONT.body), size: half(16) },
          paragraph: { spacing: { line: tw(28), lineRule: LineRuleType.EXACT } },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 2098, bottom: 1984, left: 1587, right: 1474 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['— ', PageNumber.CURRENT, ' —'], font: font('宋体'), size: 28 })],
              }),
            ],
          }),
        },
        children: [...titlePage, ...contents, ...speeches],
      },
    ],
  });
}

/** POST /speak/manuscript: the file and its name. */
export async function buildManuscript(
  sc: CallContext,
  by: { meetId?: string; ids?: string[] },
): Promise<{ filename: string; data: Buffer }> {
  const { db } = sc.ctx;
  let title = '会议发言';
  if (by.meetId) {
    const meet = await loadVisible(db, sc.caller.principal, 'meet', by.meetId);
    title = meet.title;
  }
  const speeches = await manuscriptSpeeches(db, by);
  if (!speeches.length) throw notFound('已采用的发言');
  if (!by.meetId) {
    const titles = [...new Set(speeches.map((s) => s.meetTitle).filter((t): t is string => !!t))];
    if (titles.length === 1 && titles[0]) title = titles[0];
  }
  const data = await Packer.toBuffer(manuscriptDocument({ title, subtitle: dateText(new Date()), speeches }));
  return { filename: `${title}发言材料汇编.docx`, data };
}
