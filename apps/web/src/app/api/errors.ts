import { Msg } from '@cppcc/contracts';

/** A rejected call: `message` is the server's msg, or 网络错误 (spec 002 §8 rejection text). */
export class ApiError extends Error {
  code: string;
  status: number;
  constructor(message: string, code: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/** The text shown for a failed HTTP status (spec 002 §8). */
export function statusMessage(status: number, serverMsg: string | undefined, fallback: string): string {
  if (status === 400) return serverMsg || Msg.badRequest;
  // a 401 that is not refreshed comes from the sign-in calls themselves (bad credentials, locked account)
  if (status === 401) return serverMsg || Msg.loginExpired;
  if (status === 403) return serverMsg || '没有权限，请联系管理员';
  if (status === 404) return Msg.notFound;
  if (status >= 500) return Msg.serverError;
  return Msg.requestFailed(serverMsg || fallback);
}
