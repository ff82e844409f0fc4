import { SmsStatus } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { enabledSmsAccount, type SmsGatewayAccount } from './account-service';
import type { SmsMessage, SmsProvider, SmsResult } from './provider';
import { storableContent } from './redact';
import { smsOutbox } from './tables';

/** the outbox error when no account is enabled and the deployment names no gateway */
export const SMS_NO_GATEWAY = '未配置短信网关地址：请启用一个消息账号，或联系运维人员配置默认短信网关';

interface Deps {
  db: Db;
  config: AppConfig;
}

/**
 * Default provider: the outbox table is the record (admins read it under
 * 短信发件箱), with codes and temporary passwords masked. In demo mode the
 * whole text is printed on the operator's console, the only place a code is
 * readable, so a newcomer on his own machine can try SMS sign-in. Nothing is
 * ever dropped silently.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly deps: Deps) {}
  async send(m: SmsMessage): Promise<SmsResult> {
    const id = newId();
    await this.deps.db.insert(smsOutbox).values({
      id,
      mobile: m.mobile,
      content: storableContent(m),
      bizType: m.bizType,
      provider: this.name,
      status: SmsStatus.sent,
      senderId: m.senderId ?? null,
      sentAt: new Date(),
    });
    if (this.deps.config.demo) console.log(`[短信] ${m.mobile}: ${m.content}`);
    return { id, status: SmsStatus.sent };
  }
}

/**
 * HTTP gateway: POSTs JSON { mobile, content, sign } with a bearer token to
 * the enabled 消息账号 (its url, secret, signature and, when set, `account`),
 * or to SMS_HTTP_URL when no account is enabled; any 2xx is delivered. The
 * outbox row records the outcome.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  constructor(
    private readonly deps: Deps,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}
  /** `via`: this account instead of the enabled one (an administrator's test send) */
  async send(m: SmsMessage, via?: SmsGatewayAccount): Promise<SmsResult> {
    const id = newId();
    const account = via ?? (await enabledSmsAccount(this.deps.db));
    const { httpUrl, httpToken, signName } = account
      ? { httpUrl: account.gatewayUrl, httpToken: account.secret, signName: account.signName }
      : this.deps.config.sms;
    await this.deps.db.insert(smsOutbox).values({
      id,
      mobile: m.mobile,
      content: storableContent(m),
      bizType: m.bizType,
      provider: this.name,
      status: SmsStatus.queued,
      senderId: m.senderId ?? null,
    });
    let error: string | undefined;
    try {
      // read by the system admin in the outbox: the deployment's variable (SMS_HTTP_URL) is the operator's word, not his
      if (!httpUrl) throw new Error(SMS_NO_GATEWAY);
      const res = await this.fetchImpl(httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(httpToken ? { authorization: `Bearer ${httpToken}` } : {}) },
        body: JSON.stringify({
          mobile: m.mobile,
          content: m.content,
          sign: signName,
          ...(account?.appId ? { account: account.appId } : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) error = `短信网关返回 HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    await this.deps.db
      .update(smsOutbox)
      .set(error ? { status: SmsStatus.failed, error } : { status: SmsStatus.sent, sentAt: new Date() })
      .where(eq(smsOutbox.id, id));
    return error ? { id, status: SmsStatus.failed, error } : { id, status: SmsStatus.sent };
  }
}

export function createSmsProvider(deps: Deps): SmsProvider {
  return deps.config.sms.provider === 'http' ? new HttpSmsProvider(deps) : new OutboxSmsProvider(deps);
}
