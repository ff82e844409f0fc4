import type { ProposalDetail } from '@cppcc/contracts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { client } from '../../../test/client';
import type { TestApp } from '../../../test/harness';
import { org, user } from '../system/tables';
import { proposalSession, proposalType } from './setup/tables';

const CONTENT =
  '<p>一、基本情况</p><p>我市社区养老服务设施建设滞后，部分街道没有日间照料中心。</p><p>二、意见建议</p><p>1．按照每百户不少于20平方米的标准配建养老服务用房。</p>';

/** Calls and look-ups shared by the proposal tests. */
export function kit(t: TestApp) {
  const c = client(t);
  const db = t.ctx.db;
  const userId = async (loginName: string) => {
    const [u] = await db.select({ id: user.id }).from(user).where(eq(user.loginName, loginName)).limit(1);
    return u.id;
  };
  const orgId = async (name: string) => {
    const [o] = await db.select({ id: org.id }).from(org).where(eq(org.name, name)).limit(1);
    return o.id;
  };
  const sessionId = async () => {
    const [s] = await db.select({ id: proposalSession.id }).from(proposalSession).where(eq(proposalSession.state, 0)).limit(1);
    return s.id;
  };
  const typeId = async () => {
    const [ty] = await db
      .select({ id: proposalType.id })
      .from(proposalType)
      .where(isNotNull(proposalType.parentId))
      .orderBy(asc(proposalType.sort))
      .limit(1);
    return ty.id;
  };
  /** Success, or a failure that shows the server's message. */
  const expectOk = (r: { status: number; body: { code: string; msg: string } }) => {
    expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);
  };
  /** A 400 refused step: code 40001 (state) or 40000 (field), with a Chinese message. */
  const expectRefused = (r: { status: number; body: { code: string; msg: string } }, text: string) => {
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(text);
  };
  const add = async (who: string, extra: Record<string, unknown> = {}) => {
    const r = await c.post<{ id: string }>(who, 'proposal/add', {
      sessionId: await sessionId(),
      title: '关于加强社区养老服务设施建设的建议',
      content: CONTENT,
      typeId: await typeId(),
      ...extra,
    });
    expectOk(r);
    return r.body.data.id;
  };
  const detail = async (who: string, id: string) => {
    const r = await c.get<ProposalDetail>(who, `proposal/detail/${id}`);
    return r;
  };
  const state = async (id: string) => (await detail('tian', id)).body.data.state;
  /** A proposal submitted by weiyuan and brought by the office to awaiting assignment (3). */
  const filed = async (extra: Record<string, unknown> = {}) => {
    const id = await add('weiyuan', { submit: true, ...extra });
    expectOk(await c.post('tian', 'proposal/receive', { id, overrideJoint: true }));
    expectOk(await c.post('tian', 'proposal/file', { id }));
    return id;
  };
  /** Assigned to 市教育局 (chengban) alone, or to the units given. */
  const assigned = async (units?: { unitId: string; handleType: number }[], extra: Record<string, unknown> = {}) => {
    const id = await filed(extra);
    const list = units ?? [{ unitId: await orgId('市教育局'), handleType: 0 }];
    expectOk(await c.post('tian', 'proposal/assign', { id, units: list }));
    return id;
  };
  return { c, db, userId, orgId, sessionId, typeId, add, detail, state, filed, assigned, expectOk, expectRefused, CONTENT };
}
