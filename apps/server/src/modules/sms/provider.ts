/** One SMS to send. */
export interface SmsMessage {
  mobile: string;
  content: string;
  /** verification | notice | remind … */
  bizType: string;
  senderId?: string | null;
  /**
   * Parts of the content only the recipient may read (verification codes,
   * temporary passwords): the gateway gets them, no stored record does.
   */
  secrets?: string[];
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
