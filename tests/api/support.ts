import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Endpoint } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';
import type { UserInfo } from '../../contract/api/accounts';
import type { ApiEnvelope } from '../../contract/envelope';
import { ROLE_ID, type RoleName } from '../../contract/roles';
import { signToken } from '../../worker/lib/token';
import worker from '../../worker/main';

/** Black-box helpers: every call goes through the Worker's own fetch handler, as a browser's would. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

export interface CallOptions {
  /** JSON-encoded, unless it is already a string, FormData, Blob or bytes (then sent as it is) */
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  /** sent as the Authorization header */
  token?: string | null;
  headers?: Record<string, string>;
  /** the CF-Connecting-IP of the caller; a fresh address per call when left out */
  ip?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Headers;
}

let addresses = 0;

/** A client address nobody else used in this file, so rate-limit counters never leak between tests. */
export function freshIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

let names = 0;

/** A username no other test of this file uses (at most 20 characters). */
export function uniqueName(prefix = 'u'): string {
  names += 1;
  return `${prefix}${names}_${crypto.randomUUID().slice(0, 8)}`.slice(0, 20);
}

function isRawBody(body: unknown): body is BodyInit {
  return typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof ArrayBuffer || body instanceof Uint8Array;
}

export function buildRequest(method: Method, path: string, options: CallOptions = {}): Request {
  const url = new URL(path, 'http://localhost');
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers = new Headers(options.headers);
  headers.set('CF-Connecting-IP', options.ip ?? freshIp());
  if (options.token) headers.set('Authorization', options.token);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  return new Request(url, { method, headers, body });
}

/**
 * Hands a request to the Worker's own fetch handler (worker/main.ts, what wrangler.toml deploys).
 * Not through `exports.default.fetch` / `SELF.fetch`: in @cloudflare/vitest-pool-workers 0.23 each of
 * those wraps the entrypoint prototype in one more Proxy (cloudflare/workers-sdk#15092, fixed only in
 * the renamed @cloudflare/vitest-plugin), so calls get slower with every call and a few thousand of
 * them overflow the stack. config.test.ts checks once that the pool's entry answers the same.
 */
export async function dispatch(req: Request, bindings: Cloudflare.Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(req as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The Worker's raw answer, for the calls whose body is not an envelope (images, the OpenAPI document). */
export function request(method: Method, path: string, options: CallOptions = {}): Promise<Response> {
  return dispatch(buildRequest(method, path, options));
}

/** One /api call; fails the test when the answer is not a JSON envelope. */
export async function call<T = unknown>(method: Method, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const response = await request(method, path, options);
  const text = await response.text();
  let body: ApiEnvelope<T>;
  try {
    body = JSON.parse(text) as ApiEnvelope<T>;
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  if (response.status === 200 && body.status === 200) expectContractShape(method, path, body.data);
  return { status: response.status, body, headers: response.headers };
}

const ENTRY_PATTERNS = (Object.values(ENDPOINTS) as Endpoint[]).map((entry) => ({ entry, pattern: new RegExp(`^${entry.path.replace(/:\w+/g, '[^/]+')}$`) }));

/**
 * Every successful answer a test sees must have the shape its contract entry promises, so the
 * types the web app and the runner infer from the entries hold for what the Worker really sends.
 */
function expectContractShape(method: Method, path: string, data: unknown): void {
  const pathname = new URL(path, 'http://localhost').pathname;
  const entry = ENTRY_PATTERNS.find((e) => e.entry.method === method && e.pattern.test(pathname))?.entry;
  if (!entry?.response) return;
  const parsed = v.safeParse(entry.response, data);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`${method} ${pathname} answered data that does not match its contract entry's response schema: ${issues}`);
  }
}

/** Asserts a refusal: the HTTP status, the envelope mirroring it, and (optionally) the message. */
export function expectRefused(result: CallResult, status: number, msg?: string | RegExp): void {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.status).toBe(status);
  if (typeof msg === 'string') expect(result.body.msg).toBe(msg);
  else if (msg) expect(result.body.msg).toMatch(msg);
}

export function expectOk<T>(result: CallResult<T>): T {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body.status).toBe(200);
  return result.body.data;
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The dev mailbox (local mode), newest first, optionally only the mails to one address. */
export async function mailbox(to?: string): Promise<Mail[]> {
  const mails = expectOk(await call<Mail[]>('GET', '/api/dev/mailbox'));
  return to === undefined ? mails : mails.filter((m) => m.to === to.toLowerCase());
}

/** The 6-digit code of the newest mail to an address (with that subject, when given). */
export async function latestCode(to: string, subject?: string): Promise<string> {
  const [mail] = (await mailbox(to)).filter((m) => subject === undefined || m.subject === subject);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}

export interface Account {
  username: string;
  password: string;
  email: string;
}

/** Registers through the real flow: ask for the code, read it from the dev mailbox, register with it. */
export async function registerUser(account: Partial<Account> = {}, ip = freshIp()): Promise<Account> {
  const username = account.username ?? uniqueName();
  const full: Account = {
    username,
    password: account.password ?? 'secret-pass1',
    email: account.email ?? `${username.toLowerCase()}@example.test`,
  };
  expectOk(await call('GET', '/api/get-register-code', { query: { email: full.email }, ip }));
  const code = await latestCode(full.email, 'Your registration code');
  expectOk(await call('POST', '/api/register', { body: { ...full, code }, ip }));
  return full;
}

export interface Session {
  token: string;
  user: UserInfo;
}

/** Logs in and returns the token from the Authorization response header with the user info. */
export async function login(username: string, password: string, ip = freshIp()): Promise<Session> {
  const result = await call<UserInfo>('POST', '/api/login', { body: { username, password }, ip });
  const user = expectOk(result);
  const token = result.headers.get('Authorization');
  if (!token) throw new Error('login answered without a token');
  return { token, user };
}

/** A new account, logged in. */
export async function signUp(account: Partial<Account> = {}): Promise<Account & Session> {
  const registered = await registerUser(account);
  return { ...registered, ...(await login(registered.username, registered.password)) };
}

export async function uidOf(username: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE username_key = ?').bind(username.toLowerCase()).first<{ id: string }>();
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** Grants a role by writing user_roles directly (there is no admin call for it yet). */
export async function grantRole(username: string, role: RoleName): Promise<void> {
  await env.DB.prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)').bind(await uidOf(username), ROLE_ID[role]).run();
}

export function makeRoot(username: string): Promise<void> {
  return grantRole(username, 'root');
}

/** The answer the user would read off a captcha picture. */
export async function captchaAnswer(key: string): Promise<string> {
  const row = await env.DB.prepare('SELECT answer FROM captchas WHERE key = ?').bind(key).first<{ answer: string }>();
  if (!row) throw new Error(`no captcha ${key}`);
  return row.answer;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * A token for a new live session of a user, as login would issue it, without the password
 * hash's cost; `issuedAt` in the past makes a token that is close to its end.
 */
export async function mintToken(username: string, issuedAt = nowSeconds()): Promise<string> {
  const uid = await uidOf(username);
  const sid = crypto.randomUUID().replaceAll('-', '');
  const now = nowSeconds();
  await env.DB.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(sid, uid, now, now + 30 * 24 * 3600).run();
  return signToken(env.JWT_SECRET ?? '', uid, sid, issuedAt);
}

/** The claims of a token, read without checking the signature. */
export function tokenClaims(token: string): { sub: string; sid: string; exp: number; iat: number } {
  const payload = token.split('.')[1] ?? '';
  const base64 = payload.replaceAll('-', '+').replaceAll('_', '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
  return JSON.parse(atob(base64)) as { sub: string; sid: string; exp: number; iat: number };
}
