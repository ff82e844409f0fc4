import { newId } from '../../platform/db/ids';
import type { SeedContext } from '../../platform/module';
import { smsAccount } from './accounts/tables';

/** A stopped example so 消息账号 shows what to fill in; nothing is sent through it until an administrator enables a real one. */
export async function seedSmsAccounts({ tx, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  await tx.insert(smsAccount).values({
    id: newId(),
    name: '政务短信平台（示例）',
    gatewayUrl: 'https://sms.example.gov.cn/api/v1/send',
    appId: 'cppcc-city',
    secret: null,
    signName: '市政协',
    remark: '示例账号：请改为本单位接入的政务短信平台地址、账号和密钥后再启用',
    enabled: false,
  });
}
