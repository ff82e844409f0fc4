import type { MsgTemplateItem, PageResult } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { renderTemplate } from './template-render';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const page = (body: object = {}) => c.post<PageResult<MsgTemplateItem>>('admin', 'msg/template/page', body);
const byCode = async (code: string) => (await page({ keyword: code })).body.data.list.find((x) => x.code === code) as MsgTemplateItem;

describe('message templates (消息模板)', () => {
  it('seeds the built-in templates and filters them', async () => {
    const all = await page({ pageSize: 40 });
    expect(all.body.data.total).toBeGreaterThanOrEqual(9);
    const remind = all.body.data.list.find((x) => x.code === 'proposal.reply.remind');
    expect(remind).toMatchObject({
      channel: 'system',
      builtIn: true,
      enabled: true,
      placeholders: ['number', 'unitName', 'title', 'deadline', 'days'],
    });
    const sms = await page({ channel: 'sms' });
    expect(sms.body.data.list.every((x) => x.channel === 'sms' && x.title === null)).toBe(true);
    expect((await page({ channel: 'fax' })).body.msg).toContain('channel');
    expect((await c.post('weiyuan', 'msg/template/page', {})).status).toBe(403);
    expect((await c.post('secadmin', 'msg/template/page', {})).status).toBe(403);
  });

  it('renders a template for the sending modules, and not a stopped one', async () => {
    const r = await renderTemplate(t.ctx.db, 'proposal.reply.remind', {
      unitName: '市教育局',
      number: 128,
      title: '关于加强中小学心理健康教育的建议',
      deadline: '2026-06-30',
      days: 7,
    });
    expect(r).toEqual({
      code: 'proposal.reply.remind',
      channel: 'system',
      title: '提案答复到期提醒：第128号提案',
      content:
        '市教育局：贵单位承办的第128号提案《关于加强中小学心理健康教育的建议》距答复期限（2026-06-30）还有7天，请抓紧办理，按时向提案人书面答复并在平台上报送答复件。',
    });
    await expect(renderTemplate(t.ctx.db, 'proposal.reply.remind', { unitName: 'x' })).rejects.toThrow(
      '缺少变量：number、title、deadline、days',
    );
    expect(await renderTemplate(t.ctx.db, 'no.such.template', {})).toBeNull();
    const sms = await byCode('meet.notice.sms');
    expect((await c.post('admin', 'msg/template/enable', { id: sms.id, enabled: false })).status).toBe(200);
    expect(await renderTemplate(t.ctx.db, 'meet.notice.sms', {})).toBeNull();
  });

  it('adds, validates, updates and deletes a custom template with audit rows', async () => {
    const missingTitle = await c.post('admin', 'msg/template/add', {
      code: 'notice.holiday',
      name: '节假日值班通知',
      channel: 'system',
      content: '请做好值班安排',
    });
    expect(missingTitle.status).toBe(400);
    expect(missingTitle.body.msg).toContain('消息标题不能为空');
    const badVar = await c.post('admin', 'msg/template/add', {
      code: 'notice.holiday',
      name: '节假日值班通知',
      channel: 'sms',
      content: '请${姓名}做好值班安排',
    });
    expect(badVar.body.msg).toContain('变量名「姓名」不正确');
    const unclosed = await c.post('admin', 'msg/template/add', {
      code: 'notice.holiday',
      name: '节假日值班通知',
      channel: 'sms',
      content: '请${name做好',
    });
    expect(unclosed.body.msg).toContain('未闭合');
    expect(
      (await c.post('admin', 'msg/template/add', { code: 'notice.holiday', name: 'x', channel: 'sms', content: '字'.repeat(501) })).body
        .msg,
    ).toContain('不能超过500个字');
    expect((await c.post('admin', 'msg/template/add', { code: '1bad', name: 'x', channel: 'sms', content: 'x' })).body.msg).toContain(
      'code',
    );

    const add = await c.post<{ id: string }>('admin', 'msg/template/add', {
      code: 'notice.holiday',
      name: '节假日值班通知',
      channel: 'sms',
      title: '短信不需要标题',
      content: '${name}：${holiday}期间请按排班表值班，值班电话${phone}。',
    });
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    expect((await c.get<MsgTemplateItem>('admin', `msg/template/detail/${id}`)).body.data).toMatchObject({
      title: null,
      placeholders: ['name', 'holiday', 'phone'],
      builtIn: false,
      variables: null,
    });
    expect((await c.post('admin', 'msg/template/add', { code: 'notice.holiday', name: 'y', channel: 'sms', content: 'x' })).status).toBe(
      409,
    );
    expect(await renderTemplate(t.ctx.db, 'notice.holiday', { name: '张委员', holiday: '春节', phone: null })).toMatchObject({
      content: '张委员：春节期间请按排班表值班，值班电话。',
    });

    const upd = await c.post('admin', 'msg/template/update', {
      id,
      code: 'notice.duty',
      name: '值班通知',
      channel: 'system',
      title: '${holiday}值班安排',
      content: '${name}：请按排班表值班。',
    });
    expect(upd.status).toBe(200);
    expect((await renderTemplate(t.ctx.db, 'notice.duty', { name: '李四', holiday: '国庆' }))?.title).toBe('国庆值班安排');
    expect((await c.post('admin', 'msg/template/delete', { ids: [id] })).status).toBe(200);
    const trail = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'msgTemplate'), eq(auditLog.objectId, id)));
    expect(trail.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('protects the built-in templates the code relies on', async () => {
    const remind = await byCode('proposal.reply.remind.sms');
    const base = { id: remind.id, code: remind.code, name: remind.name, channel: 'sms', content: remind.content };
    expect((await c.post('admin', 'msg/template/delete', { ids: [remind.id] })).body.msg).toContain('内置模板，不能删除');
    expect((await c.post('admin', 'msg/template/update', { ...base, code: 'other.code' })).body.msg).toContain('模板编码不能修改');
    expect((await c.post('admin', 'msg/template/update', { ...base, channel: 'system', title: 't' })).body.msg).toContain(
      '消息渠道不能修改',
    );
    const unknown = await c.post('admin', 'msg/template/update', { ...base, content: '${unitName}请于${deadline}前答复' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('${deadline}');
    expect(unknown.body.msg).toContain('可用变量：${unitName}、${number}、${days}');
    const ok = await c.post('admin', 'msg/template/update', {
      ...base,
      content: '【提醒】${unitName}：第${number}号提案还有${days}天到期。',
    });
    expect(ok.status).toBe(200);
    expect((await renderTemplate(t.ctx.db, remind.code, { unitName: '市财政局', number: 7, days: 3 }))?.content).toBe(
      '【提醒】市财政局：第7号提案还有3天到期。',
    );
  });
});
