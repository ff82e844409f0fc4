import { z } from 'zod';
import { pageQuery } from './paging';
import { userTypeSchema } from './people';

export const loginBody = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64),
  /** SM2 cipher text (mode 1, hex) of the password, made with the key from GET /sso/public-key. */
  password: z.string().min(1, '请输入密码').max(4096),
});

/** Details of the signed-in identity; also the personal-centre header data. */
export const sessionUser = z.object({
  userId: z.string(),
  username: z.string(),
  loginName: z.string(),
  userType: userTypeSchema,
  collectiveType: z.number().int().nullable(),
  orgId: z.string().nullable(),
  unitName: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  /** other identities of the same person, for POST /sso/switch/user */
  identities: z.array(z.object({ userId: z.string(), loginName: z.string(), userType: userTypeSchema, label: z.string() })),
  /** home dashboard kind, `/home/{homeType}` */
  homeType: z.enum(['office', 'member', 'collective', 'unit', 'admin']),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResult = z.object({
  token: z.string(),
  /** kept for the spec, always empty: the refresh token travels only in an HttpOnly cookie scoped to the refresh route */
  refreshToken: z.string(),
  loginName: z.string(),
  /** seconds until the access token expires */
  expiresIn: z.number().int(),
  /** the first sign-in, or an expired password, asks for a change (client flag isUpdatePwd) */
  isUpdatePwd: z.boolean(),
  user: sessionUser,
});
export type LoginResult = z.infer<typeof loginResult>;

/**
 * The SM2 key and a one-time nonce: the browser encrypts JSON {nonce, ts, password}
 * so that a cipher text is accepted once, within minutes (several fields of one request share the nonce).
 */
export const publicKeyResult = z.object({ publicKey: z.string(), cipherMode: z.literal(1), nonce: z.string() });

export const mobileSchema = z.string().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号码');
export const smsSendQuery = z.object({ mobile: mobileSchema, scene: z.enum(['login', 'password']).default('login') });
export const smsLoginBody = z.object({ mobile: mobileSchema, code: z.string().regex(/^\d{6}$/, '请输入6位验证码') });

export const qrCodeResult = z.object({ qrId: z.string(), image: z.string(), expiresIn: z.number().int() });
export const qrQueryBody = z.object({ qrId: z.string().min(1).max(64) });
export const qrConfirmBody = z.object({ qrId: z.string().min(1).max(64) });
export const qrState = z.enum(['waiting', 'scanned', 'confirmed', 'expired']);
export const qrQueryResult = z.object({ state: qrState, login: loginResult.nullable() });

export const switchUserBody = z.object({ userId: z.string().min(1) });
export const iamLoginBody = z.object({
  token: z.string().min(1).max(4096),
  appLoginTag: z.string().default('PC'),
  templateCode: z.string().max(64).optional(),
});

export const updatePasswordBody = z.object({
  /** SM2 cipher text of the current password */
  oldPassword: z.string().min(1, '请输入原密码').max(4096),
  /** SM2 cipher text of the new password */
  newPassword: z.string().min(1, '请输入新密码').max(4096),
});
export const captchaPasswordBody = z.object({
  mobile: mobileSchema,
  code: z.string().regex(/^\d{6}$/, '请输入6位验证码'),
  newPassword: z.string().min(1, '请输入新密码').max(4096),
});
export const passwordExpiredResult = z.object({ expired: z.boolean(), mustChange: z.boolean(), daysLeft: z.number().int() });

/** Grade-protection password rule: 8–32 characters with at least three of upper, lower, digit, symbol. */
export const PASSWORD_RULE_TEXT = '密码长度为8-32位，须包含大写字母、小写字母、数字、特殊字符中的至少三种';
/** What the server checks beyond the rule (zxcvbn and the last five passwords): shown under the new-password field. */
export const PASSWORD_ADVICE_TEXT = '不能使用常见密码、键盘顺序、年份日期或本人姓名、手机号，且不能与最近5次使用过的密码相同';
export function passwordStrong(plain: string): boolean {
  if (plain.length < 8 || plain.length > 32) return false;
  const kinds = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(plain)).length;
  return kinds >= 3;
}

/** GET /sso/refresh/token/{refreshToken} */
export const refreshTokenParams = z.object({ refreshToken: z.string().min(1).max(128) });
/** GET /sso/logout/{id}: a session id of the caller, or 'current' */
export const logoutParams = z.object({ id: z.string().min(1).max(64) });

/** POST /sso/verification/code/send answers the same whether or not the number is known (no enumeration). */
export const smsSendResult = z.object({
  /** seconds the code stays valid */
  expiresIn: z.number().int(),
  /** seconds before another code may be asked for */
  interval: z.number().int(),
});

/** POST /sso/iam/ticket: a one-time `access_token` for the URL sign-in (spec 001 §2.2). */
export const iamTicketResult = z.object({ ticket: z.string(), expiresIn: z.number().int() });

/** GET /system/user/checkPassword?password=<SM2 cipher text> */
export const checkPasswordQuery = z.object({ password: z.string().min(1, '请输入密码').max(4096) });
export const checkPasswordResult = z.object({ valid: z.boolean() });

/** Online users (security administrator): live sessions. */
export const onlinePageBody = pageQuery.extend({ loginName: z.string().trim().max(64).optional() });
export const onlineSession = z.object({
  sessionId: z.string(),
  userId: z.string(),
  username: z.string(),
  loginName: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** the browser and the system read from the user agent, e.g. Chrome 126 and Windows 10 (未知 when it says neither) */
  browser: z.string(),
  os: z.string(),
  /** password | sms | qrcode | iam | switch */
  method: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type OnlineSession = z.infer<typeof onlineSession>;
export const forceLogoutParams = z.object({ sessionId: z.string().min(1).max(64) });

/** Sign-in and password texts shown to users (server messages and web hints share them). */
export const AuthMsg = {
  passwordUndecryptable: '密码密文无法解密，请刷新页面后重试',
  oldPasswordWrong: '原密码错误',
  passwordReused: '新密码不能与当前密码相同',
  passwordGuessable: '密码过于简单或常见（如常用密码、键盘顺序、年份日期、本人姓名或手机号），请换一个更难猜的密码',
  passwordRecentlyUsed: (n: number) => `新密码不能与最近${n}次使用过的密码相同`,
  codeWrong: '验证码错误',
  codeInvalid: '验证码错误或已过期，请重新获取',
  codeDead: '验证码错误次数过多，请重新获取',
  codeTooFrequent: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  codeDailyLimit: '今日验证码发送次数已达上限，请明天再试',
  smsContent: (code: string, minutes: number) => `您的验证码为${code}，${minutes}分钟内有效。`,
  /** the temporary password of an administrator's reset goes to the owner's own mobile, never to the resetter */
  smsTemporaryPassword: (loginName: string, password: string) =>
    `您的账号${loginName}的密码已由管理员重置，临时密码为${password}，请尽快登录并修改密码。如非本人申请，请联系管理员。`,
  qrExpired: '二维码已失效，请刷新二维码',
  qrTaken: '二维码已被其他用户扫描',
  sessionNotFound: '会话',
} as const;
