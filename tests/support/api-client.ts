import type { ApiEnvelope } from '../../contract/envelope';
import { waitForMail } from './mailbox';

/** A small /api client for tests and benchmarks that drive a running stack over HTTP. */
export async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, string | number>; clientIp?: string } = {},
): Promise<{ status: number; body: ApiEnvelope<T>; headers: Headers }> {
  const url = new URL(path, baseUrl);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: {
      ...(options.token ? { Authorization: options.token } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      // the address the Worker's per-IP limits count (Cloudflare's edge sets it in production)
      ...(options.clientIp ? { 'CF-Connecting-IP': options.clientIp } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as ApiEnvelope<T>, headers: res.headers };
}

/** The data of a call that must succeed, for a test's set-up over HTTP: any other answer throws with its msg. */
export async function apiData<T>(baseUrl: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, options: { query?: Record<string, string | number>; body?: unknown } = {}): Promise<T> {
  const res = await api<T>(baseUrl, method, path, { token, ...options });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

/** `apiData` bound to one stack, for a test file that makes many set-up calls against the same `baseUrl`. */
export function apiDataAt(baseUrl: string) {
  return <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, options: { query?: Record<string, string | number>; body?: unknown } = {}) => apiData<T>(baseUrl, method, path, token, options);
}

/**
 * A client address of its own for one test's sign-in or sign-up. The per-IP limits (30 logins a minute,
 * 20 registrations in 10 minutes) are for one client, and a whole browser suite sharing one stack makes
 * more requests than that within a minute.
 */
export function newClientIp(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

export async function loginToken(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await api(baseUrl, 'POST', '/api/login', { body: { username, password }, clientIp: newClientIp() });
  const token = res.headers.get('Authorization');
  if (res.status !== 200 || !token) throw new Error(`login as ${username} failed: ${res.body.msg}`);
  return token;
}

/** Registers through the real e-mail code flow (the code read from the dev mailbox) and logs in. */
export async function registerAndLogin(baseUrl: string, username: string, password = 'secret123'): Promise<string> {
  await registerAccount(baseUrl, username, password);
  return loginToken(baseUrl, username, password);
}

/** A new account through the real e-mail code flow, from an address of its own as learners' are. */
export async function registerAccount(baseUrl: string, username: string, password: string): Promise<void> {
  const email = `${username}@example.com`;
  const clientIp = newClientIp();
  const sent = await api(baseUrl, 'GET', '/api/get-register-code', { query: { email }, clientIp });
  if (sent.status !== 200) throw new Error(`sending the code to ${email} failed: ${sent.body.msg}`);
  const text = await waitForMail(baseUrl, email, (t) => /\b\d{6}\b/.test(t));
  const code = /\b(\d{6})\b/.exec(text)![1]!;
  const registered = await api(baseUrl, 'POST', '/api/register', { body: { username, password, email, code }, clientIp });
  if (registered.status !== 200) throw new Error(`registering ${username} failed: ${registered.body.msg}`);
}

export async function submissionStatus(baseUrl: string, submitId: number): Promise<{ status: number; score: number | null }> {
  const res = await api<Record<number, { status: number; score: number | null }>>(baseUrl, 'POST', '/api/check-submissions-status', { body: { submitIds: [submitId] } });
  return res.body.data[submitId]!;
}

/** A username no earlier run or test has taken, within the 20-character limit. */
export function uniqueName(prefix: string): string {
  return `${prefix.slice(0, 10)}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 46656).toString(36).padStart(3, '0')}`;
}

export interface Learner {
  username: string;
  password: string;
}

/**
 * A fresh account of a test's own (registered through the real e-mail code flow), so no test leans
 * on the seeded learners or on what an earlier test left in their history.
 */
export async function newLearner(baseUrl: string, prefix: string, password = 'learner-pass-1'): Promise<Learner> {
  const username = uniqueName(prefix);
  await registerAccount(baseUrl, username, password);
  return { username, password };
}
