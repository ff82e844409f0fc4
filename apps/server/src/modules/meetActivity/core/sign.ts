import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The QR sign-in code (issue 18: "signed, tied to the record and expires"): the QR page shows
 * `<recordId>.<expiry>.<mac>`, an HMAC-SHA256 under the record's own secret (ma_record.sign_secret),
 * renewed every minute by the page while it is open. A photo of the code is good for
 * CODE_TTL_MS only, and a code of one record never signs in to another.
 */
export const CODE_TTL_MS = 2 * 60_000;

const macOf = (secret: string, recordId: string, expires: number) =>
  createHmac('sha256', secret).update(`${recordId}.${expires}`).digest('base64url');

export function signCode(secret: string, recordId: string, now = Date.now()): { code: string; expiresAt: Date } {
  const expires = now + CODE_TTL_MS;
  return { code: `${recordId}.${expires}.${macOf(secret, recordId, expires)}`, expiresAt: new Date(expires) };
}

/** null when the code is good for this record now, else the Chinese refusal. */
export function checkCode(secret: string, recordId: string, code: string, now = Date.now()): string | null {
  const [id, exp, mac] = code.split('.');
  const expires = Number(exp);
  if (!id || !mac || !Number.isFinite(expires)) return '签到码不正确';
  if (id !== recordId) return '签到码不属于该会议或活动';
  const want = Buffer.from(macOf(secret, recordId, expires));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return '签到码不正确';
  if (now > expires) return '签到码已过期，请重新扫描现场二维码';
  return null;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine): ample for a radius of a few hundred metres. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
