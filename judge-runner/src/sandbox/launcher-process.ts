/**
 * One long-lived `hoj-box --serve` process: it takes one run at a time as a NUL-framed request on
 * stdin and answers with one JSON line per box on stdout. Starting the launcher once per slot
 * instead of once per run halves the cost of a short run (see scripts/bench-sandbox.ts).
 * Program output never comes this way: the launcher copies it to files.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { frameRequest } from './protocol';

/** The launcher's own complaints kept for an error message (it says little, and only on failure). */
const STDERR_KEPT = 2048;

interface Pending {
  lines: number;
  received: string[];
  resolve: (lines: string[]) => void;
  reject: (error: Error) => void;
}

type LauncherChild = ChildProcessByStdio<Writable, Readable, Readable>;

/** Node keeps running while a handle is referenced: only while a run is in flight. */
function setReferenced(child: LauncherChild, referenced: boolean): void {
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as unknown as { ref?(): void; unref?(): void }[]) {
    if (referenced) handle.ref?.();
    else handle.unref?.();
  }
}

export class LauncherProcess {
  private child: LauncherChild | null = null;
  private pending: Pending | null = null;
  private partial = '';
  private stderr = '';

  constructor(
    private readonly binary: string,
    private readonly cgroup: 'v1' | 'v2',
  ) {}

  /** Sends one run (the arguments of one or two boxes) and resolves with its `lines` result lines. */
  request(args: string[], lines: number): Promise<string[]> {
    if (this.pending) return Promise.reject(new Error('the launcher is busy with another run'));
    const child = this.child ?? this.start();
    return new Promise<string[]>((resolve, reject) => {
      this.pending = { lines, received: [], resolve, reject };
      setReferenced(child, true);
      child.stdin.write(frameRequest(args));
    });
  }

  /** Ends the process (it finishes a run in flight first) and waits for it. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    setReferenced(child, true);
    child.stdin.end();
    await exited;
  }

  private start(): LauncherChild {
    const child = spawn(this.binary, ['--cgroup', this.cgroup, '--serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    this.partial = '';
    this.stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.onOutput(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
    });
    // a write to a launcher that has died: its exit explains more
    child.stdin.on('error', () => {});
    child.on('error', (error) => this.onGone(child, error.message));
    child.on('exit', (code, signal) => this.onGone(child, signal ? `killed by ${signal}` : `exited with code ${code}`));
    setReferenced(child, false);
    return child;
  }

  private onOutput(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const pending = this.pending;
      if (!pending) continue; // nothing asked: nothing to answer (cannot happen with a sane launcher)
      pending.received.push(line);
      if (pending.received.length === pending.lines) {
        this.pending = null;
        if (this.child) setReferenced(this.child, false);
        pending.resolve(pending.received);
      }
    }
  }

  private onGone(child: LauncherChild, how: string): void {
    if (this.child !== child) return;
    this.child = null;
    const pending = this.pending;
    this.pending = null;
    const said = this.stderr.trim();
    pending?.reject(new Error(`the sandbox launcher ${how}${said ? `: ${said}` : ''}`));
  }
}
