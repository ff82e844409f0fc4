import { Msg, ResultCode } from '@cppcc/contracts';

/** The one error type of the server: a stable business code, an HTTP status and a Chinese message fit for a user. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = Msg.badRequest) => new AppError(ResultCode.badRequest, 400, message);
/** An action not allowed in the record's current state: 400 with a message that says why. */
export const illegalState = (message: string) => new AppError(ResultCode.illegalState, 400, message);
export const forbidden = (message: string = Msg.forbidden) => new AppError(ResultCode.forbidden, 403, message);
export const notFound = (what = '记录') => new AppError(ResultCode.notFound, 404, `${what}不存在`);
export const conflict = (message: string) => new AppError(ResultCode.conflict, 409, message);
export const tooMany = (message: string) => new AppError(ResultCode.tooManyRequests, 429, message);
export const loginExpired = () => new AppError(ResultCode.loginExpired, 401, Msg.loginExpired);
export const tokenExpired = () => new AppError(ResultCode.tokenExpired, 401, '访问令牌已过期');

/** A 400 naming the field, worded like the schema failures of platform/http/error-handler.ts. */
export const fieldError = (field: string, detail: string): AppError =>
  new AppError(ResultCode.badRequest, 400, `请求体字段 ${field} 不正确：${detail}`);
