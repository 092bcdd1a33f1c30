/**
 * The local server's own process: one Miniflare instance serving the Worker bundle (scripts/worker-host.ts).
 * scripts/local-server.ts starts it in a process group of its own, talks to it over the IPC channel
 * (ready, restarts of workerd, and the D1/KV/R2 writes of migrations and seeds), and ends it.
 * It also ends itself when that channel closes: its parent died, however it died.
 */
import { Miniflare } from 'miniflare';
import type { HostMessage, HostRequest } from './local-server';
import { workerMiniflareOptions, type HostOptions } from './worker-host';

const options = JSON.parse(process.argv[2] ?? '{}') as Omit<HostOptions, 'onRuntimeRestart'>;
const send = (message: HostMessage) => process.send?.(message);
const hostMiniflareOptions = () => workerMiniflareOptions({ ...options, onRuntimeRestart: () => send({ type: 'runtime-restarted' }) });

// A reader that went away (a closed pipe or terminal) must not take the server down with an EPIPE.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

let mf: Miniflare | undefined;
let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await mf?.dispose().catch(() => undefined);
  }
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('SIGHUP', () => void stop(0));
process.on('disconnect', () => void stop(0));

async function answer(request: HostRequest): Promise<unknown> {
  if (!mf) throw new Error('the server is not ready');
  switch (request.op) {
    case 'query': {
      const db = await mf.getD1Database('DB');
      return (await db.prepare(request.sql).all()).results;
    }
    case 'exec': {
      // D1's exec: a statement a line, all in one transaction (the seeds are written for it, as their API tests run them).
      const db = await mf.getD1Database('DB');
      await db.exec(request.sql);
      return null;
    }
    case 'sql': {
      // Split as `wrangler d1 execute --file` splits, and run as one batch (one transaction). wrangler takes
      // seconds of CPU to load, so only a start that needs it (a first run, a new migration) loads it.
      const { unstable_splitSqlQuery } = await import('wrangler');
      const db = await mf.getD1Database('DB');
      const statements = unstable_splitSqlQuery(request.sql);
      if (statements.length > 0) await db.batch(statements.map((s) => db.prepare(s)));
      return null;
    }
    case 'kv-put': {
      const kv = await mf.getKVNamespace('CACHE');
      await kv.put(request.key, request.value);
      return null;
    }
    case 'reload': {
      // A new bundle (npm start saw the Worker's sources change): same port and state; workerd restarts under it.
      options.bundleDir = request.bundleDir;
      await mf.setOptions(hostMiniflareOptions());
      return null;
    }
    case 'r2-keys': {
      const bucket = await mf.getR2Bucket('FILES');
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix: request.prefix, cursor });
        keys.push(...page.objects.map((o) => o.key));
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return keys;
    }
    case 'r2-put': {
      const bucket = await mf.getR2Bucket('FILES');
      await bucket.put(request.key, Buffer.from(request.base64, 'base64'), { httpMetadata: { contentType: request.contentType, cacheControl: request.cacheControl } });
      return null;
    }
  }
}

process.on('message', (message: HostRequest) => {
  answer(message).then(
    (result) => send({ type: 'reply', id: message.id, result }),
    (error: unknown) => send({ type: 'reply', id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

try {
  mf = new Miniflare(hostMiniflareOptions());
  const url = (await mf.ready).origin;
  send({ type: 'ready', url });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  await stop(1);
}
