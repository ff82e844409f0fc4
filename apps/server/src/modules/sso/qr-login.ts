import { AuthMsg, type LoginResult } from '@cppcc/contracts';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Principal } from '../../platform/auth/principal';
import { newOpaqueToken } from '../../platform/auth/tokens';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import { qrError } from './auth-errors';
import type { ClientInfo } from './sessions';
import { completeSignIn } from './sign-in';
import { qrLogin } from './tables';
import { findUserById } from './users';

export const QR_TTL_SECONDS = 120;
/** After confirmation the waiting page has this long to pick the sign-in up. */
const CONFIRMED_TTL_SECONDS = 60;

type QrState = 'waiting' | 'scanned' | 'confirmed' | 'expired';

/** GET /sso/qrcode. The id is an unguessable token: whoever polls with it receives the sign-in. */
export async function createQrCode(ctx: AppContext): Promise<{ qrId: string; image: string; expiresIn: number }> {
  const qrId = newOpaqueToken();
  await ctx.db.insert(qrLogin).values({ id: qrId, expiresAt: new Date(Date.now() + QR_TTL_SECONDS * 1000) });
  const image = await QRCode.toDataURL(`cppcc-login:${qrId}`, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { qrId, image, expiresIn: QR_TTL_SECONDS };
}

async function liveQr(ctx: AppContext, qrId: string) {
  const [row] = await ctx.db
    .select()
    .from(qrLogin)
    .where(and(eq(qrLogin.id, qrId), gt(qrLogin.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** POST /sso/qrcode/scan: the signed-in phone has read the code; the waiting page shows 已扫描. */
export async function scanQrCode(ctx: AppContext, p: Principal, qrId: string): Promise<{ state: QrState }> {
  const row = await liveQr(ctx, qrId);
  if (!row || (row.state !== 'waiting' && row.state !== 'scanned')) throw qrError(AuthMsg.qrExpired);
  if (row.userId && row.userId !== p.userId) throw qrError(AuthMsg.qrTaken);
  await ctx.db.update(qrLogin).set({ state: 'scanned', userId: p.userId }).where(eq(qrLogin.id, qrId));
  return { state: 'scanned' };
}

/** POST /sso/qrcode/confirm: the signed-in user approves the sign-in of the waiting page. */
export async function confirmQrCode(ctx: AppContext, p: Principal, qrId: string): Promise<{ state: QrState }> {
  const row = await liveQr(ctx, qrId);
  if (!row || (row.state !== 'waiting' && row.state !== 'scanned')) throw qrError(AuthMsg.qrExpired);
  if (row.userId && row.userId !== p.userId) throw qrError(AuthMsg.qrTaken);
  const now = new Date();
  await ctx.db
    .update(qrLogin)
    .set({ state: 'confirmed', userId: p.userId, confirmedAt: now, expiresAt: new Date(now.getTime() + CONFIRMED_TTL_SECONDS * 1000) })
    .where(eq(qrLogin.id, qrId));
  return { state: 'confirmed' };
}

/**
 * POST /sso/qrcode/query: polled by the waiting page. A confirmed code yields
 * the sign-in exactly once: the state moves to consumed in one conditional
 * update, so two polls cannot both receive it.
 */
export async function queryQrCode(
  ctx: AppContext,
  client: ClientInfo,
  qrId: string,
): Promise<{ state: QrState; login: LoginResult | null }> {
  const row = await liveQr(ctx, qrId);
  if (!row || row.state === 'consumed') return { state: 'expired', login: null };
  if (row.state !== 'confirmed' || !row.userId) return { state: row.state === 'scanned' ? 'scanned' : 'waiting', login: null };
  const taken = await inTx(ctx.db, (tx) =>
    tx
      .update(qrLogin)
      .set({ state: 'consumed' })
      .where(and(eq(qrLogin.id, qrId), eq(qrLogin.state, 'confirmed')))
      .returning({ userId: qrLogin.userId }),
  );
  const userId = taken[0]?.userId;
  const u = userId ? await findUserById(ctx.db, userId) : null;
  if (!u) return { state: 'expired', login: null };
  const login = await completeSignIn(ctx, { method: 'qrcode', name: u.loginName, client }, u);
  return { state: 'confirmed', login };
}
