import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AuditRow,
  auditActionLabel,
  auditDetailKeyLabel,
  auditDetailText,
  auditObjectTypeLabel,
  type PageResult,
} from '@cppcc/contracts';
import ExcelJS from 'exceljs';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { audit } from '../../platform/audit/audit';

/** English code words that must not reach an administrator (issue 15 #6). */
const RAW = /\b(method|password|loginName|null|undefined|true|false|switch)\b|[{}"]/;

describe('auditDetailText', () => {
  it('labels the keys and the codes and leaves empty values out', () => {
    expect(auditDetailText({ loginName: 'tian', method: 'password' })).toBe('登录名：tian；登录方式：密码登录');
    expect(auditDetailText({ from: null, to: '暂存', opinion: '' })).toBe('变更后：暂存');
    expect(auditDetailText({ loginName: 'tian', method: 'sms', reason: 'code-wrong', locked: true })).toBe(
      '登录名：tian；登录方式：短信验证码登录；原因：验证码错误；已锁定：是',
    );
    expect(auditDetailText({ loginName: 'weiyuan.staff', method: 'switch', from: 'weiyuan' })).toBe(
      '登录名：weiyuan.staff；登录方式：切换身份；原身份：weiyuan',
    );
    expect(auditDetailText({ name: '默认账号', from: { enabled: true, userType: 2 }, to: { enabled: false, userType: 1 } })).toBe(
      '名称：默认账号；变更前：用户类型：机关工作人员，启用：是；变更后：用户类型：委员，启用：否',
    );
    // the database keeps JSON keys by length: the text reads in one order whatever came back
    expect(auditDetailText({ method: 'password', loginName: 'tian' })).toBe('登录名：tian；登录方式：密码登录');
    expect(auditDetailText({ filter: { objectType: 'proposal', action: 'export' }, rows: 3 })).toBe(
      '筛选条件：对象：提案，动作：导出；条数：3',
    );
    expect(auditDetailText({ from: null, to: null })).toBeNull();
    expect(auditDetailText(null)).toBeNull();
  });

  it('writes instants in China time', () => {
    expect(auditDetailText({ lockedUntil: '2026-03-01T16:30:00.000Z' })).toBe('锁定至：2026-03-02 00:30:00');
  });
});

// ---------- every code the server writes has a label ----------

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.includes('test') ? [p] : [];
  });
}

interface Found {
  actions: Set<string>;
  objectTypes: Set<string>;
  detailKeys: Set<string>;
}

const propName = (p: ts.ObjectLiteralElementLike) =>
  (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))
    ? p.name.text
    : null;
const literal = (e: ts.Expression | undefined) => (e && ts.isStringLiteral(e) ? e.text : null);

function collectDetailKeys(obj: ts.ObjectLiteralExpression, into: Set<string>) {
  for (const p of obj.properties) {
    const name = propName(p);
    if (!name) continue;
    into.add(name);
    if (ts.isPropertyAssignment(p) && ts.isObjectLiteralExpression(p.initializer)) collectDetailKeys(p.initializer, into);
  }
}

/** The audit rows' codes as the source writes them: `action: '…'` beside `objectType`, machine transitions, detail keys. */
function scan(): Found {
  const found: Found = { actions: new Set(), objectTypes: new Set(), detailKeys: new Set() };
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/\baudit\(|\brecord\(|defineMachine\(/.test(text)) continue;
    const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && n.name.getText() === 'OBJECT') {
        const v = literal(n.initializer);
        if (v) found.objectTypes.add(v);
      }
      if (ts.isObjectLiteralExpression(n)) {
        const props = new Map(n.properties.map((p) => [propName(p), p] as const));
        const init = (k: string) => {
          const p = props.get(k);
          return p && ts.isPropertyAssignment(p) ? p.initializer : undefined;
        };
        const action = literal(init('action'));
        if (action && (props.has('objectType') || props.has('fromState'))) found.actions.add(action);
        const objectType = literal(init('objectType'));
        if (objectType) found.objectTypes.add(objectType);
        const detail = init('detail');
        if (detail && ts.isObjectLiteralExpression(detail)) collectDetailKeys(detail, found.detailKeys);
        // a workflow transition (`submit: { label, by, from, to }`): its name is the audit action
        for (const p of n.properties) {
          if (!ts.isPropertyAssignment(p) || !ts.isObjectLiteralExpression(p.initializer)) continue;
          const inner = new Set(p.initializer.properties.map(propName));
          const name = propName(p);
          if (name && inner.has('label') && inner.has('by') && inner.has('from')) found.actions.add(name);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(src);
  }
  return found;
}

describe('labels cover what the server writes', () => {
  const found = scan();
  it('finds the codes (the scan itself works)', () => {
    expect(found.actions).toContain('login');
    expect(found.actions).toContain('backApprove');
    expect(found.objectTypes).toContain('session');
    expect(found.detailKeys).toContain('loginName');
  });
  it('names every action, object type and detail key', () => {
    expect([...found.actions].filter((a) => !auditActionLabel[a])).toEqual([]);
    expect([...found.objectTypes].filter((o) => !auditObjectTypeLabel[o])).toEqual([]);
    expect([...found.detailKeys].filter((k) => !auditDetailKeyLabel[k])).toEqual([]);
  });
});

// ---------- the answers and the xlsx ----------

describe('audit and login-log answers and the xlsx speak Chinese (issue 15 #6)', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    c = client(t);
    await c.token('admin');
    await audit(
      t.ctx.db,
      { userId: null, username: '系统', ip: null },
      {
        objectType: 'proposal',
        objectId: 'p-labels',
        action: 'save',
        detail: { from: null, to: '暂存', title: '关于标签的提案' },
      },
    );
  });
  afterAll(() => t.close());

  it('answers the login log with a labelled detail', async () => {
    const res = await c.post<PageResult<AuditRow>>('auditadmin', 'system/loginLog/page', { result: 'success', pageSize: 40 });
    const row = res.body.data.list.find((r) => r.action === 'login' && r.detail?.loginName === 'admin');
    expect(row?.detailText).toBe('登录名：admin；登录方式：密码登录');
    expect(row?.detailText).not.toMatch(RAW);
  });

  it('answers the audit log without from: null', async () => {
    const res = await c.post<PageResult<AuditRow>>('auditadmin', 'system/audit/page', { objectType: 'proposal', action: 'save' });
    const row = res.body.data.list.find((r) => r.objectId === 'p-labels');
    expect(row?.detailText).toBe('标题：关于标签的提案；变更后：暂存');
  });

  it('writes the same labelled text into the xlsx, not JSON', async () => {
    const token = await c.token('auditadmin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/audit/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { category: 'login' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('审计日志')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = header.indexOf('详情');
    expect(col).toBeGreaterThan(0);
    const details: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) details.push(String(row.getCell(col).value ?? ''));
    });
    expect(details).toContain('登录名：admin；登录方式：密码登录');
    expect(details.filter((d) => RAW.test(d))).toEqual([]);
  });
});
