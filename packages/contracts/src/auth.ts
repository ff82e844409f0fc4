import { z } from 'zod';
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
  refreshToken: z.string(),
  loginName: z.string(),
  /** seconds until the access token expires */
  expiresIn: z.number().int(),
  /** the first sign-in, or an expired password, asks for a change (client flag isUpdatePwd) */
  isUpdatePwd: z.boolean(),
  user: sessionUser,
});
export type LoginResult = z.infer<typeof loginResult>;

export const publicKeyResult = z.object({ publicKey: z.string(), cipherMode: z.literal(1) });

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
export function passwordStrong(plain: string): boolean {
  if (plain.length < 8 || plain.length > 32) return false;
  const kinds = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(plain)).length;
  return kinds >= 3;
}
