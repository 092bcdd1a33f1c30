/**
 * What the runner asks of the sandbox launcher (judge-runner/sandbox/, C) and what it gets back.
 * The runner never runs user code any other way.
 */

export interface BoxLimits {
  /** CPU time of all processes of the run, from the cgroup */
  cpuMs: number;
  /** wall clock, by timer */
  wallMs: number;
  /** peak memory of the cgroup (resident, not reserved address space) */
  memoryKb: number;
  /** RLIMIT_STACK */
  stackKb: number;
  /** processes and threads in the cgroup */
  processes: number;
  /** RLIMIT_FSIZE: the largest file the program may write */
  fileSizeKb: number;
  /** bytes kept of stdout; more is the "output" limit */
  stdoutBytes: number;
  /** bytes kept of stderr; more is silently dropped */
  stderrBytes: number;
}

export interface BoxSpec {
  /** host directory mounted read-write as the working directory /box inside */
  workDir: string;
  /** program and arguments as seen inside the box */
  argv: string[];
  /** the whole environment of the program (nothing is inherited) */
  env: Record<string, string>;
  /** host file fed to stdin; none means /dev/null */
  stdinFile?: string;
  /** host files the captured stdout and stderr are written to (at most the byte limits) */
  stdoutFile: string;
  stderrFile: string;
  limits: BoxLimits;
  /** extra host paths visible read-only at the same path (toolchains outside /usr) */
  readOnlyPaths?: string[];
}

export type BoxVerdict =
  | 'ok' // exited 0
  | 'nonzero' // exited with another code
  | 'signaled' // killed by a signal it did not ask for from us
  | 'cpu' // CPU time limit
  | 'wall' // wall-clock limit
  | 'memory' // memory limit (cgroup OOM or peak above the limit)
  | 'output' // stdout over its byte limit
  | 'error'; // the launcher itself failed: a system error, never the program's fault

export interface BoxResult {
  verdict: BoxVerdict;
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** launcher's explanation when verdict is 'error' */
  error?: string;
}

export interface Sandbox {
  run(spec: BoxSpec): Promise<BoxResult>;
  /**
   * Runs two boxes whose stdin/stdout are cross-connected by pipes (solution ↔ interactor);
   * the interactor's stdout goes to the solution's stdin and the other way round.
   */
  runInteractive(solution: Omit<BoxSpec, 'stdinFile' | 'stdoutFile'>, interactor: Omit<BoxSpec, 'stdinFile' | 'stdoutFile'>): Promise<{ solution: BoxResult; interactor: BoxResult }>;
}
