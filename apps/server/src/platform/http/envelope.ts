import { Msg, ResultCode } from '@cppcc/contracts';
import { z } from 'zod';

export const ok = <T>(data: T, msg: string = Msg.ok) => ({ code: ResultCode.ok, msg, data });

/** Response schema of a route: the envelope around its data. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.string(), msg: z.string(), data });
export const emptyEnvelope = envelope(z.null());
