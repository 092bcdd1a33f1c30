import { GROUP_MESSAGES } from '../../contract/rules/groups';

/** A refusal with an HTTP status and a message for the user; becomes a `{status, msg, data}` envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, data: unknown = null) => new ApiError(400, msg, data);
export const unauthorized = (msg = 'Please login first!') => new ApiError(401, msg);
export const forbidden = (msg = 'Sorry, you do not have permission to do this') => new ApiError(403, msg);
export const notFound = (msg: string) => new ApiError(404, msg);
export const tooManyRequests = (msg: string) => new ApiError(429, msg);

/** A non-member refused by a group: the data names the group, so the page can offer to join it (decision 45). */
export const notGroupMember = (gid: number) => new ApiError(403, GROUP_MESSAGES.notMember, { gid });
