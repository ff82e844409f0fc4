import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifests } from '../modules';
import { adminDutiesOf, MATRIX_END, MATRIX_START, renderDutiesTable, withMatrix } from '../modules/system/separation';

const SECURITY_DOC = path.resolve(import.meta.dirname, '../../../../docs/security.md');

describe('the 三员分立 matrix in docs/security.md', () => {
  it('is the table the code renders (run `npm run docs:security -w @cppcc/server` after changing a 系统管理 menu)', () => {
    const doc = fs.readFileSync(SECURITY_DOC, 'utf8');
    const start = doc.indexOf(MATRIX_START);
    const end = doc.indexOf(MATRIX_END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    expect(doc.slice(start + MATRIX_START.length, end).trim()).toBe(renderDutiesTable(adminDutiesOf(manifests)).trim());
  });

  it('replaces only what lies between the markers', () => {
    const doc = `# 安全\n\n前文\n\n${MATRIX_START}\n旧表\n${MATRIX_END}\n\n后文\n`;
    expect(withMatrix(doc, '新表')).toBe(`# 安全\n\n前文\n\n${MATRIX_START}\n新表\n${MATRIX_END}\n\n后文\n`);
    expect(withMatrix('# 安全\n', '表')).toBe(`# 安全\n\n${MATRIX_START}\n表\n${MATRIX_END}\n`);
  });
});
