/**
 * How `wrangler dev` is started where it still runs (BENCH_HOST=wrangler, the judge's fault tests),
 * kept apart from stack.ts so it can be tested without starting anything.
 */

/** Where wrangler dev's output goes: to this console (`npm start`) or only kept for errors (tests, benchmarks). */
export type StackLog = 'inherit' | 'quiet';

/**
 * Wrangler prints the Worker's console.log at its "log" level, so a stack on this console must run at
 * "log" or below, or the dev mailbox's e-mails (registration codes, reset links) never reach it. A
 * quiet stack (tests, benchmarks) runs at "warn".
 */
export function wranglerLogLevel(log: StackLog): 'log' | 'warn' {
  return log === 'inherit' ? 'log' : 'warn';
}

/**
 * `inspectorPort` moves wrangler's devtools inspector off its default 9229, which a second stack on
 * the same machine (another checkout's tests, a running `npm start`) may already hold: workerd then
 * fails to bind it and the stack does not start.
 */
export function wranglerDevArgs(options: { persistTo: string; port: number; log: StackLog; inspectorPort?: number }): string[] {
  return [
    'dev',
    '--env',
    'local',
    '--port',
    String(options.port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    options.persistTo,
    '--show-interactive-dev-session=false',
    '--log-level',
    wranglerLogLevel(options.log),
    ...(options.inspectorPort === undefined ? [] : ['--inspector-port', String(options.inspectorPort)]),
  ];
}
