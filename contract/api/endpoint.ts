import type { GenericSchema, InferInput, InferOutput } from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Who may call: anyone, a signed-in user, an admin role (root/admin/teacher), a site admin (root or
 * admin, not a teacher: part 1 §6 isAdmin), the super admin, a judge runner (request signed with its
 * fleet key), or the queue consumer (bearer token; local emulator).
 */
export type Access = 'public' | 'user' | 'admin' | 'siteAdmin' | 'root' | 'runner' | 'queueConsumer';

/** The access levels a role can pass, from the widest to the narrowest. */
export const ROLE_ACCESS_LEVELS = ['user', 'admin', 'siteAdmin', 'root'] as const;
export type RoleAccess = (typeof ROLE_ACCESS_LEVELS)[number];

/** An admin-area call: it needs an admin role, a site admin or the super admin. */
export function needsAdminRole(access: Access): boolean {
  return access === 'admin' || access === 'siteAdmin' || access === 'root';
}

/**
 * One `/api` call. The Worker validates requests against `query` and `body`, `/api/openapi.json`
 * is generated from the entry, and the web client and the runner infer everything a call site
 * needs (path parameters, query, body, result) from it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** full path, under /api; `:name` segments are path parameters */
  path: string;
  summary: string;
  access: Access;
  query?: GenericSchema;
  body?: GenericSchema;
  /** the envelope's `data` on success */
  response?: GenericSchema;
  /** the answer is a file or an image, not an envelope */
  file?: true;
  /** the answer is in the shape of a foreign API (the Queues HTTP pull API), not an envelope */
  foreign?: true;
  /** a multipart upload: the named file field is checked by the route itself */
  multipartField?: string;
  /** served only in local mode (wrangler dev --env local); 404 anywhere else */
  localOnly?: boolean;
}

/** Keeps an area's entries literal (so their types can be inferred) while checking each is an Endpoint. */
export function defineEndpoints<const T extends Record<string, Endpoint>>(entries: T): T {
  return entries;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** The `:name` segments of an entry's path, as an object of strings (never when it has none). */
export type ParamsOf<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? never : Record<ParamNames<E['path']>, string>;
/** What a caller sends as the query (the schema's input: numbers and booleans may still be text). */
export type QueryOf<E extends Endpoint> = E['query'] extends GenericSchema ? InferInput<E['query']> : never;
/** What a caller sends as the JSON body. */
export type BodyOf<E extends Endpoint> = E['body'] extends GenericSchema ? InferInput<E['body']> : never;
/** The envelope's `data` of a successful call. */
export type ResultOf<E extends Endpoint> = E['response'] extends GenericSchema ? InferOutput<E['response']> : null;

export type QueryValue = string | number | boolean | null | undefined;

/** The URL of a call: path parameters filled in (encoded), then the query values that are set. */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}, query: Record<string, QueryValue> = {}): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
