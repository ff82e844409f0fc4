import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import smCrypto from 'sm-crypto';
import { beforeEach, expect } from 'vitest';
import { journalOf, newPage, shot, signIn } from './browser';
import { DEMO_PASSWORD, type RunningServer } from './server';

/**
 * Shared pieces of the proposal specs (issue 5): the text every spec drafts, signing in to
 * the HTTP API, and the steps that bring a proposal to the state a spec starts from. A spec
 * prepares state here only for the steps it is not about; its own steps go through the pages.
 */

/** the drafting member, two co-signers and a member whose similar proposal gets merged */
export const MEMBER = 'weiyuan';
export const CO_SIGNERS = ['wy0001', 'wy0002'] as const;
export const OTHER_MEMBER = 'wy0003';
export const OFFICE = 'tian';
/** 市教育局 leads, 市财政局 handles jointly (the demo topic of after-school services names these two) */
export const LEAD_UNIT = 'chengban';
export const JOINT_UNIT = 'cb_czj';
export const LEAD_UNIT_NAME = '市教育局';
export const JOINT_UNIT_NAME = '市财政局';
export const CATEGORY = '教育';

export const TITLE = '关于依托数据平台推进中小学课后服务提质扩面的建议';
export const MERGED_TITLE = '关于完善中小学课后服务经费保障和课程供给的建议';
/** the word the proofreader must correct in the drafted text: 大数局 → 大数据 */
export const TYPO = { wrong: '大数局平台', right: '大数据平台' };

/**
 * Close to the demo proposal on after-school services (so the duplicate report names it), with
 * one wrong character for 智能纠错. Paragraphs as the editor writes them, one `\n` apart when typed.
 */
export const PARAGRAPHS = [
  '我市自2021年全面推行中小学课后服务以来，参与学生比例逐年提高，有效缓解了家长接孩子难的问题。',
  '当前课后服务内容以作业辅导为主，体育、艺术、科技类课程供给不足，城乡学校差距明显；教师承担课后服务时间长，补助标准偏低。',
  `建议依托${TYPO.wrong}建立课后服务课程资源库，统筹引入少年宫、科技馆、体育俱乐部等校外优质资源，完善经费保障机制，并建立学生和家长满意度评价制度，每学期公开课后服务开展情况。`,
];
export const CONTENT_HTML = PARAGRAPHS.map((p) => `<p>${p}</p>`).join('');
export const CORRECTED_HTML = CONTENT_HTML.replace(TYPO.wrong, TYPO.right);
const MERGED_HTML = [
  '我市中小学课后服务已实现义务教育学校全覆盖，但课后服务内容以作业辅导为主，体育、艺术、科技类课程供给不足。',
  '教师承担课后服务时间长，补助标准偏低，部分学校教师积极性不高，经费保障机制仍不健全。',
  '建议统筹引入少年宫、科技馆、体育俱乐部等校外优质资源，完善课后服务经费保障机制，将教师参与课后服务情况纳入绩效考核并适当提高补助。',
]
  .map((p) => `<p>${p}</p>`)
  .join('');

export interface SignedIn {
  token: string;
  userId: string;
  username: string;
  orgId: string | null;
  loginName: string;
}

/** An HTTP client of the running server for one signed-in account. */
export class Api {
  constructor(
    readonly server: RunningServer,
    readonly me: SignedIn,
  ) {}

  static async signIn(server: RunningServer, loginName: string): Promise<Api> {
    const key = (await (await fetch(`${server.url}/api/sso/public-key`)).json()).data as { publicKey: string; nonce: string };
    // as the browser does: the password with the one-time nonce and a timestamp (a cipher text is good once)
    const payload = JSON.stringify({ nonce: key.nonce, ts: Date.now(), password: DEMO_PASSWORD });
    const res = await fetch(`${server.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: loginName, password: smCrypto.sm2.doEncrypt(payload, key.publicKey, 1) }),
    });
    const body = await res.json();
    if (body.code !== '00000') throw new Error(`${loginName}: ${body.msg}`);
    const u = body.data.user as { userId: string; username: string; orgId: string | null };
    return new Api(server, { token: body.data.token, userId: u.userId, username: u.username, orgId: u.orgId, loginName });
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.me.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const env = (await res.json()) as { code: string; msg: string; data: T };
    if (env.code !== '00000') throw new Error(`${this.me.loginName} ${method} ${path}: ${res.status} ${env.code} ${env.msg}`);
    return env.data;
  }
  post<T = unknown>(path: string, body: unknown = {}) {
    return this.call<T>('POST', path, body);
  }
  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
}

export interface UnitRow {
  id: string;
  unitId: string;
  unitName: string;
  phase: 'pre' | 'formal';
  active: boolean;
  handleType: number;
  signState: number;
  deadline: string | null;
  round: number;
  satisfaction: number | null;
  repliedAt: string | null;
  evaluatedAt: string | null;
}
export interface Detail {
  id: string;
  title: string;
  state: number;
  caseState: number;
  number: number | null;
  sessionId: string;
  typeId: string | null;
  isJoint: boolean;
  content: string;
  contentText: string;
  proposerName: string;
  mergedIntoId: string | null;
  joints: { userId: string; username: string; state: number }[];
  units: UnitRow[];
  merged: { id: string; title: string }[];
  history: { action: string; opinion: string | null; fromState: number | null; toState: number | null }[];
  actions: string[];
}

export const detail = (api: Api, id: string) => api.get<Detail>(`/proposal/detail/${id}`);
export const formalUnits = (d: Detail) => d.units.filter((u) => u.phase === 'formal' && u.active);

/** The accounts of the flow, signed in to the API once per spec. */
export interface Cast {
  member: Api;
  coSigners: Api[];
  other: Api;
  office: Api;
  lead: Api;
  joint: Api;
  sessionId: string;
  typeId: string;
}

export async function signInCast(server: RunningServer): Promise<Cast> {
  const [member, c1, c2, other, office, lead, joint] = await Promise.all(
    [MEMBER, ...CO_SIGNERS, OTHER_MEMBER, OFFICE, LEAD_UNIT, JOINT_UNIT].map((n) => Api.signIn(server, n)),
  );
  const session = await office.get<{ id: string }>('/proposalSession/set/info');
  const types = await office.get<{ id: string; name: string }[]>('/proposalType/options');
  const type = types.find((t) => t.name === CATEGORY);
  if (!type) throw new Error(`no category ${CATEGORY}`);
  return { member, coSigners: [c1, c2], other, office, lead, joint, sessionId: session.id, typeId: type.id };
}

/** Each stage a spec may start from, in order; `prepare` runs the steps up to it through the API. */
export type Stage = 'submitted' | 'confirmed' | 'filed' | 'assigned' | 'replied' | 'unsatisfied' | 'rehandled' | 'concluded';
const order: Stage[] = ['submitted', 'confirmed', 'filed', 'assigned', 'replied', 'unsatisfied', 'rehandled', 'concluded'];

export const REPLY = (unit: string) =>
  `<p>${unit}答复：已将课后服务课程资源库建设列入年度重点工作，统筹校外资源进校园，并落实教师课后服务补助。</p>`;
export const REHANDLED_REPLY = '<p>市财政局再次答复：已会同市教育局制定课后服务经费保障办法，明年起按生均标准足额拨付。</p>';
export const UNSATISFIED_COMMENT = '答复未说明经费保障的具体标准和时间安排，请进一步明确。';

/** A second proposal on the same subject by another member, submitted (state 1): the one the office merges. */
export async function submitSimilar(cast: Cast): Promise<string> {
  const { id } = await cast.other.post<{ id: string }>('/proposal/add', {
    sessionId: cast.sessionId,
    title: MERGED_TITLE,
    content: MERGED_HTML,
    typeId: cast.typeId,
    submit: true,
  });
  return id;
}

/** Brings a new joint proposal of the member to `stage` through the API; returns its id. */
export async function prepare(cast: Cast, stage: Stage): Promise<string> {
  const upTo = (s: Stage) => order.indexOf(s) <= order.indexOf(stage);
  const { member, office, lead, joint } = cast;
  const { id } = await member.post<{ id: string }>('/proposal/add', {
    sessionId: cast.sessionId,
    title: TITLE,
    content: CORRECTED_HTML,
    typeId: cast.typeId,
    isJoint: true,
    jointUserIds: cast.coSigners.map((c) => c.me.userId),
    submit: true,
  });
  if (!upTo('confirmed')) return id;
  for (const c of cast.coSigners) await c.post('/proposal/joint/answer', { id, agree: true, opinion: '同意联名' });
  if (!upTo('filed')) return id;
  await office.post('/proposal/receive', { id, typeId: cast.typeId, suggestUnitIds: [lead.me.orgId, joint.me.orgId] });
  await office.post('/proposal/file', { id, typeId: cast.typeId, opinion: '同意立案' });
  if (!upTo('assigned')) return id;
  await office.post('/proposal/assign', {
    id,
    units: [
      { unitId: lead.me.orgId, handleType: 0 },
      { unitId: joint.me.orgId, handleType: 1 },
    ],
    opinion: '请认真办理',
  });
  if (!upTo('replied')) return id;
  for (const [unit, name] of [
    [lead, LEAD_UNIT_NAME],
    [joint, JOINT_UNIT_NAME],
  ] as const) {
    await unit.post('/proposal/sign', { id });
    await unit.post('/proposal/reply', {
      id,
      content: REPLY(name),
      fileIds: [],
      handleLevel: 'A',
      contactName: '张联络',
      contactPhone: '13800000000',
    });
  }
  if (!upTo('unsatisfied')) return id;
  await member.post('/proposal/evaluate', { id, unitId: joint.me.orgId, satisfaction: 0, comment: UNSATISFIED_COMMENT });
  if (!upTo('rehandled')) return id;
  await joint.post('/proposal/reply', {
    id,
    content: REHANDLED_REPLY,
    fileIds: [],
    handleLevel: 'A',
    contactName: '张联络',
    contactPhone: '13800000000',
  });
  if (!upTo('concluded')) return id;
  await member.post('/proposal/evaluate', { id, unitId: joint.me.orgId, satisfaction: 1 });
  await member.post('/proposal/evaluate', { id, unitId: lead.me.orgId, satisfaction: 2 });
  return id;
}

// ---------- page helpers ----------

/** the machine may be slow: wait up to 20 s for what the page is about to show */
export const poll = <T>(fn: () => Promise<T> | T, timeout = 20_000): ReturnType<typeof expect.poll<T>> => expect.poll(fn, { timeout });

export const dialogTitled = (page: Page, title: string): Locator =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
export const drawerTitled = (page: Page, title: string): Locator =>
  page.locator('.ant-drawer-content-wrapper').filter({ has: page.locator('.ant-drawer-title', { hasText: title }) });
export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);
/** the antd buttons put a space between two characters: 确 定 */
export const button = (scope: Page | Locator, text: string) =>
  scope.getByRole('button', { name: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });

/**
 * The confirmation a step that cannot be taken back asks (an antd confirm titled `title`, e.g. 确认交办):
 * it names the proposal by its title; 确定 takes the step. Call it inside `answerOf`'s act.
 */
export async function confirmStep(page: Page, title: string, proposalTitle = TITLE): Promise<string> {
  const ask = page.locator('.ant-modal-confirm').filter({ has: page.locator('.ant-modal-confirm-title', { hasText: title }) });
  await ask.waitFor({ timeout: 20_000 });
  const text = (await ask.textContent()) ?? '';
  expect(text).toContain(`《${proposalTitle}》`);
  await button(ask, '确定').click();
  await ask.waitFor({ state: 'hidden' });
  return text;
}

/** Signs `loginName` in through the login page and lands on `path`. */
export async function signedInAt(page: Page, loginName: string, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, loginName, DEMO_PASSWORD);
  await page.waitForURL((u) => u.pathname === path.split('?')[0], { timeout: 30_000 });
}

/**
 * One page per account for a spec: signed in through the login page on first use, then reused at
 * another path (a spec's steps pass between the accounts). `close()` closes their contexts.
 */
export class AccountPages {
  private readonly contexts: BrowserContext[] = [];
  private readonly pages = new Map<string, Page>();
  constructor(
    private readonly browser: Browser,
    private readonly url: string,
  ) {}

  async as(loginName: string, path: string): Promise<Page> {
    let page = this.pages.get(loginName);
    if (!page) {
      const opened = await newPage(this.browser, this.url);
      this.contexts.push(opened.context);
      page = opened.page;
      this.pages.set(loginName, page);
      await signedInAt(page, loginName, path);
    } else {
      await page.goto(path);
    }
    return page;
  }

  /** the pages opened so far (a failure screenshots each) */
  opened(): Page[] {
    return [...this.pages.values()];
  }

  async close(): Promise<void> {
    for (const c of this.contexts) await c.close();
  }
}

/** The list row whose title cell holds `title` (the first page of the list, newest first). */
export const rowOf = (page: Page, title: string) => page.locator('.ant-table-row').filter({ hasText: title });

/** The next POST to `/api{path}`, with the envelope of its answer. */
export async function answerOf<T = unknown>(
  page: Page,
  path: string,
  act: () => Promise<unknown>,
): Promise<{ body: unknown; data: T; code: string; msg: string }> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api${path}`) && r.request().method() === 'POST', { timeout: 60_000 }),
    act(),
  ]);
  const env = (await res.json()) as { code: string; msg: string; data: T };
  return { body: JSON.parse(res.request().postData() ?? 'null'), ...env };
}

/** Picks people or units in the picker dialog by searching each name. */
export async function pickInDialog(page: Page, dialogTitle: string, names: string[]) {
  const picker = dialogTitled(page, dialogTitle);
  await picker.waitFor();
  const rows = picker.locator('.picker-table .ant-table-row');
  for (const name of names) {
    // people are searched by keyword, units by unit name (components/picker/constants.ts)
    const search = picker.getByLabel(/^(人员关键字搜索|单位名称搜索)$/);
    await search.fill(name);
    await search.press('Enter');
    const row = rows.filter({ hasText: name }).first();
    await row.waitFor({ timeout: 20_000 });
    await row.locator('.ant-checkbox').click();
  }
  await poll(() => picker.getByText(`已选择（${names.length}）`).count()).toBeGreaterThan(0);
  await button(picker, '确定').click();
  await picker.waitFor({ state: 'hidden' });
}

/**
 * The steps of a spec build on each other: after a failure the later ones are skipped (their
 * failures would only repeat it), and every open page is photographed as `{prefix}-failed-{n}`
 * and its journal (API calls, failed requests, console errors) printed.
 */
export function stopAfterFailure(prefix: string, openPages: () => Page[]) {
  let failed = false;
  beforeEach((ctx) => {
    if (failed) ctx.skip();
    ctx.onTestFailed(async () => {
      failed = true;
      let n = 0;
      for (const p of openPages()) {
        await shot(p, `${prefix}-failed-${++n}`).catch(() => undefined);
        console.error(`${prefix}-failed-${n} (${p.url()}), last events of the page:\n${journalOf(p)}`);
      }
    });
  });
}
