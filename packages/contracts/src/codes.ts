/**
 * Business result codes carried in the envelope `{ code, msg, data }`.
 * '00000', '10001' and '10002' are fixed by spec 002 §8; the rest are ours and
 * stable: clients may branch on them.
 */
export const ResultCode = {
  ok: '00000',
  /** Not signed in, or the refresh failed: the client signs out (spec 002 §4). */
  loginExpired: '10001',
  /** The access token expired: the client refreshes once and replays (spec 002 §4). */
  tokenExpired: '10002',
  badCredentials: '10003',
  accountLocked: '10004',
  accountDisabled: '10005',
  passwordExpired: '10006',
  verificationCode: '10007',
  qrCode: '10008',
  badRequest: '40000',
  illegalState: '40001',
  conflict: '40900',
  tooManyRequests: '42900',
  forbidden: '40300',
  notFound: '40400',
  serverError: '50000',
  /** An outside service the server calls (AI detection provider, SMS gateway) failed; msg says how. */
  upstreamError: '50200',
} as const;

export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}
