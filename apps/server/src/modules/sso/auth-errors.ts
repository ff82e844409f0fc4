import { AuthMsg, Msg, ResultCode } from '@cppcc/contracts';
import { AppError } from '../../platform/errors';

/**
 * Sign-in refusals. All answer HTTP 400 with a business code the login page
 * branches on; 401 is kept for "not signed in" (10001/10002, spec 002 §8).
 */
export const badCredentials = (message: string = Msg.badCredentials) => new AppError(ResultCode.badCredentials, 400, message);
export const accountLocked = (minutes: number) => new AppError(ResultCode.accountLocked, 400, Msg.accountLocked(minutes));
export const accountDisabled = () => new AppError(ResultCode.accountDisabled, 400, Msg.accountDisabled);
export const codeError = (message: string = AuthMsg.codeInvalid) => new AppError(ResultCode.verificationCode, 400, message);
export const qrError = (message: string) => new AppError(ResultCode.qrCode, 400, message);

const partName = { body: '请求体', querystring: '查询参数' } as const;

/** A 400 naming the field, worded like the schema failures of platform/http/error-handler.ts. */
export function fieldError(field: string, detail: string, part: keyof typeof partName = 'body'): AppError {
  return new AppError(ResultCode.badRequest, 400, `${partName[part]}字段 ${field} 不正确：${detail}`);
}
