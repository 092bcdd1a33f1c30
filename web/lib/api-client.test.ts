import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../contract/endpoints';
import { ApiError, buildUrl, CLIENT_MESSAGES, createApiClient, filenameOf, urlTypeOf, type ApiClientDeps } from './api-client';

const SIGN_IN = { username: 'a', password: 'b' };

function answer(status: number, msg: string, data: unknown = null, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ status, msg, data }), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function setup(response: Response | typeof fetch, overrides: Partial<Omit<ApiClientDeps, 'fetch'>> = {}) {
  let token: string | null = 'old-token';
  const deps = {
    fetch: vi.fn<typeof fetch>(typeof response === 'function' ? response : async () => response),
    token: () => token,
    storeToken: vi.fn((t: string) => void (token = t)),
    translate: (m: string) => `t(${m})`,
    showError: vi.fn<(m: string) => void>(),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    ...overrides,
  };
  return { deps, client: createApiClient(deps), token: () => token };
}

describe('api client', () => {
  it('returns the data of a 200 envelope and sends the token and Url-Type', async () => {
    const { client, deps } = setup(answer(200, 'success', { ok: 1 }));
    await expect(client.request(ENDPOINTS.getWebsiteConfig)).resolves.toEqual({ ok: 1 });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/get-website-config');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('old-token');
    expect(headers.get('Url-Type')).toBe('general');
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('sends a JSON body with its method', async () => {
    const { client, deps } = setup(answer(200, 'success'));
    await client.request(ENDPOINTS.login, { body: { username: 'a', password: 'b' } });
    const init = deps.fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a","password":"b"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('stores the token from the login Authorization header', async () => {
    const { client, token } = setup(answer(200, 'Welcome back~', {}, { Authorization: 'fresh' }));
    await client.request(ENDPOINTS.login, { body: SIGN_IN });
    expect(token()).toBe('fresh');
  });

  it('replaces the token when a response carries refresh-token', async () => {
    const { client, token } = setup(answer(200, 'success', null, { 'refresh-token': 'renewed' }));
    await client.request(ENDPOINTS.getUserAuthInfo);
    expect(token()).toBe('renewed');
  });

  it('shows the msg of a refused call and rejects with its status and data', async () => {
    const { client, deps } = setup(answer(400, 'The username or password is incorrect', { needSlideVerify: true }));
    const error = await client.request(ENDPOINTS.login, { body: SIGN_IN }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 't(The username or password is incorrect)', data: { needSlideVerify: true } });
    expect(deps.showError).toHaveBeenCalledWith('t(The username or password is incorrect)');
  });

  it('on 401 shows the msg, clears the session and asks for a login', async () => {
    const { client, deps } = setup(answer(401, 'Please login first!'));
    await expect(client.request(ENDPOINTS.getUserAuthInfo)).rejects.toMatchObject({ status: 401 });
    expect(deps.showError).toHaveBeenCalledWith('t(Please login first!)');
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(deps.onUnauthorized).toHaveBeenCalledWith('general');
  });

  it('tells the 401 and 403 handlers that an admin call failed', async () => {
    const unauthorized = setup(answer(401, ''));
    await expect(unauthorized.client.request(ENDPOINTS.adminGetProblemList)).rejects.toMatchObject({ status: 401 });
    expect(unauthorized.deps.onUnauthorized).toHaveBeenCalledWith('admin');
    const forbidden = setup(answer(403, 'no'));
    await expect(forbidden.client.request(ENDPOINTS.adminGetProblemList)).rejects.toMatchObject({ status: 403 });
    expect(forbidden.deps.onForbidden).toHaveBeenCalledWith('admin');
  });

  it('on 403 shows the msg and refreshes the roles', async () => {
    const { client, deps } = setup(answer(403, 'Sorry, you do not have permission to do this'));
    await expect(client.request(ENDPOINTS.adminSwitchInfo)).rejects.toMatchObject({ status: 403 });
    expect(deps.showError).toHaveBeenCalledWith('t(Sorry, you do not have permission to do this)');
    expect(deps.onForbidden).toHaveBeenCalledOnce();
    expect(new Headers(deps.fetch.mock.calls[0]![1]!.headers).get('Url-Type')).toBe('admin');
  });

  it('on 404 shows the fixed not-found message', async () => {
    const { client, deps } = setup(answer(404, 'No such avatar'));
    await expect(client.request(ENDPOINTS.homeCarousel)).rejects.toMatchObject({ status: 404 });
    expect(deps.showError).toHaveBeenCalledWith(`t(${CLIENT_MESSAGES.notFound})`);
  });

  it('on another status without a msg shows the server-error message', async () => {
    const { client, deps } = setup(new Response('oops', { status: 502 }));
    await expect(client.request(ENDPOINTS.homeCarousel)).rejects.toMatchObject({ status: 502 });
    expect(deps.showError).toHaveBeenCalledWith(`t(${CLIENT_MESSAGES.serverError})`);
  });

  it('reports a network failure', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request(ENDPOINTS.homeCarousel)).rejects.toMatchObject({ status: 0 });
    expect(deps.showError).toHaveBeenCalledWith(`t(${CLIENT_MESSAGES.network})`);
  });

  it('gives up after the timeout', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { client, deps } = setup(hanging, { timeoutMs: 5 });
    await expect(client.request(ENDPOINTS.homeCarousel)).rejects.toMatchObject({ status: 0 });
    expect(deps.showError).toHaveBeenCalledWith(`t(${CLIENT_MESSAGES.timeout})`);
  });

  it('stays silent when the caller cancels', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { client, deps } = setup(hanging);
    const cancel = new AbortController();
    const pending = client.request(ENDPOINTS.homeCarousel, { signal: cancel.signal });
    cancel.abort();
    await expect(pending).rejects.toThrow();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('a quiet call neither notifies nor handles 401', async () => {
    const { client, deps } = setup(answer(401, 'Please login first!'));
    await expect(client.request(ENDPOINTS.logout, { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends no Authorization header without a token', async () => {
    const { client, deps } = setup(answer(200, 'success'), { token: () => null });
    await client.request(ENDPOINTS.captcha);
    expect(new Headers(deps.fetch.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
  });
});

describe('file downloads', () => {
  it('return the body and the file name of the answer', async () => {
    const file = new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="P1000.zip"' } });
    const { client } = setup(file);
    const { blob, filename } = await client.download(ENDPOINTS.downloadTestcase, { query: { pid: 1 } });
    expect(filename).toBe('P1000.zip');
    expect(blob.size).toBe(4);
  });

  it('report a refusal like any other call', async () => {
    const { client, deps } = setup(answer(400, 'The problem has no test cases'));
    await expect(client.download(ENDPOINTS.downloadTestcase, { query: { pid: 1 } })).rejects.toMatchObject({ status: 400 });
    expect(deps.showError).toHaveBeenCalledWith('t(The problem has no test cases)');
  });

  it('call a JSON answer without a message an invalid file', async () => {
    const { client, deps } = setup(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(client.download(ENDPOINTS.downloadTestcase, { query: { pid: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(deps.showError).toHaveBeenCalledWith(`t(${CLIENT_MESSAGES.invalidFile})`);
  });

  it('read plain and RFC 5987 file names', () => {
    expect(filenameOf('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(filenameOf("attachment; filename*=UTF-8''%E9%A2%98.zip")).toBe('题.zip');
    expect(filenameOf(null)).toBeNull();
  });
});

describe('buildUrl and urlTypeOf', () => {
  it('fills path parameters and skips empty query values', () => {
    expect(buildUrl(ENDPOINTS.avatarImage, { name: 'a b.png' })).toBe('/api/public/avatar/a%20b.png');
    expect(buildUrl(ENDPOINTS.getRegisterCode, {}, { email: 'a+b@x.org', skip: undefined, none: null })).toBe('/api/get-register-code?email=a%2Bb%40x.org');
  });

  it('tells admin calls from general ones', () => {
    expect(urlTypeOf('/api/admin/switch/info')).toBe('admin');
    expect(urlTypeOf('/api/login')).toBe('general');
  });
});

describe('calls typed from their contract entries', () => {
  it('infers the result and refuses a wrong query or body at compile time', async () => {
    const { client } = setup(answer(200, 'success', { problemId: 'P1000' }));
    const random = await client.request(ENDPOINTS.getRandomProblem);
    const problemId: string = random.problemId;
    expect(problemId).toBe('P1000');

    // tsc --build fails if one of these calls type-checks: the entry's schemas decide what a call may send.
    const refused = [
      // @ts-expect-error the detail needs its problemId
      () => client.request(ENDPOINTS.getProblemDetail, { query: {} }),
      // @ts-expect-error the login body needs a username and a password
      () => client.request(ENDPOINTS.login, { body: { username: 'a' } }),
      // @ts-expect-error a path parameter is required where the path has one
      () => client.download(ENDPOINTS.downloadTestcase),
      async () => {
        // @ts-expect-error the result of the status check is a map of statuses, not a page of records
        const page: { records: unknown[] } = await client.request(ENDPOINTS.checkSubmissionsStatus, { body: { submitIds: [1] } });
        return page;
      },
    ];
    expect(refused).toHaveLength(4);
  });
});
