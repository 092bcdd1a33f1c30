import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ApiEnvelope } from '../../../contract/envelope';
import { importFleetKey, signRequest, type JobFetchResult, type JobKind, type JudgeCallback, type RunnerHeartbeat } from '../../../contract/judge';

export class WorkerCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Signed calls to the Worker's runner API: every request carries the fleet's HMAC. */
export class WorkerClient {
  private key: ReturnType<typeof importFleetKey>;

  constructor(
    private readonly baseUrl: string,
    private readonly fleet: string,
    fleetKey: string,
  ) {
    this.key = importFleetKey(fleetKey, 'sign');
  }

  private async signedFetch(method: 'GET' | 'POST', pathWithQuery: string, body = ''): Promise<Response> {
    const headers = await signRequest(this.fleet, await this.key, method, pathWithQuery, body, Math.floor(Date.now() / 1000));
    return fetch(this.baseUrl + pathWithQuery, {
      method,
      headers: method === 'POST' ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: method === 'POST' ? body : undefined,
    });
  }

  private async call<T>(method: 'GET' | 'POST', pathWithQuery: string, body?: object): Promise<T> {
    const res = await this.signedFetch(method, pathWithQuery, body ? JSON.stringify(body) : '');
    const json = (await res.json().catch(() => null)) as ApiEnvelope<T> | null;
    if (!res.ok || !json || json.status !== 200) throw new WorkerCallError(res.status, json?.msg ?? `HTTP ${res.status}`);
    return json.data;
  }

  claimJob(kind: JobKind, id: string): Promise<JobFetchResult> {
    return this.call('GET', `/api/internal/judge/job?kind=${kind}&id=${encodeURIComponent(id)}`);
  }

  callback(body: JudgeCallback): Promise<{ result: 'applied' | 'ignored' }> {
    return this.call('POST', '/api/internal/judge/callback', body);
  }

  heartbeat(body: RunnerHeartbeat): Promise<null> {
    return this.call('POST', '/api/internal/judge/heartbeat', body);
  }

  /** Streams a test file to `target`, refusing it unless its sha-256 is the one asked for. */
  async downloadTestFile(hash: string, target: string): Promise<void> {
    const res = await this.signedFetch('GET', `/api/internal/judge/testdata/${hash}`);
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
