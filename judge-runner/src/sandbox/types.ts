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
  /**
   * Room for the program's files in its private work area (a tmpfs at /box whose pages count
   * against the memory limit); filling it is the 'disk' verdict. 0 binds workDir itself, unbounded.
   * Left out, the sandbox's own cap applies (createSandbox's diskMb).
   */
  diskKb?: number;
}

export interface BoxSpec {
  /**
   * host directory whose files the program finds in its working directory /box. With a private
   * work area (diskKb, the default) only the files named by keepFiles and keepPatterns are copied
   * back into it when the program ends (not after a 'disk' verdict); the runner's own files in it
   * stay as the runner wrote them.
   */
  workDir: string;
  /**
   * Exact names of regular files at the top of /box to copy back into workDir: a file-IO output,
   * an interactor's result. Only their data is copied (holes stay holes) and each file once, at
   * most the work area's size in all.
   */
  keepFiles?: string[];
  /** Shell patterns (fnmatch) of more such names, for outputs named by the code: `*.class` */
  keepPatterns?: string[];
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
  | 'disk' // the private work area was full when the program ended (diskKb), or its kept files could not be copied back (fileError)
  | 'error'; // the launcher itself failed: a system error, never the program's fault

export interface BoxResult {
  verdict: BoxVerdict;
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  /** the program's own peak memory: the cgroup's peak less its file pages, at least its largest RSS */
  memoryKb: number;
  /** with the 'disk' verdict: the cap of the work area it filled, KB */
  diskKb?: number;
  /**
   * with the 'disk' verdict: a kept file of the program could not be copied back, which and why
   * (say one it left leased through a descriptor in flight); the program's fault, as a full area is
   */
  fileError?: string;
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
