/** One SMS to send. */
export interface SmsMessage {
  mobile: string;
  content: string;
  /** verification | notice | remind … */
  bizType: string;
  senderId?: string | null;
}

export interface SmsResult {
  id: string;
  status: 'sent' | 'failed' | 'queued';
  error?: string;
}

/** Every SMS goes through this interface; the outbox row is written whatever the provider. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}
