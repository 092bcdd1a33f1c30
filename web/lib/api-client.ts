import { endpointUrl, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type QueryValue, type ResultOf } from '../../contract/api/endpoint';
import { msgId } from './message-id';
import { ADMIN_API_PREFIX, REFRESH_TOKEN_HEADER, TOKEN_HEADER, URL_TYPE_HEADER, type ApiEnvelope } from '../../contract/envelope';

/** Part 1 §9: every call gives up after 90 s, a file download after 300 s. */
export const REQUEST_TIMEOUT_MS = 90_000;
export const DOWNLOAD_TIMEOUT_MS = 300_000;

export const CLIENT_MESSAGES = {
  notFound: msgId('Query_error_unable_to_find_the_resource_to_request'),
  serverError: msgId('Server_error_please_refresh_again'),
  timeout: msgId('Request_timed_out_please_try_again_later'),
  network: msgId('Network_error_abnormal_link_with_server_please_try_again_later'),
  invalidFile: msgId('Invalid file format'),
} as const;

/**
 * A refused or failed call: `status` is the HTTP status (0 when no answer came), `data` the envelope's
 * data, `message` the text to show and `serverMsg` the envelope's `msg` as the Worker wrote it (what a
 * denied page tells its reason by, decision 45).
 */
export class ApiError<D = unknown> extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: D | null = null,
    readonly serverMsg: string = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What every call may add: cancellation and silence. */
interface CallControls {
  signal?: AbortSignal;
  /** no notification and no 401/403 handling: for calls whose failure the caller absorbs (logout) */
  quiet?: boolean;
  /** sent as multipart/form-data instead of a JSON body */
  form?: FormData;
}

/** A part of a call: absent when the entry has none, optional when every field is, required otherwise. */
type Part<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : object extends T ? { [P in K]?: T } : { [P in K]: T };

/** The options of a call to `E`, inferred from its contract entry. */
export type CallOptions<E extends Endpoint> = CallControls & Part<'params', ParamsOf<E>> & Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>;
type OptionsArgument<E extends Endpoint> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** Untyped options, as the client handles them once a call site's types are checked. */
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
  /** the session is gone: clear it and ask the user to log in again (on the admin login page for admin calls) */
  onUnauthorized(urlType: UrlType): void;
  /** the roles we hold may be stale: fetch them again (and leave the admin screen for admin calls) */
  onForbidden(urlType: UrlType): void;
  timeoutMs?: number;
  downloadTimeoutMs?: number;
}

export type UrlType = 'admin' | 'general';

/** A downloaded file and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

export function urlTypeOf(path: string): UrlType {
  return path.startsWith(ADMIN_API_PREFIX) ? 'admin' : 'general';
}

/** The URL of a call (path parameters filled in, unset query values left out). */
export const buildUrl = endpointUrl;

/** The file name of a Content-Disposition header (RFC 5987 filename* first). */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      return extended.trim();
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

async function readEnvelope(response: Response): Promise<Partial<ApiEnvelope> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? body : null;
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
  const downloadTimeoutMs = deps.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS;

  async function send(endpoint: Endpoint, options: RequestOptions, limitMs: number): Promise<Response> {
    const headers = new Headers({ [URL_TYPE_HEADER]: urlTypeOf(endpoint.path), Accept: 'application/json' });
    const token = deps.token();
    if (token) headers.set(TOKEN_HEADER, token);
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), limitMs);
    const signal = options.signal ? AbortSignal.any([timer.signal, options.signal]) : timer.signal;
    try {
      const response = await deps.fetch(buildUrl(endpoint, options.params, options.query), { method: endpoint.method, headers, body, signal });
      const issued = response.headers.get(REFRESH_TOKEN_HEADER) ?? response.headers.get(TOKEN_HEADER);
      if (issued) deps.storeToken(issued);
      return response;
    } catch (error) {
      // The caller gave up (a query was cancelled): nothing to tell the user.
      if (options.signal?.aborted) throw error;
      const message = deps.translate(timer.signal.aborted ? CLIENT_MESSAGES.timeout : CLIENT_MESSAGES.network);
      if (!options.quiet) deps.showError(message);
      throw new ApiError(0, message);
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Part 1 §8: one notification per failure, the session handling of 401 and 403, then a rejection. */
  function refuse(endpoint: Endpoint, options: RequestOptions, status: number, envelope: Partial<ApiEnvelope> | null): never {
    const serverMsg = typeof envelope?.msg === 'string' ? envelope.msg : '';
    const msg = serverMsg ? deps.translate(serverMsg) : '';
    const data = envelope?.data ?? null;
    const urlType = urlTypeOf(endpoint.path);
    const fail = (message: string): never => {
      if (!options.quiet) deps.showError(message);
      throw new ApiError(status, message, data, serverMsg);
    };
    switch (status) {
      case 401:
        if (!options.quiet) {
          if (msg) deps.showError(msg);
          deps.onUnauthorized(urlType);
        }
        throw new ApiError(401, msg, data, serverMsg);
      case 403:
        if (!options.quiet) deps.onForbidden(urlType);
        return fail(msg || deps.translate(CLIENT_MESSAGES.serverError));
      case 404:
        return fail(deps.translate(CLIENT_MESSAGES.notFound));
      default:
        return fail(msg || deps.translate(CLIENT_MESSAGES.serverError));
    }
  }

  async function callEnvelope(endpoint: Endpoint, options: RequestOptions): Promise<ApiEnvelope<unknown>> {
    const response = await send(endpoint, options, timeoutMs);
    const envelope = await readEnvelope(response);
    if (response.status === 200 && envelope?.status === 200) return envelope as ApiEnvelope<unknown>;
    return refuse(endpoint, options, response.status, envelope);
  }

  /** The whole envelope of a successful call (for the calls whose message the screen shows). */
  function call<E extends Endpoint>(endpoint: E, ...options: OptionsArgument<E>): Promise<ApiEnvelope<ResultOf<E>>>;
  function call(endpoint: Endpoint, options: RequestOptions = {}): Promise<ApiEnvelope<unknown>> {
    return callEnvelope(endpoint, options);
  }

  /**
   * A file (test cases, exported problems): the body as a Blob. A JSON answer is an envelope: a
   * refusal is reported like any other, and one without a message is an invalid file (part 1 §8).
   */
  async function download<E extends Endpoint & { file: true }>(endpoint: E, ...[typed]: OptionsArgument<E>): Promise<DownloadedFile> {
    // The entry checked the call site's options; from here on they are handled untyped.
    const options = (typed ?? {}) as RequestOptions;
    const response = await send(endpoint, options, downloadTimeoutMs);
    const type = response.headers.get('Content-Type') ?? '';
    if (response.status === 200 && !type.includes('application/json')) {
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
    }
    const envelope = await readEnvelope(response);
    if (response.status === 200 && (envelope?.status === 200 || !envelope?.msg)) {
      const message = deps.translate(CLIENT_MESSAGES.invalidFile);
      if (!options.quiet) deps.showError(message);
      throw new ApiError(200, message);
    }
    return refuse(endpoint, options, response.status, envelope);
  }

  function request<E extends Endpoint>(endpoint: E, ...options: OptionsArgument<E>): Promise<ResultOf<E>>;
  async function request(endpoint: Endpoint, options: RequestOptions = {}): Promise<unknown> {
    return (await callEnvelope(endpoint, options)).data;
  }

  return {
    call,
    download,
    /** The envelope's data of a successful call, typed by the endpoint's contract entry. */
    request,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
