/** The SMS interface is the platform's (platform/ports.ts): this area implements it. */
export type { SmsMessage, SmsProvider, SmsResult } from '../../platform/ports';
