import { OfficedocPerm } from '@cppcc/contracts';
import { hasPermission } from '../../platform/auth/plugin';
import type { AffairPolicy } from '../../platform/policies';
import { documentOwner } from './readers';

/** Files bound to a document (its pictures) follow the document's own rule (service.ts loadForCaller). */
export const officedocAffairPolicy: AffairPolicy = {
  async canRead(db, p, affairId) {
    const doc = await documentOwner(db, affairId);
    if (!doc) return undefined;
    return doc.createdBy === p.userId || hasPermission(p, OfficedocPerm.all);
  },
  async canBind(db, p, affairId) {
    const doc = await documentOwner(db, affairId);
    if (!doc) return undefined;
    return doc.createdBy === p.userId || hasPermission(p, OfficedocPerm.all);
  },
};
