import type { ApprovalBlockedDetail } from '@dodam/contracts';

/** An error whose message is a Korean sentence for the user; turned into `{ detail }` by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ApprovalBlockedDetail,
    readonly headers: Record<string, string> = {},
    readonly errors?: { field: string; message: string }[],
  ) {
    super(typeof detail === 'string' ? detail : detail.message);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail: string) => new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: string | ApprovalBlockedDetail) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const unprocessable = (detail: string, field?: string) =>
  new HttpError(422, detail, {}, field ? [{ field, message: detail }] : undefined);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
