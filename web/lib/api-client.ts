import type { Endpoint } from '../../contract/endpoints';
import { msgId } from './message-id';
import { REFRESH_TOKEN_HEADER, TOKEN_HEADER, URL_TYPE_HEADER, type ApiEnvelope } from '../../contract/envelope';

/** Part 1 §9: every call gives up after 90 s. */
export const REQUEST_TIMEOUT_MS = 90_000;

export const CLIENT_MESSAGES = {
  notFound: msgId('Query_error_unable_to_find_the_resource_to_request'),
  serverError: msgId('Server_error_please_refresh_again'),
  timeout: msgId('Request_timed_out_please_try_again_later'),
  network: msgId('Network_error_abnormal_link_with_server_please_try_again_later'),
} as const;

/** A refused or failed call: `status` is the HTTP status (0 when no answer came), `data` the envelope's data. */
export class ApiError<D = unknown> extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: D | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** values for `:name` segments of the endpoint path */
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** sent as JSON */
  body?: unknown;
  /** sent as multipart/form-data instead of `body` */
  form?: FormData;
  signal?: AbortSignal;
  /** no notification and no 401/403 handling: for calls whose failure the caller absorbs (logout) */
  quiet?: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  token(): string | null;
  storeToken(token: string): void;
  translate(message: string): string;
  showError(message: string): void;
  /** the session is gone: clear it and ask the user to log in again */
  onUnauthorized(): void;
  /** the roles we hold may be stale: fetch them again */
  onForbidden(): void;
  timeoutMs?: number;
}

export function urlTypeOf(path: string): 'admin' | 'general' {
  return path.startsWith('/api/admin/') ? 'admin' : 'general';
}

export function buildUrl(endpoint: Endpoint, params: Record<string, string> = {}, query: Record<string, QueryValue> = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readEnvelope(response: Response): Promise<Partial<ApiEnvelope> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Partial<ApiEnvelope>) : null;
  } catch {
    return null;
  }
}

/**
 * The fetch wrapper every server call goes through: it sends the token and the Url-Type header,
 * keeps any token the server hands back, and turns failures into one notification each
 * (part 1 §8) before rejecting with an ApiError.
 */
export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function call<T>(endpoint: Endpoint, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const headers = new Headers({ [URL_TYPE_HEADER]: urlTypeOf(endpoint.path), Accept: 'application/json' });
    const token = deps.token();
    if (token) headers.set(TOKEN_HEADER, token);
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    const fail = (status: number, message: string, data: unknown = null): never => {
      if (!options.quiet) deps.showError(message);
      throw new ApiError(status, message, data);
    };

    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    const signal = options.signal ? AbortSignal.any([timer.signal, options.signal]) : timer.signal;
    let response: Response;
    try {
      response = await deps.fetch(buildUrl(endpoint, options.params, options.query), { method: endpoint.method, headers, body, signal });
    } catch (error) {
      // The caller gave up (a query was cancelled): nothing to tell the user.
      if (options.signal?.aborted) throw error;
      return fail(0, deps.translate(timer.signal.aborted ? CLIENT_MESSAGES.timeout : CLIENT_MESSAGES.network));
    } finally {
      clearTimeout(timeout);
    }

    const issued = response.headers.get(REFRESH_TOKEN_HEADER) ?? response.headers.get(TOKEN_HEADER);
    if (issued) deps.storeToken(issued);

    const envelope = await readEnvelope(response);
    const msg = typeof envelope?.msg === 'string' && envelope.msg ? deps.translate(envelope.msg) : '';
    const data = envelope?.data ?? null;

    if (response.status === 200 && envelope?.status === 200) return envelope as ApiEnvelope<T>;
    switch (response.status) {
      case 401:
        if (!options.quiet) {
          if (msg) deps.showError(msg);
          deps.onUnauthorized();
        }
        throw new ApiError(401, msg, data);
      case 403:
        if (!options.quiet) deps.onForbidden();
        return fail(403, msg || deps.translate(CLIENT_MESSAGES.serverError), data);
      case 404:
        return fail(404, deps.translate(CLIENT_MESSAGES.notFound), data);
      default:
        return fail(response.status, msg || deps.translate(CLIENT_MESSAGES.serverError), data);
    }
  }

  return {
    call,
    /** The envelope's data of a successful call. */
    async request<T>(endpoint: Endpoint, options?: RequestOptions): Promise<T> {
      return (await call<T>(endpoint, options)).data;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
