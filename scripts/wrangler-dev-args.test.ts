import { describe, expect, it } from 'vitest';
import { wranglerDevArgs } from './wrangler-dev-args';

const logLevel = (args: string[]) => args[args.indexOf('--log-level') + 1];

describe('wrangler dev arguments', () => {
  it('lets the Worker console.log through for a stack on the console, so the dev mailbox e-mails are printed', () => {
    const args = wranglerDevArgs({ persistTo: '.wrangler/state', port: 8787, log: 'inherit' });
    // Wrangler prints the Worker's console.log at its "log" level: "warn", "error" or "none" hide it.
    expect(['debug', 'info', 'log']).toContain(logLevel(args));
    expect(args.slice(0, 4)).toEqual(['dev', '--env', 'local', '--port']);
    expect(args).toContain('8787');
  });

  it('keeps a quiet stack (browser tests, benchmarks) at warnings', () => {
    expect(logLevel(wranglerDevArgs({ persistTo: '/tmp/x', port: 9100, log: 'quiet' }))).toBe('warn');
  });

  it('moves the inspector off 9229 when asked, so two stacks can run side by side', () => {
    const args = wranglerDevArgs({ persistTo: '/tmp/x', port: 9100, log: 'quiet', inspectorPort: 9333 });
    expect(args[args.indexOf('--inspector-port') + 1]).toBe('9333');
    expect(wranglerDevArgs({ persistTo: '/tmp/x', port: 9100, log: 'inherit' })).not.toContain('--inspector-port');
  });
});
