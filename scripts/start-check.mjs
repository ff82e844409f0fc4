// `npm start` builds before it serves. A second start on a data folder that a
// running server holds would be refused only after the build had replaced the
// web files under the running server (404s for seconds), so the lock is asked
// first, with the server's own code (tsx runs it from source), without taking it.
import { tsImport } from 'tsx/esm/api';

const { loadConfig } = await tsImport('../apps/server/src/platform/config.ts', import.meta.url);
const { assertDataDirFree, DataDirLockedError } = await tsImport('../apps/server/src/platform/db/lock.ts', import.meta.url);

const config = loadConfig();
if (!config.databaseUrl) {
  try {
    assertDataDirFree(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
