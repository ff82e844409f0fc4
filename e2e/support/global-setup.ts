import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedTemplate, TEMPLATE_ENV } from './server';

/**
 * Every spec file starts a server of its own. Migrating and seeding the demo data is the same
 * work each time, so it is done once here; startServer copies the folder (support/server.ts).
 */
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-e2e-template-'));
  const template = path.join(dir, 'data');
  await seedTemplate(template);
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
