/**
 * Writes the 三员分立 matrix, rendered from the code (the menus the modules declare under 系统管理
 * and the administrator roles they are granted to), into docs/security.md between its markers.
 * Run: npm run docs:security -w @cppcc/server. src/security/security-matrix.test.ts fails when
 * the committed table is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { manifests } from '../src/modules';
import { adminDutiesOf, renderDutiesTable, withMatrix } from '../src/modules/system/separation';

export const SECURITY_DOC = path.resolve(import.meta.dirname, '../../../docs/security.md');

const current = fs.existsSync(SECURITY_DOC) ? fs.readFileSync(SECURITY_DOC, 'utf8') : '# 安全 / Security\n';
const next = withMatrix(current, renderDutiesTable(adminDutiesOf(manifests)));
if (next !== current) fs.writeFileSync(SECURITY_DOC, next);
console.log(next === current ? `${SECURITY_DOC}: up to date` : `${SECURITY_DOC}: matrix written`);
