import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filePolicyOf, installManifests } from '../../platform/services';
import { manifests } from '../index';
import * as oss from './index';

const MODULES = path.dirname(path.dirname(new URL(import.meta.url).pathname));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('file rules and the other plug-in points (issue 14: the manifest is the only door)', () => {
  it('reads the download centre’s file rule from its manifest; the file area keeps no list of its own', () => {
    expect(Object.keys(oss)).not.toContain('registerFilePolicy');
    installManifests(manifests);
    const dailyOffice = manifests.find((m) => m.name === 'dailyOffice');
    expect(filePolicyOf('download')).toBe(dailyOffice?.filePolicies?.download);
    installManifests(manifests.filter((m) => m.name !== 'dailyOffice'));
    expect(filePolicyOf('download')).toBeUndefined();
    installManifests(manifests);
  });

  it('leaves filling the platform’s registries to the manifests: no area calls one itself', () => {
    const calls = sources(MODULES).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bregister(?:FilePolicy|AffairPolicy|ExportType)\s*\(/g)].map(
        (m) => `${path.relative(MODULES, file)}: ${m[0]}`,
      ),
    );
    expect(calls).toEqual([]);
  });
});
