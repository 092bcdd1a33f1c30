import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteSwitches, WebConfig, WebsiteConfig } from '../../contract/api/config';
import type { Endpoint } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';
import { buildRequest, call, captchaAnswer, expectOk, expectRefused, grantRole, mailbox, makeRoot, type Method, registerUser, request, signUp } from './support';

const DEFAULT_SWITCHES: SiteSwitches = { openPublicDiscussion: true, openGroupDiscussion: true, openContestComment: true, register: true };

let rootToken = '';
let userToken = '';

beforeAll(async () => {
  const root = await signUp();
  await makeRoot(root.username);
  rootToken = root.token;
  userToken = (await signUp()).token;
});

/** Part 1 §3 "Website config". */
const SPEC_FIELDS = ['recordName', 'projectName', 'shortName', 'recordUrl', 'projectUrl', 'openPublicDiscussion', 'openGroupDiscussion', 'openContestComment', 'register'];
/** Added on purpose and marked so in contract/api/config.ts (the home page shows it). */
const DOCUMENTED_ADDITIONS = ['description'];
const DEFAULT_DESCRIPTION = 'An online judge and programming-training platform';

describe('get-website-config', () => {
  it("has exactly the spec's fields (plus the documented addition), with the defaults", async () => {
    const result = await call<WebsiteConfig>('GET', '/api/get-website-config');
    const config = expectOk(result);
    expect(Object.keys(config).sort()).toEqual([...SPEC_FIELDS, ...DOCUMENTED_ADDITIONS].sort());
    expect(config).toEqual({
      recordName: '',
      projectName: 'HOJ Edge Online Judge',
      shortName: 'HOJ',
      recordUrl: '',
      projectUrl: '',
      description: DEFAULT_DESCRIPTION,
      ...DEFAULT_SWITCHES,
    });
    expect(result.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('home-carousel is an empty list until slides are configured', async () => {
    expect(expectOk(await call('GET', '/api/home-carousel'))).toEqual([]);
  });
});

describe('admin configuration calls', () => {
  const adminCalls = (Object.values(ENDPOINTS) as Endpoint[]).filter((e) => /^\/api\/admin\/(switch|config)\//.test(e.path));

  it('are the switch, web, community, e-mail, SMS, judge and carousel calls, all for the super admin', () => {
    expect(adminCalls.every((e) => e.access === 'root')).toBe(true);
    expect(adminCalls.map((e) => e.path).sort()).toEqual(
      [
        '/api/admin/config/get-web-config',
        '/api/admin/config/set-web-config',
        '/api/admin/switch/info',
        '/api/admin/switch/update',
        '/api/admin/config/get-community-config',
        '/api/admin/config/set-community-config',
        '/api/admin/config/get-email-config',
        '/api/admin/config/set-email-config',
        '/api/admin/config/test-email',
        '/api/admin/config/get-sms-config',
        '/api/admin/config/set-sms-config',
        '/api/admin/config/get-judge-config',
        '/api/admin/config/set-judge-config',
        '/api/admin/config/get-judge-service-info',
        '/api/admin/config/home-carousel',
      ].sort(),
    );
  });

  /** A request each call takes: a PUT changes nothing, the test mail goes to the dev mailbox, the carousel names a picture it lacks. */
  const requestOf = (endpoint: Endpoint) => {
    if (endpoint === ENDPOINTS.adminTestEmail) return { body: { email: 'config-test@example.test' } };
    if (endpoint === ENDPOINTS.adminDeleteCarouselImage) return { query: { url: '/api/public/carousel/none.png' } };
    return { body: endpoint.method === 'PUT' ? {} : undefined };
  };

  it.each(adminCalls.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: anonymous 401, plain user 403, root 200', async (_, endpoint) => {
    const options = requestOf(endpoint);
    expectRefused(await call(endpoint.method, endpoint.path, options), 401, 'Please login first!');
    expectRefused(await call(endpoint.method, endpoint.path, { ...options, token: userToken }), 403);
    // An admin who is not the super admin is refused too.
    const admin = await signUp();
    await grantRole(admin.username, 'admin');
    expectRefused(await call(endpoint.method, endpoint.path, { ...options, token: admin.token }), 403);
    // The super admin passes the access check: removing a picture the carousel lacks is then not found.
    if (endpoint === ENDPOINTS.adminDeleteCarouselImage) expectRefused(await call(endpoint.method, endpoint.path, { ...options, token: rootToken }), 404, 'The picture is not in the carousel');
    else expectOk(await call(endpoint.method, endpoint.path, { ...options, token: rootToken }));
  });

  it('switches: root changes them and get-website-config follows', async () => {
    expect(expectOk(await call<SiteSwitches>('GET', '/api/admin/switch/info', { token: rootToken }))).toEqual(DEFAULT_SWITCHES);
    const changed = { openPublicDiscussion: false, openGroupDiscussion: false, openContestComment: false, register: false };
    const updated = await call<SiteSwitches>('PUT', '/api/admin/switch/update', { token: rootToken, body: changed });
    expect(expectOk(updated)).toEqual(changed);
    expect(updated.body.msg).toBe('Update_Successfully');
    expect(expectOk(await call<SiteSwitches>('GET', '/api/admin/switch/info', { token: rootToken }))).toEqual(changed);
    expect(expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config'))).toMatchObject(changed);

    // A partial update leaves the other switches alone.
    const partial = expectOk(await call<SiteSwitches>('PUT', '/api/admin/switch/update', { token: rootToken, body: { register: true } }));
    expect(partial).toEqual({ ...changed, register: true });
    expect(expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config'))).toMatchObject({ ...changed, register: true });

    expectRefused(await call('PUT', '/api/admin/switch/update', { token: rootToken, body: { register: 'yes' } }), 400, 'register must be true or false');
    expectOk(await call('PUT', '/api/admin/switch/update', { token: rootToken, body: DEFAULT_SWITCHES }));
    expect(expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config'))).toMatchObject(DEFAULT_SWITCHES);
  });

  it('switches: a plain user cannot change them', async () => {
    expectRefused(await call('PUT', '/api/admin/switch/update', { token: userToken, body: { register: false } }), 403);
    expect(expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config')).register).toBe(true);
  });

  it('web config: root changes it, get-website-config shows the public part only', async () => {
    const web: WebConfig = {
      recordName: 'Record 123',
      projectName: 'My Judge',
      shortName: 'MJ',
      recordUrl: 'https://record.example.test',
      projectUrl: 'https://project.example.test',
      baseUrl: 'https://judge.example.test',
      description: 'Practice here',
    };
    const saved = await call<WebConfig>('PUT', '/api/admin/config/set-web-config', { token: rootToken, body: { ...web, projectName: `  ${web.projectName}  ` } });
    expect(expectOk(saved)).toEqual(web);
    expect(expectOk(await call<WebConfig>('GET', '/api/admin/config/get-web-config', { token: rootToken }))).toEqual(web);
    const config = expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config'));
    expect(config).toEqual({
      recordName: web.recordName,
      projectName: web.projectName,
      shortName: web.shortName,
      recordUrl: web.recordUrl,
      projectUrl: web.projectUrl,
      description: web.description,
      ...DEFAULT_SWITCHES,
    });
    expect(config).not.toHaveProperty('baseUrl');

    const partial = expectOk(await call<WebConfig>('PUT', '/api/admin/config/set-web-config', { token: rootToken, body: { shortName: 'MJ2' } }));
    expect(partial).toEqual({ ...web, shortName: 'MJ2' });
    expectRefused(await call('PUT', '/api/admin/config/set-web-config', { token: rootToken, body: { shortName: 'x'.repeat(51) } }), 400, 'shortName must be at most 50 characters');
    expectRefused(await call('PUT', '/api/admin/config/set-web-config', { token: rootToken, body: { projectName: 5 } }), 400, 'projectName must be a string');
    expectRefused(await call('PUT', '/api/admin/config/set-web-config', { token: userToken, body: { projectName: 'Hijacked' } }), 403);
    expect(expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config')).projectName).toBe(web.projectName);
  });

  it('web config: the base URL is where reset links point', async () => {
    expectOk(await call('PUT', '/api/admin/config/set-web-config', { token: rootToken, body: { baseUrl: 'https://judge.example.test/' } }));
    const account = await registerUser();
    const captcha = expectOk(await call<{ captchaKey: string }>('GET', '/api/captcha'));
    const answer = await captchaAnswer(captcha.captchaKey);
    expectOk(await call('POST', '/api/apply-reset-password', { body: { email: account.email, captchaKey: captcha.captchaKey, captcha: answer } }));
    const [mail] = await mailbox(account.email);
    expect(mail?.text).toContain(`https://judge.example.test/reset-password?username=${account.username}&code=`);
  });
});

describe('routing', () => {
  it('the entry point the pool runs from wrangler.toml answers like the handler the other tests call', async () => {
    const response = await exports.default.fetch(buildRequest('GET', '/api/get-website-config'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await call('GET', '/api/get-website-config').then((r) => r.body));
  });


  it('serves every endpoint of the contract (the right method never meets "no such API" or 405)', async () => {
    const unserved: string[] = [];
    for (const e of Object.values(ENDPOINTS) as Endpoint[]) {
      const path = e.path.replace(/:\w+/g, 'x');
      const response = await request(e.method, path, { body: e.method === 'GET' ? undefined : {} });
      const text = await response.text();
      if (response.status === 405 || (response.status === 404 && text.includes('No such API'))) unserved.push(`${e.method} ${e.path}`);
    }
    expect(unserved, 'in contract/endpoints.ts but no route serves them').toEqual([]);
  });

  it('answers an unknown /api path with a 404 envelope that names it', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-call'],
      ['POST', '/api/admin/nothing/here'],
      ['GET', '/api/'],
      ['GET', '/api/get-website-config/extra'],
    ] as [Method, string][]) {
      const result = await call(method, path);
      expectRefused(result, 404);
      expect(result.body.msg).toContain(path);
      expect(result.body.data).toBeNull();
    }
  });

  it('answers a wrong method on a known path with a 405 envelope naming the right one', async () => {
    const cases: [Method, string, string][] = [
      ['POST', '/api/get-website-config', 'GET'],
      ['GET', '/api/login', 'POST'],
      ['DELETE', '/api/register', 'POST'],
      ['GET', '/api/admin/switch/update', 'PUT'],
      ['PATCH', '/api/change-userInfo', 'POST'],
      ['POST', '/api/public/avatar/whatever.png', 'GET'],
    ];
    for (const [method, path, allowed] of cases) {
      const result = await call(method, path, { body: method === 'GET' ? undefined : {} });
      expectRefused(result, 405);
      expect(result.body.msg).toContain(allowed);
      expect(result.body.msg).toContain(method);
    }
  });

  it('refuses a body of another type with 415 and broken JSON with 400', async () => {
    const form = await call('POST', '/api/check-username-or-email', { body: 'username=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expectRefused(form, 415, 'The request body must be JSON (Content-Type: application/json)');
    const broken = await call('POST', '/api/check-username-or-email', { body: '{"username":', headers: { 'Content-Type': 'application/json' } });
    expectRefused(broken, 400, 'The request body is not valid JSON');
  });
});

describe('dev mailbox', () => {
  it('lists mails sent in local mode, newest first', async () => {
    const email = 'mailbox-check@example.test';
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    // Mails sent in the same millisecond have no order; leave a gap.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const other = 'mailbox-check-2@example.test';
    expectOk(await call('GET', '/api/get-register-code', { query: { email: other } }));
    const mails = expectOk(await call<{ to: string; subject: string; text: string; sentAt: string; id: string }[]>('GET', '/api/dev/mailbox'));
    const mine = mails.filter((m) => m.to === email || m.to === other);
    expect(mine.map((m) => m.to)).toEqual([other, email]);
    expect(mine[1]).toMatchObject({ subject: 'Your registration code' });
    expect(mine[1]?.text).toMatch(/\b\d{6}\b/);
    expect(Date.parse(mine[0]?.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(mine[1]?.sentAt ?? ''));
  });
});

describe('openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every endpoint of the contract', async () => {
    const response = await request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const doc = await response.json<{
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { summary: string; requestBody?: unknown; parameters: { name: string; in: string }[]; responses: object }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.version).toEqual(expect.any(String));
    const endpoints = Object.values(ENDPOINTS) as Endpoint[];
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const expected = endpoints.map((e) => `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(listed.sort()).toEqual(expected.sort());
    for (const e of endpoints) {
      const op = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
      expect(op?.summary, e.path).toBe(e.summary);
      expect(op?.responses, e.path).toHaveProperty('200');
      if (e.body || e.multipartField) expect(op?.requestBody, e.path).toBeDefined();
      else expect(op?.requestBody, e.path).toBeUndefined();
      for (const param of e.path.match(/:(\w+)/g) ?? []) {
        expect(op?.parameters, e.path).toContainEqual(expect.objectContaining({ name: param.slice(1), in: 'path' }));
      }
    }
    const registerCode = doc.paths['/api/get-register-code']?.get;
    expect(registerCode?.parameters).toContainEqual(expect.objectContaining({ name: 'email', in: 'query' }));
  });

  it("shows each envelope call's response shape, from the entry's response schema", async () => {
    type Operation = { responses: { '200': { content: Record<string, { schema: { properties?: { data?: { type?: string; properties?: object } } } }> } } };
    const doc = await (await request('GET', '/api/openapi.json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const e of Object.values(ENDPOINTS) as Endpoint[]) {
      const ok = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()]?.responses['200'];
      if (e.file) {
        expect(ok?.content, e.path).toHaveProperty(['application/octet-stream']);
        continue;
      }
      if (e.foreign) continue;
      expect(e.response, `${e.method} ${e.path} has no response schema`).toBeDefined();
      expect(ok?.content['application/json']?.schema.properties?.data, e.path).toEqual(expect.objectContaining({}));
    }
    const detail = doc.paths['/api/get-problem-detail']?.get?.responses['200'].content['application/json']?.schema.properties?.data;
    expect(detail?.type).toBe('object');
    expect(detail?.properties).toHaveProperty('problem');
  });
});
