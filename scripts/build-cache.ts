/**
 * Builds that `npm start` (and the browser tests' stack) skip when their inputs did not change: the
 * web app (web/dist) and the Worker bundle. The inputs are hashed by content; the hash of the last
 * build is kept under .wrangler/hoj-build (git-ignored), beside the Worker bundles themselves.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BIN, OFFLINE_ENV, ROOT } from './local-env';

/** Files and folders that a build reads besides its own sources: the installed dependencies and the shared TypeScript settings. */
const SHARED_INPUTS = ['package.json', 'node_modules/.package-lock.json', 'tsconfig.base.json'];

/** The web app's inputs: web/ without its output, the contract it imports, the message catalogs and the build's configuration. */
export const WEB_INPUTS = ['web', 'contract', 'locales', 'vite.config.ts', 'lingui.config.ts', 'scripts/first-page-size.ts', ...SHARED_INPUTS];

/**
 * The Worker's inputs: worker/, the contract it imports, wrangler.toml (bindings, compatibility date and
 * flags) and .dev.vars (its local secrets, which the options kept beside the bundle carry).
 */
export const WORKER_INPUTS = ['worker', 'contract', 'wrangler.toml', '.dev.vars', 'scripts/worker-config.ts', ...SHARED_INPUTS];

/**
 * Never inputs: build output, the route tree the router plugin writes during the build (made from
 * web/routes, which is hashed), and tests, which no build bundles.
 */
export function ignoredInput(relativePath: string): boolean {
  const name = path.basename(relativePath);
  return relativePath === path.join('web', 'dist') || relativePath === path.join('web', 'routeTree.gen.ts') || name === 'node_modules' || /\.test\.tsx?$/.test(name);
}

/** SHA-256 over every input file's path and content, in a fixed order; a missing input counts as missing. */
export function inputsHash(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    if (ignoredInput(relative)) return;
    const full = path.join(root, relative);
    if (!existsSync(full)) {
      hash.update(`missing ${relative}\0`);
      return;
    }
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) visit(path.join(relative, entry));
      return;
    }
    hash.update(`file ${relative}\0`);
    hash.update(readFileSync(full));
    hash.update('\0');
  };
  for (const input of [...inputs].sort()) visit(input);
  return hash.digest('hex');
}

/** Where the hashes of the last builds and the Worker bundles are kept. */
export function buildCacheDir(root: string): string {
  return path.join(root, '.wrangler', 'hoj-build');
}

/**
 * Runs `build` unless the output is there (`built()`) and was made from the same inputs; answers
 * whether it built. The hash is written only after a build that succeeded.
 */
export function buildIfChanged(root: string, name: string, inputs: readonly string[], built: () => boolean, build: () => void): boolean {
  const stamp = path.join(buildCacheDir(root), `${name}.inputs`);
  const hash = inputsHash(root, inputs);
  if (built() && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  build();
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, hash);
  return true;
}

/**
 * The Worker bundle for the current inputs: `.wrangler/hoj-build/worker-<hash>/`, made by `bundle`
 * (into that folder) when missing. Older bundles are removed, but the last few stay: a server still
 * running on one (another checkout's stack, the browser tests') reads it again when it restarts.
 */
export async function cachedWorkerBundle(root: string, bundle: (outDir: string) => Promise<void>): Promise<{ dir: string; built: boolean }> {
  const cache = buildCacheDir(root);
  const dir = path.join(cache, `worker-${inputsHash(root, WORKER_INPUTS).slice(0, 16)}`);
  const done = path.join(dir, '.complete');
  if (existsSync(done)) return { dir, built: false };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await bundle(dir);
  writeFileSync(done, '');
  const older = readdirSync(cache)
    .filter((entry) => entry.startsWith('worker-') && path.join(cache, entry) !== dir)
    .map((entry) => ({ entry, mtime: statSync(path.join(cache, entry)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { entry } of older.slice(2)) rmSync(path.join(cache, entry), { recursive: true, force: true });
  return { dir, built: true };
}

/**
 * Writes the production bundle of the `local` environment (what `wrangler deploy --env local` would
 * upload) into `outDir`, with the Miniflare options wrangler derives for it (scripts/worker-config.ts).
 * Asynchronous, so a running `npm start` keeps serving while it bundles a change.
 */
export async function bundleWorker(outDir: string): Promise<void> {
  for (const [command, args] of [
    ['wrangler', ['deploy', '--dry-run', '--env', 'local', '--outdir', outDir]],
    ['tsx', [path.join(ROOT, 'scripts', 'worker-config.ts'), outDir]],
  ] as const) {
    const child = spawn(path.join(BIN, command), args, { cwd: ROOT, env: OFFLINE_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    if (code !== 0) throw new Error(`bundling the Worker failed:\n${output}`);
  }
}
