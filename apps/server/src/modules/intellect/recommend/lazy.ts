import type { Queryable } from '../../../platform/db/client';

/** Between two rebuilds of one model at least this long passes (env RECOMMEND_MIN_REBUILD_MS). */
const minRebuildMs = () => {
  const v = Number(process.env.RECOMMEND_MIN_REBUILD_MS);
  return Number.isFinite(v) && v >= 0 ? v : 60_000;
};

interface State<T> {
  signature: string;
  value: T;
  builtAt: number;
}

/**
 * A value derived from database tables (a trained classifier), rebuilt lazily when the tables'
 * signature (row count and latest change) moves. While a rebuild runs, and for a short time after
 * one, callers get the previous value: recommendations a minute old are still good, and a busy
 * office editing proposals must not retrain on every request.
 */
export class LazyModel<T> {
  private readonly states = new WeakMap<Queryable, State<T>>();
  private readonly building = new WeakMap<Queryable, Promise<T>>();

  constructor(
    private readonly signatureOf: (db: Queryable) => Promise<string>,
    private readonly build: (db: Queryable) => Promise<T>,
  ) {}

  async get(db: Queryable): Promise<T> {
    const state = this.states.get(db);
    if (state && Date.now() - state.builtAt < minRebuildMs()) return state.value;
    const signature = await this.signatureOf(db);
    if (state && state.signature === signature) {
      state.builtAt = Date.now();
      return state.value;
    }
    let run = this.building.get(db);
    if (!run) {
      run = this.build(db)
        .then((value) => {
          this.states.set(db, { signature, value, builtAt: Date.now() });
          return value;
        })
        .finally(() => this.building.delete(db));
      this.building.set(db, run);
    }
    // 0 means always current (tests, small installs): wait for the rebuild
    return state && minRebuildMs() > 0 ? state.value : run;
  }
}
