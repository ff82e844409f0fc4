import {
  CheckMsg,
  IntellectCheckApi,
  REFERENCE_PAGE_SIZE,
  REFERENCE_TOKEN_TTL_MS,
  type ReferenceDetail,
  type ReferenceSearchKind,
  type ReferenceSearchResult,
  type SignatureResult,
} from '@cppcc/contracts';
import { API_PREFIX, api as http } from '@/app/api/client';
import { ApiError } from '@/app/api/errors';

interface Credentials {
  token: string;
  /** the search domain as a path for the api client (which adds its own prefix) */
  base: string;
  expiresAt: number;
}

/** spec 000 §4: the credential lives 110 minutes; ask again a minute before, so a search never goes out with a dying one */
const MARGIN = 60_000;
let cached: Credentials | null = null;

function clientPath(domain: string): string {
  if (/^https?:\/\//.test(domain)) return domain.replace(/\/$/, '');
  const d = domain.replace(/\/$/, '');
  return d === API_PREFIX || d.startsWith(`${API_PREFIX}/`) ? d.slice(API_PREFIX.length) : d;
}

async function credentials(renew = false): Promise<Credentials> {
  if (!renew && cached && cached.expiresAt - MARGIN > Date.now()) return cached;
  const sig = await http.get<SignatureResult | null>(IntellectCheckApi.signature, undefined, { silent: true });
  // spec 000 §8: a signature call that answers nothing is 鉴权失败
  if (!sig?.signature || !sig.domain) throw new ApiError(CheckMsg.signatureFailed, 'signature', 0);
  cached = { token: sig.signature, base: clientPath(sig.domain), expiresAt: Date.now() + (sig.expiresIn || REFERENCE_TOKEN_TTL_MS) };
  return cached;
}

/** Forgets the credential (a new user signs in, tests). */
export function resetReferenceCredentials(): void {
  cached = null;
}

/** Calls the search domain with the credential; a refused one (expired, another user's) is renewed once. */
async function withCredentials<T>(call: (c: Credentials) => Promise<T>): Promise<T> {
  try {
    return await call(await credentials());
  } catch (e) {
    if (e instanceof ApiError && e.status === 403 && e.message.startsWith(CheckMsg.signatureFailed)) return call(await credentials(true));
    throw e;
  }
}

export interface ReferenceQuery {
  keyword: string;
  pageNum: number;
  /** 0 relevance, 1 newest first */
  sortType: 0 | 1;
  kind?: ReferenceSearchKind;
}

export function searchReferences(q: ReferenceQuery): Promise<ReferenceSearchResult> {
  return withCredentials((c) =>
    http.post<ReferenceSearchResult>(
      `${c.base}/search`,
      { keyword: q.keyword, pageNum: q.pageNum, pageSize: REFERENCE_PAGE_SIZE, sortType: q.sortType, ...(q.kind ? { kind: q.kind } : {}) },
      { silent: true, headers: { accessToken: c.token } },
    ),
  );
}

export function referenceDetail(id: string): Promise<ReferenceDetail> {
  return withCredentials((c) =>
    http.get<ReferenceDetail>(`${c.base}/detail/${encodeURIComponent(id)}`, undefined, { silent: true, headers: { accessToken: c.token } }),
  );
}
