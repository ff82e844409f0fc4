import {
  captchaPasswordBody,
  checkPasswordQuery,
  checkPasswordResult,
  forceLogoutParams,
  iamLoginBody,
  iamTicketResult,
  loginBody,
  loginResult,
  logoutParams,
  onlinePageBody,
  onlineSession,
  pageResult,
  passwordExpiredResult,
  publicKeyResult,
  qrCodeResult,
  qrConfirmBody,
  qrQueryBody,
  qrQueryResult,
  qrState,
  refreshTokenParams,
  smsLoginBody,
  smsSendQuery,
  smsSendResult,
  switchUserBody,
  updatePasswordBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/plugin';
import { TOO_MANY_REQUESTS } from '../../platform/auth/rate-limit';
import type { AppContext } from '../../platform/context';
import { loginExpired, tooMany } from '../../platform/errors';
import { emptyEnvelope, envelope, ok } from '../../platform/http/envelope';
import { issueIamTicket, loginWithIamToken } from './iam';
import { forceLogout, pageOnlineSessions } from './online-service';
import { issuePasswordNonce, passwordNonceGuard } from './password-nonce';
import { checkPassword, checkPasswordExpired, updatePassword } from './password-service';
import { confirmQrCode, createQrCode, queryQrCode, scanQrCode } from './qr-login';
import { clearRefreshCookie, presentedRefreshToken, sessionAnswer } from './refresh-cookie';
import { loginWithPassword, logout, refreshSession, switchUser } from './service';
import type { ClientInfo } from './sessions';
import { loginWithSmsCode, resetPasswordByCode, sendVerificationCode } from './sms-code';

const clientOf = (req: FastifyRequest): ClientInfo => ({ ip: req.ip ?? null, userAgent: req.headers['user-agent']?.slice(0, 512) ?? null });

const pub = { public: true } as const;
const sso = ['登录与会话'];
const account = ['账号密码'];
const online = ['在线用户'];
const loginAnswer = { 200: envelope(loginResult) };
const qrStep = { 200: envelope(z.object({ state: qrState })) };

/** Sign-in and session routes (spec 001 §7.1, 002 §4 and §7 Session), plus the caller's password and online users. */
export const ssoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limits = ctx.config.rateLimit;
  // the sign-in family: tight per address (the plugin's key is req.ip), plus one ceiling for all addresses together
  // (a preValidation hook, after the per-address check: a request throttled there does not spend the shared ceiling)
  const allSignIns = app.createRateLimit({
    max: limits.signInGlobalPerMinute,
    timeWindow: '1 minute',
    keyGenerator: () => 'sso-sign-in-all',
  });
  const signInAll = async (req: FastifyRequest) => {
    const verdict = await allSignIns(req);
    if (!verdict.isAllowed && verdict.isExceeded) throw tooMany(TOO_MANY_REQUESTS);
  };
  const signIn = { public: true, rateLimit: { max: limits.signInPerMinute, timeWindow: '1 minute' } } as const;
  // the QR page polls every 2 s while it waits: its ceiling is per address, above the polling rate
  const qrPoll = { public: true, rateLimit: { max: Math.max(60, limits.signInPerMinute * 6), timeWindow: '1 minute' } } as const;
  const sealed = (...fields: Parameters<typeof passwordNonceGuard>[1]) => passwordNonceGuard(ctx, fields);

  app.get(
    '/sso/public-key',
    {
      config: pub,
      schema: { tags: sso, summary: '密码加密公钥（SM2）与一次性随机数', response: { 200: envelope(publicKeyResult) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ publicKey: ctx.keys.sm2PublicKey, cipherMode: 1 as const, nonce: issuePasswordNonce(ctx.keys) });
    },
  );

  app.post(
    '/sso/login',
    {
      config: signIn,
      preValidation: signInAll,
      preHandler: sealed({ name: 'password', part: 'body' }),
      schema: { tags: sso, summary: '用户名密码登录', body: loginBody, response: loginAnswer },
    },
    async (req, reply) => ok(sessionAnswer(ctx, req, reply, await loginWithPassword(ctx, clientOf(req), req.body))),
  );

  app.get(
    '/sso/refresh/token/:refreshToken',
    {
      config: pub,
      schema: {
        tags: sso,
        summary: '刷新令牌（轮换）',
        description: '浏览器以 "-" 为路径参数，令牌取自 HttpOnly Cookie；新的刷新令牌同样只写入 Cookie。',
        params: refreshTokenParams,
        response: loginAnswer,
      },
    },
    async (req, reply) => {
      const presented = presentedRefreshToken(req, req.params.refreshToken);
      if (!presented) throw loginExpired();
      return ok(sessionAnswer(ctx, req, reply, await refreshSession(ctx, clientOf(req), presented)));
    },
  );

  app.get(
    '/sso/logout/:id',
    {
      config: { duringPasswordChange: true },
      schema: { tags: sso, summary: '退出登录', params: logoutParams, response: { 200: emptyEnvelope } },
    },
    async (req, reply) => {
      await logout(ctx, principalOf(req), clientOf(req), req.params.id);
      if (req.params.id === 'current') clearRefreshCookie(ctx, req, reply);
      return ok(null);
    },
  );

  app.post(
    '/sso/switch/user',
    { schema: { tags: sso, summary: '切换身份', body: switchUserBody, response: loginAnswer } },
    async (req, reply) => ok(sessionAnswer(ctx, req, reply, await switchUser(ctx, principalOf(req), clientOf(req), req.body.userId))),
  );

  app.post(
    '/sso/verification/code/send',
    {
      config: signIn,
      preValidation: signInAll,
      schema: { tags: sso, summary: '发送短信验证码', querystring: smsSendQuery, response: { 200: envelope(smsSendResult) } },
    },
    async (req) => ok(await sendVerificationCode(ctx, req.query.mobile, req.query.scene)),
  );

  app.post(
    '/sso/verification/code/login',
    {
      config: signIn,
      preValidation: signInAll,
      schema: { tags: sso, summary: '短信验证码登录', body: smsLoginBody, response: loginAnswer },
    },
    async (req, reply) => ok(sessionAnswer(ctx, req, reply, await loginWithSmsCode(ctx, clientOf(req), req.body))),
  );

  app.get(
    '/sso/qrcode',
    { config: pub, schema: { tags: sso, summary: '登录二维码', response: { 200: envelope(qrCodeResult) } } },
    async () => ok(await createQrCode(ctx)),
  );
  app.post('/sso/qrcode/scan', { schema: { tags: sso, summary: '扫描登录二维码', body: qrConfirmBody, response: qrStep } }, async (req) =>
    ok(await scanQrCode(ctx, principalOf(req), req.body.qrId)),
  );
  app.post('/sso/qrcode/confirm', { schema: { tags: sso, summary: '确认扫码登录', body: qrConfirmBody, response: qrStep } }, async (req) =>
    ok(await confirmQrCode(ctx, principalOf(req), req.body.qrId)),
  );
  app.post(
    '/sso/qrcode/query',
    { config: qrPoll, schema: { tags: sso, summary: '查询扫码状态', body: qrQueryBody, response: { 200: envelope(qrQueryResult) } } },
    async (req, reply) => {
      const answer = await queryQrCode(ctx, clientOf(req), req.body.qrId);
      return ok(answer.login ? { ...answer, login: sessionAnswer(ctx, req, reply, answer.login) } : answer);
    },
  );

  app.post(
    '/sso/iam/ticket',
    { schema: { tags: sso, summary: '签发一次性登录票据', response: { 200: envelope(iamTicketResult) } } },
    async (req) => ok(await issueIamTicket(ctx, principalOf(req))),
  );
  app.post(
    '/sso/iam/login',
    { config: signIn, preValidation: signInAll, schema: { tags: sso, summary: '令牌换取登录', body: iamLoginBody, response: loginAnswer } },
    async (req, reply) => ok(sessionAnswer(ctx, req, reply, await loginWithIamToken(ctx, clientOf(req), req.body))),
  );

  app.post(
    '/sso/update/captcha/password',
    {
      config: signIn,
      preValidation: signInAll,
      preHandler: sealed({ name: 'newPassword', part: 'body' }),
      schema: { tags: account, summary: '短信验证码重置密码', body: captchaPasswordBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await resetPasswordByCode(ctx, clientOf(req), req.body);
      return ok(null);
    },
  );
  app.get(
    '/system/user/check/password/expired',
    {
      config: { duringPasswordChange: true },
      schema: { tags: account, summary: '密码是否过期', response: { 200: envelope(passwordExpiredResult) } },
    },
    async (req) => ok(await checkPasswordExpired(ctx, principalOf(req))),
  );
  app.post(
    '/system/user/update/password',
    {
      config: { duringPasswordChange: true },
      preHandler: sealed({ name: 'oldPassword', part: 'body' }, { name: 'newPassword', part: 'body' }),
      schema: { tags: account, summary: '修改密码', body: updatePasswordBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updatePassword(ctx, principalOf(req), clientOf(req), req.body);
      return ok(null);
    },
  );
  app.get(
    '/system/user/checkPassword',
    {
      config: { duringPasswordChange: true },
      preHandler: sealed({ name: 'password', part: 'querystring' }),
      schema: { tags: account, summary: '校验当前密码', querystring: checkPasswordQuery, response: { 200: envelope(checkPasswordResult) } },
    },
    async (req) => ok(await checkPassword(ctx, principalOf(req), clientOf(req), req.query.password)),
  );

  app.post(
    '/system/online/page',
    {
      config: { permission: 'system:online:list' },
      schema: { tags: online, summary: '在线用户列表', body: onlinePageBody, response: { 200: envelope(pageResult(onlineSession)) } },
    },
    async (req) => ok(await pageOnlineSessions(ctx, req.body)),
  );
  app.post(
    '/system/online/forceLogout/:sessionId',
    {
      config: { permission: 'system:online:logout' },
      schema: { tags: online, summary: '强制下线', params: forceLogoutParams, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await forceLogout(ctx, principalOf(req), clientOf(req), req.params.sessionId);
      return ok(null);
    },
  );
};
