import { systemActor } from '../../../platform/audit/audit';
import type { SeedContext } from '../../../platform/module';
import { seedReferenceDocs } from './seed-docs';
import { importReferenceDocs } from './service';

/**
 * Demo only: the reference library starts with a few laws, policies and earlier proposals,
 * imported through the administrators' import (one transaction, one audit row), so the search
 * index is built from them exactly as from an uploaded file.
 */
export async function seedReferences({ tx, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  await importReferenceDocs(tx, systemActor, {
    kind: 'law',
    fileName: '演示引用资料',
    docs: seedReferenceDocs,
    source: null,
    potencyLevel: null,
    effectiveness: null,
  });
}
