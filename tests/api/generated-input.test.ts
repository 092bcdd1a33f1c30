import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';
import { env } from 'cloudflare:workers';
import { importFleetKey, signRequest } from '../../contract/judge';
import { dispatch, freshIp, makeRoot, mintToken, nowSeconds, registerUser } from './support';

/**
 * Generated input for every endpoint of the contract: whatever arrives, the Worker answers
 * below 500 with a `{status, msg, data}` envelope whose status is the HTTP status.
 * The registry is walked, so a new endpoint is covered the day it is added.
 */

const RUNS_PER_ENDPOINT = 30;

/**
 * Calls whose successful answer is not an envelope (a refusal still is one): files, the OpenAPI
 * document, and the queue emulator, which answers in the Cloudflare Queues API's own shape.
 */
const NOT_ENVELOPE_ON_SUCCESS = new Set<string>([
  ENDPOINTS.openapi.path,
  ENDPOINTS.avatarImage.path,
  ENDPOINTS.mdFile.path,
  ENDPOINTS.contestImage.path,
  ENDPOINTS.downloadContestPrintText.path,
  ENDPOINTS.downloadContestAcSubmission.path,
  ENDPOINTS.exportExamHistory.path,
  ENDPOINTS.adminQuestionImportTemplate.path,
  ENDPOINTS.runnerTestdata.path,
  ENDPOINTS.queuePull.path,
  ENDPOINTS.queueAck.path,
  ENDPOINTS.fakeCheckoutPage.path,
]);

/** Every request goes out as each of these; machine endpoints also get their own signed caller. */
type Caller = 'anonymous' | 'user' | 'root' | 'runner' | 'queue consumer';

function callersOf(endpoint: Endpoint): Caller[] {
  const callers: Caller[] = ['anonymous', 'user', 'root'];
  if (endpoint.access === 'runner') callers.push('runner');
  if (endpoint.access === 'queueConsumer') callers.push('queue consumer');
  return callers;
}

let userName = '';
let rootName = '';

beforeAll(async () => {
  userName = (await registerUser()).username;
  rootName = (await registerUser()).username;
  await makeRoot(rootName);
});

/**
 * The request as `caller` sends it. Users get a new session per request, so a generated call that
 * logs out or changes the password spoils nothing; a runner signs the exact bytes with its fleet key.
 */
async function authorize(request: Request, caller: Caller): Promise<Request> {
  const headers = new Headers(request.headers);
  if (caller === 'user' || caller === 'root') headers.set('Authorization', await mintToken(caller === 'user' ? userName : rootName));
  if (caller === 'queue consumer') headers.set('Authorization', `Bearer ${env.QUEUE_PULL_TOKEN ?? ''}`);
  if (caller === 'runner') {
    const [fleet, secret] = Object.entries(JSON.parse(env.JUDGE_FLEET_KEYS ?? '{}') as Record<string, string>)[0] ?? ['', ''];
    const bytes = new Uint8Array(await request.clone().arrayBuffer());
    const url = new URL(request.url);
    const signature = await signRequest(fleet, await importFleetKey(secret, 'sign'), request.method, url.pathname + url.search, bytes, nowSeconds());
    for (const [name, value] of Object.entries(signature)) headers.set(name, value);
  }
  return new Request(request, { headers });
}

function fieldNames(schema: unknown): string[] {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
  return entries ? Object.keys(entries) : [];
}

// ---- values ----------------------------------------------------------------------------------

const nastyText = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '😀'.repeat(30),
  'a@b.co',
  'A'.repeat(21),
  'x'.repeat(256),
);

const hugeText = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([piece, times]) => piece.repeat(times));

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: hugeText },
);

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, 2 ** 53 + 1),
  text,
);

/** Any JSON value, nested objects and arrays included. */
const jsonValue = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 5 }) },
  { weight: 2, arbitrary: scalar },
  {
    weight: 1,
    arbitrary: fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 4 })),
    })).node,
  },
);

/** An object with the endpoint's own field names (so validation runs deep), holding wrong or odd values. */
function fieldObject(fields: string[]) {
  const keys = [...fields, '__proto__', 'constructor', 'extra', 'password', 'token'];
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })), jsonValue, { maxKeys: keys.length + 2 });
}

/** Plausible bodies with one field broken now and then, to get past the first checks. */
function nearlyValidObject(fields: string[]) {
  const plausible = fc.oneof(
    fc.constantFrom('someone', 'secret-pass1', 'a@example.test', '123456', 'true', 'male'),
    fc.boolean(),
    fc.integer({ min: -5, max: 400 }),
  );
  return fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: jsonValue })])), {
    requiredKeys: [],
  });
}

function deeplyNested() {
  return fc.tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean()).map(([depth, asArray]) =>
    asArray ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );
}

// ---- requests --------------------------------------------------------------------------------

/** workerd's FormData cannot encode a field or file name ending in a backslash: that is the sender's limit, not the Worker's. */
const encodable = (name: string) => !name.endsWith('\\');

interface GeneratedBody {
  kind: 'text' | 'none' | 'multipart';
  text?: string;
  parts?: { name: string; value: string | { fileName: string; bytes: Uint8Array; type: string } }[];
  contentType: string | null;
}

function bodyArbitrary(fields: string[]): fc.Arbitrary<GeneratedBody> {
  const contentType = fc.constantFrom(
    null,
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=xyz',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'garbage/;;;=',
  );
  const jsonText = fc.oneof(
    jsonValue.map((x) => JSON.stringify(x) ?? 'null'),
    fieldObject(fields).map((x) => JSON.stringify(x)),
    nearlyValidObject(fields).map((x) => JSON.stringify(x)),
  );
  const brokenText = fc.oneof(
    text,
    deeplyNested(),
    jsonText.chain((s) => fc.nat({ max: Math.max(0, s.length - 1) }).map((n) => s.slice(0, n))),
    fc.constantFrom('', '{', '{"a":}', '[1,]', "{'a':1}", '\ufeff{}', 'NaN', '{"a":1}{"b":2}'),
  );
  const textBody = fc.record({
    kind: fc.constant('text' as const),
    text: fc.oneof(jsonText, brokenText),
    contentType: fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: contentType }),
  });
  const file = fc.record({
    fileName: fc.oneof(fc.constantFrom('a.png', 'a.PNG', 'a.txt', 'a', '.png', 'x.svg', 'a.png.exe', ''), fc.string({ maxLength: 20 })).filter(encodable),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ maxLength: 16 }).map((tail) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
      fc.constantFrom(Uint8Array.from([0xff, 0xd8, 0xff]), Uint8Array.from([0x52, 0x49, 0x46, 0x46])),
    ),
    type: fc.constantFrom('image/png', 'text/plain', '', 'application/octet-stream'),
  });
  const multipart = fc.record({
    kind: fc.constant('multipart' as const),
    parts: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom('image', 'file', ...fields), fc.string({ maxLength: 10 })).filter(encodable),
        value: fc.oneof(fc.string({ maxLength: 30 }), file),
      }),
      { maxLength: 3 },
    ),
    contentType: fc.constant(null),
  });
  const none = fc.record({ kind: fc.constant('none' as const), contentType });
  return fc.oneof({ weight: 6, arbitrary: textBody }, { weight: 2, arbitrary: multipart }, { weight: 1, arbitrary: none });
}

function queryArbitrary(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...fields, 'email', 'currentPage', 'limit', '__proto__', 'constructor', ''), fc.string({ unit: 'binary', maxLength: 20 }));
  const value = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    nastyText,
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom('true', 'false', '[]', '{}', 'a@example.test', ' A@Example.Test '),
    fc.integer({ min: 1_000, max: 8_000 }).map((n) => 'q'.repeat(n)),
  );
  const structured = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v);
    return params.toString();
  });
  // Raw text, malformed percent-escapes included (a '#' would end the query, so none of those).
  const raw = fc.string({ unit: fc.constantFrom('%', '&', '=', '+', ';', '?', 'a', 'F', 'z', '0', '9', ' ', 'é', '😀', '\\', '[', ']', '"'), maxLength: 40 });
  return fc.oneof(structured, raw);
}

function pathArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  if (!endpoint.path.includes(':')) return fc.constant(endpoint.path);
  const segment = fc.oneof(
    fc.string({ maxLength: 80 }).map(encodeURIComponent),
    fc.constantFrom('..', '%2e%2e', '%', '%zz', '%00', 'a%2Fb', `${'0'.repeat(32)}-${'0'.repeat(32)}.png`, 'x'.repeat(2000)),
  );
  return segment.map((s) => endpoint.path.replace(/:\w+/g, s));
}

interface Case {
  path: string;
  query: string;
  body: GeneratedBody;
  garbageToken: string | null;
}

function caseArbitrary(endpoint: Endpoint): fc.Arbitrary<Case> {
  const fields = [...fieldNames(endpoint.body), ...fieldNames(endpoint.query)];
  const sendsBody = endpoint.method !== 'GET';
  return fc.record({
    path: pathArbitrary(endpoint),
    query: queryArbitrary(fields),
    body: sendsBody ? bodyArbitrary(fields) : fc.constant<GeneratedBody>({ kind: 'none', contentType: null }),
    garbageToken: fc.option(fc.oneof(fc.string({ unit: fc.constantFrom(...'abcXYZ019.-_ '.split('')), maxLength: 300 }), fc.constantFrom('Bearer ', 'Bearer x.y.z', 'null', 'eyJhbGciOiJub25lIn0.e30.')), { freq: 3 }),
  });
}

function buildBody(body: GeneratedBody, headers: Headers): BodyInit | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'multipart') {
    const form = new FormData();
    for (const part of body.parts ?? []) {
      if (typeof part.value === 'string') form.append(part.name, part.value);
      else form.append(part.name, new File([part.value.bytes], part.value.fileName, { type: part.value.type }));
    }
    return form;
  }
  if (body.contentType) headers.set('Content-Type', body.contentType);
  return body.text ?? '';
}

function buildCaseRequest(endpoint: Endpoint, input: Case, authorization: string | null = null): Request {
  const headers = new Headers({ 'CF-Connecting-IP': freshIp() });
  if (authorization !== null) headers.set('Authorization', authorization);
  const body = buildBody(input.body, headers);
  const url = `http://localhost${input.path}${input.query ? `?${input.query}` : ''}`;
  return new Request(url, { method: endpoint.method, headers, body });
}

async function expectEnvelope(endpoint: Endpoint, response: Response, who: string): Promise<void> {
  const where = `${endpoint.method} ${endpoint.path} as ${who}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status === 200 && NOT_ENVELOPE_ON_SUCCESS.has(endpoint.path)) {
    await response.arrayBuffer();
    return;
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${where}: ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  expect(response.headers.get('Content-Type'), where).toMatch(/^application\/json/);
  expect(parsed, where).toBeTypeOf('object');
  expect(Object.keys(parsed as object).sort(), where).toEqual(['data', 'msg', 'status']);
  const envelope = parsed as { status: unknown; msg: unknown };
  expect(envelope.status, where).toBe(response.status);
  expect(envelope.msg, where).toBeTypeOf('string');
  if (response.status !== 200) expect((envelope.msg as string).length, `${where}: a refusal says why`).toBeGreaterThan(0);
}

const endpoints = Object.entries(ENDPOINTS) as [string, Endpoint][];

describe('generated input for every endpoint', () => {
  it('walks the whole registry', () => {
    expect(endpoints.length).toBeGreaterThan(20);
  });

  it.each(endpoints)(
    '%s answers < 500 with an envelope',
    async (_, endpoint) => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(caseArbitrary(endpoint), async (input) => {
          for (const caller of callersOf(endpoint)) {
            const response = await dispatch(await authorize(buildCaseRequest(endpoint, input), caller));
            statuses.add(response.status);
            await expectEnvelope(endpoint, response, caller);
          }
          if (input.garbageToken !== null) {
            const response = await dispatch(buildCaseRequest(endpoint, input, input.garbageToken));
            await expectEnvelope(endpoint, response, `garbage token ${JSON.stringify(input.garbageToken.slice(0, 40))}`);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      // The guards answered differently to different callers, so the handlers were reached, not just the 401 guard.
      expect([...statuses], 'in contract/endpoints.ts but no route serves it').not.toEqual([405]);
      if (endpoint.access !== 'public') expect(statuses.size, `statuses seen: ${[...statuses].join(', ')}`).toBeGreaterThan(1);
    },
    60_000,
  );
});
