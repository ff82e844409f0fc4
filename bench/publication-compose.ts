/**
 * The periodical composer (docs/publications-compose.md) on a full issue: 30 items of about
 * 1,500 characters each, in paragraphs, laid out and rendered as .docx (Packer included) and
 * as the preview HTML, as the routes do after reading the issue. Figures are medians of
 * repeated runs, printed, never asserted. Target: the .docx under 2 s.
 *
 *   npx tsx bench/publication-compose.ts [--items 30] [--runs 10] [--pdf] [--out /tmp/compose]
 *
 * --pdf also times one PDF through Chromium (when installed); --out writes the .docx, the
 * preview and the print HTML (and the PDF) there, to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PublicationDetail, PublicationItem } from '@cppcc/contracts';
import { issueDocx } from '../apps/server/src/modules/info/publish/compose/docx';
import { previewHtml, printHtml } from '../apps/server/src/modules/info/publish/compose/html';
import { composeIssue } from '../apps/server/src/modules/info/publish/compose/layout';
import { chromiumPath, htmlToPdf } from '../apps/server/src/modules/info/publish/compose/pdf';
import { arg, ms, timeRuns } from './scale-support';

const ITEMS = Number(arg('items', '30'));
const runs = Number(arg('runs', '10'));
const out = arg('out', '');
const DOCX_TARGET = 2000;

const time = async (work: () => unknown): Promise<number> => (await timeRuns(work, runs)).median;

const TOPICS = ['社区嵌入式养老', '义务教育课后服务', '老旧小区加装电梯', '中小企业融资', '农村生活污水治理', '城市停车难'];
const SENTENCES = [
  '近年来，我市在该领域持续加大投入，取得了阶段性成效，群众获得感明显增强。',
  '但调研发现，基层在政策落地中仍面临资金保障不足、部门协同不畅、专业人才短缺等问题。',
  '部分街道反映，现行考核办法重过程轻结果，基层干部疲于应付各类台账，难以集中精力抓落实。',
  '群众普遍关注的服务可及性、收费透明度和质量监管等问题尚未得到根本解决，投诉量呈上升趋势。',
  '建议由市政府牵头建立联席会议制度，明确牵头部门和配合部门职责，定期通报进展情况。',
  '同时完善财政奖补政策，对成效明显的区县给予倾斜支持，并引导社会资本有序参与。',
  '加强专业人才队伍建设，将相关岗位纳入紧缺人才目录，落实职称评定和薪酬激励措施。',
  '建立第三方评估机制，以群众满意度作为主要评价指标，评估结果向社会公开并纳入年度考核。',
];

/** About 1,500 characters in five paragraphs, the way the editor stores them. */
function body(i: number): string {
  const paras: string[] = [];
  for (let p = 0; p < 5; p++) {
    let text = '';
    for (let k = 0; text.length < 290; k++) text += SENTENCES[(i + p * 3 + k) % SENTENCES.length];
    paras.push(`<p>${text}</p>`);
  }
  return paras.join('');
}

function sampleIssue(n: number): PublicationDetail {
  const items: PublicationItem[] = Array.from({ length: n }, (_, i) => ({
    id: `item${i}`,
    infoId: `info${i}`,
    sort: i + 1,
    title: `关于进一步做好${TOPICS[i % TOPICS.length]}工作的建议`,
    content: body(i),
    originalTitle: `${TOPICS[i % TOPICS.length]}的问题`,
    edited: false,
    serialNumber: `2026-${String(i + 1).padStart(3, '0')}`,
    typeName: '社会民生',
    reporterNames: i % 3 ? '张明远' : '民革市委会',
    unitNames: i % 3 ? '市工商联' : '民革市委会',
  }));
  return {
    id: 'bench',
    typeId: 't',
    typeName: '社情民意',
    year: 2026,
    num: 3,
    totalNum: 89,
    numLabel: '2026年第3期（总第89期）',
    title: '社情民意第3期',
    state: 3,
    stateLabel: '已分发',
    excellent: false,
    itemCount: n,
    editorName: '信息处',
    signerName: '王建国',
    publishDate: '2026-03-15',
    signedAt: null,
    distributedAt: null,
    readerCount: 0,
    readCount: 0,
    instructionCount: 0,
    feedbackCount: 0,
    createdAt: new Date().toISOString(),
    actions: [],
    issuer: '王建国',
    hasIssuer: false,
    publishingUnit: '市政协办公厅',
    signerId: null,
    signOpinion: null,
    reportTo: '全国政协办公厅，省政协办公厅',
    sendTo: '市委、市人大常委会、市政府主要领导',
    issueTo: '市政协各专门委员会，各民主党派市委会，市工商联',
    remark: null,
    items,
    readers: [],
    history: [],
  };
}

const detail = sampleIssue(ITEMS);
const chars = detail.items.reduce((s, it) => s + it.content.replace(/<[^>]+>/g, '').length, 0);
console.log(`issue: ${ITEMS} items, ${chars} characters of text (about ${Math.round(chars / ITEMS)} an item)`);

const layout = await time(() => composeIssue(detail));
const docx = await time(() => issueDocx(composeIssue(detail)));
const preview = await time(() => previewHtml(composeIssue(detail)));
const print = await time(() => printHtml(composeIssue(detail)));
const file = await issueDocx(composeIssue(detail));
const shown = previewHtml(composeIssue(detail));

console.log(`\ncompose (median of ${runs}) — target: .docx < ${DOCX_TARGET} ms`);
console.log(`  layout (blocks)            ${ms(layout)}`);
console.log(`  .docx (layout + Packer)    ${ms(docx)}   ${(file.length / 1024).toFixed(0)} KB${docx > DOCX_TARGET ? '   OVER' : ''}`);
console.log(`  preview HTML (paginated)   ${ms(preview)}   ${(shown.html.length / 1024).toFixed(0)} KB, ${shown.pages} pages`);
console.log(`  print HTML                 ${ms(print)}`);

let pdf: Buffer | null = null;
if (process.argv.includes('--pdf')) {
  if (!chromiumPath()) console.log('  PDF                        no Chromium here');
  else {
    const t0 = performance.now();
    pdf = await htmlToPdf(printHtml(composeIssue(detail)));
    console.log(`  PDF (Chromium, one run)    ${ms(performance.now() - t0)}   ${(pdf.length / 1024).toFixed(0)} KB`);
  }
}

if (out) {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'issue.docx'), file);
  fs.writeFileSync(path.join(out, 'preview.html'), shown.html);
  fs.writeFileSync(path.join(out, 'print.html'), printHtml(composeIssue(detail)));
  if (pdf) fs.writeFileSync(path.join(out, 'issue.pdf'), pdf);
  console.log(`\nwritten to ${out}`);
}
