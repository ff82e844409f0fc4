import type { AppContext } from '../../platform/context';
import { createStorage, type ObjectStorage } from '../../platform/storage/storage';

const instances = new WeakMap<AppContext, ObjectStorage>();

/** One storage per application context (tests build several apps in one process). */
export function ossStorage(ctx: AppContext): ObjectStorage {
  let s = instances.get(ctx);
  if (!s) {
    s = createStorage(ctx.config.storage);
    instances.set(ctx, s);
  }
  return s;
}
