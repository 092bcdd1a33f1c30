/** Every /api answer is this envelope; `status` mirrors the HTTP status code. */
export interface ApiEnvelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** A page of records, as every list call returns it. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** The response header that carries a fresh token on login. */
export const TOKEN_HEADER = 'Authorization';
/** The response header that carries a replacement token when the old one nears its end. */
export const REFRESH_TOKEN_HEADER = 'refresh-token';
/** Every admin call's path starts so; the client marks them with the Url-Type header. */
export const ADMIN_API_PREFIX = '/api/admin/';
/** Request header telling admin calls from general ones (drives where a 401 sends the user). */
export const URL_TYPE_HEADER = 'Url-Type';
