import type { FilePolicy } from '../../platform/policies';
import { mayReadAffair } from './download-service';

/** Attachments are uploaded with module `download`: readers of the item read them, nobody else. */
export const downloadFilePolicy: FilePolicy = { canRead: (db, p, file) => mayReadAffair(db, p, file.affairId) };
