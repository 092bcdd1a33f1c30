import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { endpointUrl, type BodyOf, type Endpoint, type HttpMethod, type ParamsOf, type QueryOf, type QueryValue, type ResultOf } from '../../../contract/api/endpoint';
import { JUDGING_ENDPOINTS } from '../../../contract/api/judging';
import type { ApiEnvelope } from '../../../contract/envelope';
import { importFleetKey, signRequest, type JobKind, type JudgeCallback, type RunnerHeartbeat } from '../../../contract/judge';

export class WorkerCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Field<Name extends string, T> = [T] extends [never] ? { [K in Name]?: never } : { [K in Name]: T };
/** What a call of `entry` sends: its path parameters, query and body, each exactly when the entry has one. */
type CallInput<E extends Endpoint> = Field<'params', ParamsOf<E>> & Field<'query', QueryOf<E>> & Field<'body', BodyOf<E>>;

/**
 * Signed calls to the Worker's runner API: every request carries the fleet's HMAC. Each call goes
 * through its contract entry (JUDGING_ENDPOINTS), which gives its method, path, query, body and result.
 */
export class WorkerClient {
  private key: ReturnType<typeof importFleetKey>;

  constructor(
    private readonly baseUrl: string,
    private readonly fleet: string,
    fleetKey: string,
  ) {
    this.key = importFleetKey(fleetKey, 'sign');
  }

  private async signedFetch(method: HttpMethod, pathWithQuery: string, body = '', encoding: 'identity' | 'any' = 'identity'): Promise<Response> {
    const signed = await signRequest(this.fleet, await this.key, method, pathWithQuery, body, Math.floor(Date.now() / 1000));
    // The answers are a few hundred bytes of JSON: compressing and inflating them costs both sides more CPU than it saves.
    const headers: Record<string, string> = encoding === 'identity' ? { ...signed, 'Accept-Encoding': 'identity' } : { ...signed };
    const withBody = method !== 'GET';
    return fetch(this.baseUrl + pathWithQuery, {
      method,
      headers: withBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: withBody ? body : undefined,
    });
  }

  private urlOf<E extends Endpoint>(entry: E, input: CallInput<E>): string {
    const { params, query } = input as { params?: Record<string, string>; query?: Record<string, QueryValue> };
    return endpointUrl(entry, params, query);
  }

  private async call<E extends Endpoint>(entry: E, input: CallInput<E>): Promise<ResultOf<E>> {
    const body = (input as { body?: unknown }).body;
    const res = await this.signedFetch(entry.method, this.urlOf(entry, input), body === undefined ? '' : JSON.stringify(body));
    const json = (await res.json().catch(() => null)) as ApiEnvelope<ResultOf<E>> | null;
    if (!res.ok || !json || json.status !== 200) throw new WorkerCallError(res.status, json?.msg ?? `HTTP ${res.status}`);
    return json.data;
  }

  claimJob(kind: JobKind, id: string) {
    return this.call(JUDGING_ENDPOINTS.runnerJob, { query: { kind, id } });
  }

  callback(body: JudgeCallback) {
    return this.call(JUDGING_ENDPOINTS.runnerCallback, { body });
  }

  heartbeat(body: RunnerHeartbeat) {
    return this.call(JUDGING_ENDPOINTS.runnerHeartbeat, { body });
  }

  /** Streams a test file to `target`, refusing it unless its sha-256 is the one asked for. */
  async downloadTestFile(hash: string, target: string): Promise<void> {
    const entry = JUDGING_ENDPOINTS.runnerTestdata;
    const res = await this.signedFetch(entry.method, this.urlOf(entry, { params: { hash } }), '', 'any');
    if (!res.ok || !res.body) throw new WorkerCallError(res.status, `test file ${hash} could not be fetched (HTTP ${res.status})`);
    const digest = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, done) {
        digest.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), hashing, createWriteStream(target));
    const actual = digest.digest('hex');
    if (actual !== hash) throw new Error(`test file ${hash} arrived corrupted (sha-256 ${actual})`);
  }
}
