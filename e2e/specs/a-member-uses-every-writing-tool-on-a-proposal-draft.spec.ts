import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot, signIn } from '../support/browser';
import { editorText, editorTool, richEditor, selectText } from '../support/editor';
import { answerOf, button, drawerTitled, MEMBER, OFFICE, poll, rowOf, signedInAt, stopAfterFailure, toast } from '../support/proposal';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../support/server';

/**
 * Issue 4 (intelligent text): 魏远航 (weiyuan) drafts a proposal on home-based care for the elderly
 * and runs every tool of the editor on real text against the demo data: AI写作检测 (refused
 * under 100 characters, then scored line by line with the detector's measured accuracy),
 * 智能查重 (the demo proposal on the same subject, marked side by side), 智能纠错, 智能润色,
 * 一键排版 and 引用检索 (the demo reference library: a passage of the 老年人权益保障法 quoted
 * into the text), then saves the draft and finds the quotation in it when reopening it.
 */
const TITLE = '关于依法保障老年人权益完善居家养老服务的建议';
const CATEGORY = '养老服务';
/** the demo proposal on the same subject (apps/server/src/modules/proposal/seed/data.ts) */
const DEMO_TWIN = '关于加强社区居家养老服务体系建设的建议';
/** the demo library's law (apps/server/src/modules/intellect/reference/seed-docs.ts) and the words quoted from it */
const LAW = '中华人民共和国老年人权益保障法';
const PASSAGE = '地方各级人民政府和有关部门应当采取措施，发展城乡社区养老服务';
const QUOTED = `${PASSAGE}（《${LAW}》）`;
const TYPO = { wrong: '大数局平台', right: '大数据平台' };

/** Under 100 characters on its own: with '截止到', '老百姓' for 润色 and a half-width comma for 一键排版. */
const OPENING =
  '截止到去年底,我市60周岁以上老年人口已超过58万人，占户籍人口的22.6%，其中九成以上选择居家养老，老百姓对家门口的养老服务期待日益迫切。';
const REST = [
  '一、存在的问题',
  '一是社区养老服务站点覆盖不均，部分新建小区未按标准配建养老服务用房；二是专业护理人员短缺，护理员待遇偏低、流失率高，助餐、助浴、上门医疗等服务供给不足；三是失能、半失能老年人照护需求底数不清，家庭照护者缺乏支持。',
  '二、几点建议',
  `一是落实新建住宅小区养老服务设施同步规划、同步建设、同步验收、同步交付的要求，由民政部门参与竣工验收。二是依托${TYPO.wrong}建立失能老年人照护需求动态台账，精准匹配助餐、助浴、家庭医生等上门服务。三是支持职业院校开设养老护理专业，对取得职业技能等级证书的护理员给予岗位补贴，探索为家庭照护者提供喘息服务和护理培训。`,
];

interface AiDetect {
  ai_percent: number;
  all_lines: { text: string; ai_percent: number; remark: string }[];
  remark: string;
  provider: string;
  accuracy: number | null;
}
interface ReferenceHit {
  id: string;
  kind: 'law' | 'policy' | 'proposal' | 'current';
  title: string;
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let draftId = '';
let pictureSrc = '';
/** a 2×2 PNG, as a camera's would be, only smaller */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, server.url));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const settled = async (name: string) => {
  await page.waitForTimeout(400);
  await shot(page, name);
};
const closeDrawer = async (title: string) => {
  const drawer = drawerTitled(page, title);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
};

describe('a member uses every writing tool on a proposal draft', () => {
  stopAfterFailure('writing-tools', () => [page]);

  it('opens 提交提案 and fills in the title and category', async () => {
    await signedInAt(page, MEMBER, '/proposal/member/addProposal');
    await page.getByText('字数限制：').waitFor({ timeout: 60_000 });
    await page.getByPlaceholder('请输入提案标题').fill(TITLE);
    await page.getByLabel('提案类别').click();
    await page.keyboard.type(CATEGORY);
    await page.locator('.ant-select-dropdown:visible').getByTitle(CATEGORY, { exact: true }).click();
    await poll(() => page.locator('.ant-form-item').filter({ hasText: '提案类别' }).textContent()).toContain(CATEGORY);
  });

  it('AI写作检测 refuses a text under 100 characters, then scores each passage and says how far to trust it', async () => {
    const editor = richEditor(page);
    await editor.click();
    await page.keyboard.insertText(OPENING);
    await editorTool(page, 'AI写作检测').click();
    await poll(() => toast(page, '提案内容过少，无法检测，请至少输入100个字符').count()).toBeGreaterThan(0);
    expect(await drawerTitled(page, 'AI写作检测').count()).toBe(0);
    await settled('writing-tools-ai-too-short');

    for (const p of REST) {
      await page.keyboard.press('Enter');
      await page.keyboard.insertText(p);
    }
    await poll(() => editorText(page)).toContain('护理培训');
    const detected = await answerOf<AiDetect>(page, '/data/intellect/ai/detect', () => editorTool(page, 'AI写作检测').click());
    expect(detected.code, detected.msg).toBe('00000');
    const r = detected.data;
    expect(r.ai_percent).toBeGreaterThanOrEqual(0);
    expect(r.ai_percent).toBeLessThanOrEqual(100);
    expect(['疑似AI生成', '部分AI生成', '人工撰写']).toContain(r.remark);
    expect(r.all_lines.length).toBeGreaterThan(1);
    expect(r.all_lines.map((l) => l.text).join('')).toContain('喘息服务');
    expect(r).toMatchObject({ provider: 'local', accuracy: expect.any(Number) });

    const drawer = drawerTitled(page, 'AI写作检测');
    const ok = drawer.locator('[data-status="ok"]');
    await ok.waitFor({ timeout: 30_000 });
    expect(await ok.getByText(`${r.ai_percent.toFixed(2)}%`).count()).toBeGreaterThan(0);
    expect(await ok.locator('.ant-tag').first().textContent()).toBe(r.remark);
    const lines = ok.locator('.intellect-line');
    expect(await lines.count()).toBe(r.all_lines.length);
    expect(await lines.first().textContent()).toContain(`${r.all_lines[0].ai_percent.toFixed(2)}%${r.all_lines[0].remark}`);
    await ok.getByText(`本地检测模型在留出测试集上的准确率为 ${((r.accuracy ?? 0) * 100).toFixed(1)}%，结果仅供参考`).waitFor();
    await settled('writing-tools-ai-detection');
    await button(drawer.locator('.ant-drawer-footer'), '关闭').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('智能查重 names the demo proposal on the same subject and marks the shared passages side by side', async () => {
    const checked = answerOf<{ title: string; similarity: number }[]>(page, '/data/intellect/similar/check', () =>
      editorTool(page, '智能查重').click(),
    );
    const drawer = drawerTitled(page, '智能查重检测报告');
    const report = await checked;
    expect(report.code, report.msg).toBe('00000');
    const twin = report.data.find((d) => d.title === DEMO_TWIN);
    expect(twin, JSON.stringify(report.data.map((d) => d.title))).toBeTruthy();
    const item = drawer.locator('.dup-item').filter({ hasText: DEMO_TWIN }).first();
    await item.click();
    await poll(() => drawer.locator('section[aria-label="相似内容比对"] mark.dup-mark').count()).toBeGreaterThan(0);
    expect(await drawer.locator('section[aria-label="原文比对"] mark.dup-mark').count()).toBeGreaterThan(0);
    await settled('writing-tools-duplicate-comparison');
    await button(drawer.locator('.ant-drawer-footer'), '关闭').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('智能纠错 corrects the wrong character', async () => {
    await editorTool(page, '智能纠错').click();
    const drawer = drawerTitled(page, '智能纠错');
    const finding = drawer.locator('.intellect-finding').filter({ hasText: '据' }).first();
    await finding.waitFor({ timeout: 30_000 });
    await finding.getByRole('button', { name: '应用' }).click();
    await finding.getByText('已应用').waitFor();
    await poll(() => editorText(page)).toContain(TYPO.right);
    await settled('writing-tools-correction');
    await button(drawer.locator('.ant-drawer-footer'), '关闭').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('智能润色 rewrites spoken words, and 一键排版 lays the text out as an official document', async () => {
    await editorTool(page, '智能润色').click();
    const drawer = drawerTitled(page, '智能润色');
    const suggestions = drawer.getByRole('list', { name: '润色建议' });
    await suggestions.waitFor();
    expect(await suggestions.textContent()).toContain('截止到');
    expect(await suggestions.textContent()).toContain('老百姓');
    await settled('writing-tools-polishing');
    await button(drawer.locator('.ant-drawer-footer'), '接受').click();
    await drawer.waitFor({ state: 'hidden' });
    await poll(() => toast(page, /已润色\d+处/).count()).toBeGreaterThan(0);
    const polished = await editorText(page);
    expect(polished).toContain('截至去年底');
    expect(polished).toContain('群众对家门口');
    expect(polished).not.toContain('老百姓');

    await editorTool(page, '一键排版').click();
    await poll(() => toast(page, '排版完成').count()).toBeGreaterThan(0);
    const editor = richEditor(page);
    // the half-width comma of Chinese text becomes full-width, the body is indented two characters in 仿宋, 一、 headings in 黑体
    await poll(() => editorText(page)).toContain('截至去年底，我市');
    const opening = editor.locator('p').first();
    expect(await opening.getAttribute('style')).toContain('text-indent: 2em');
    expect(await opening.locator('span').first().getAttribute('style')).toContain('仿宋');
    const heading = editor.locator('p', { hasText: '一、存在的问题' });
    expect(await heading.locator('span').first().getAttribute('style')).toContain('黑体');
    await settled('writing-tools-auto-format');
  });

  it('引用检索 finds laws, policies and proposals in the reference library and quotes a passage into the text', async () => {
    // the quotation goes at the end of the text
    await richEditor(page).click();
    await page.keyboard.press('Control+End');
    await editorTool(page, '引用检索').click();
    const drawer = drawerTitled(page, '引用检索');
    await drawer.getByText('输入关键词，检索法律法规、政策文件和提案').waitFor();
    await drawer.getByLabel('检索关键词').fill('居家养老');
    const found = await answerOf<{ total: number; list: ReferenceHit[] }>(page, '/data/intellect/reference/search', () =>
      drawer.getByLabel('检索关键词').press('Enter'),
    );
    expect(found.code, found.msg).toBe('00000');
    expect(found.body).toMatchObject({ keyword: '居家养老', pageNum: 1, sortType: 0 });
    const kinds = new Set(found.data.list.map((h) => h.kind));
    for (const k of ['law', 'policy', 'proposal', 'current'] as const) expect(kinds, JSON.stringify(found.data.list)).toContain(k);
    const hits = drawer.getByRole('list', { name: '检索结果' }).locator('.intellect-hit');
    await poll(() => hits.count()).toBe(found.data.list.length);
    await drawer.getByText(`共${found.data.total}条数据`).waitFor();
    for (const label of ['法律法规', '政策文件', '往届提案'])
      expect(await hits.locator('.ant-tag', { hasText: label }).count()).toBeGreaterThan(0);
    const law = hits.filter({ hasText: LAW }).first();
    expect(await law.textContent()).toContain('制定机关：全国人民代表大会常务委员会');
    expect(await law.locator('mark').count()).toBeGreaterThan(0);
    await settled('writing-tools-quote-results');

    await law.getByRole('button', { name: '查看全文' }).click();
    const full = drawer.getByRole('region', { name: '全文' });
    // one paragraph an article
    await poll(() => full.locator('p').count()).toBeGreaterThan(4);
    const article = full.locator('p', { hasText: '第三十七条' });
    await selectText(article, PASSAGE);
    await settled('writing-tools-quote-full-text');
    await button(drawer, '引用选中内容').click();
    await poll(() => toast(page, '已引用').count()).toBeGreaterThan(0);
    await poll(() => editorText(page)).toContain(QUOTED);
    expect((await editorText(page)).trimEnd().endsWith(QUOTED)).toBe(true);
    await settled('writing-tools-quote-inserted');
    await closeDrawer('引用检索');
  });

  it('inserts a picture, which the editor shows from the file service', async () => {
    await page
      .locator('[data-testid=rich-editor-image-input]')
      .setInputFiles({ name: '养老服务站.png', mimeType: 'image/png', buffer: PICTURE });
    const img = richEditor(page).locator('img');
    await img.waitFor();
    pictureSrc = (await img.getAttribute('src')) ?? '';
    expect(pictureSrc).toMatch(/^\/api\/sys\/oss\/file\/[0-9a-z]+$/);
    // shown through the session's file cookie: an <img> sends no token
    await poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);
  });

  it('saves the draft, which reopens with the quotation and the corrections', async () => {
    const saved = await answerOf<{ id: string }>(page, '/proposal/add', () => button(page, '保存草稿').click());
    expect(saved.code, saved.msg).toBe('00000');
    expect(saved.body).toMatchObject({ submit: false, title: TITLE });
    expect((saved.body as { content: string }).content).toContain(QUOTED);
    draftId = saved.data.id;
    await page.waitForURL(/\/proposal\/member\/myProposalList$/);
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('暂存');

    await row.getByRole('link', { name: '修改' }).click();
    await page.waitForURL((u) => u.pathname === '/proposal/member/addProposal' && u.searchParams.get('id') === draftId);
    await poll(() => editorText(page)).toContain(QUOTED);
    const text = await editorText(page);
    for (const words of [TYPO.right, '截至去年底，我市', '群众对家门口']) expect(text).toContain(words);
    expect(await page.getByPlaceholder('请输入提案标题').inputValue()).toBe(TITLE);
    expect(await richEditor(page).locator('p').first().getAttribute('style')).toContain('text-indent: 2em');
    // the picture is bound to the draft and still shows to its author
    const img = richEditor(page).locator(`img[src="${pictureSrc}"]`);
    await poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(2);
    await settled('writing-tools-draft-reopened');
  });

  it('shows the draft’s picture to nobody else: not without a session, not to the office before submission', async () => {
    const anonymous = await browser.newContext({ baseURL: server.url });
    expect((await anonymous.request.get(pictureSrc)).status()).toBe(401);
    await anonymous.close();
    const office = await newPage(browser, server.url);
    await office.page.goto('/login');
    await signIn(office.page, OFFICE, DEMO_PASSWORD);
    await office.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
    expect((await office.page.request.get(pictureSrc)).status()).toBe(404);
    await office.context.close();
  });
});
