import { describe, expect, it } from 'vitest';
import { ancestorsToWatch, type ProcessInfo } from './reaper';

/** A process table: pid → [ppid, pgid, argv]. */
function table(rows: Record<number, [number, number, string[]]>): (pid: number) => ProcessInfo | undefined {
  return (pid) => {
    const row = rows[pid];
    return row && { ppid: row[0], pgid: row[1], startTime: `t${pid}`, argv: row[2] };
  };
}

describe('which processes end the stack when they die', () => {
  it('under npm start: tsx, sh and npm (named by its title) in the job, not the shell above', () => {
    const read = table({
      100: [1, 100, ['bash']],
      200: [100, 200, ['npm start']],
      210: [200, 200, ['sh', '-c', 'tsx scripts/start.ts']],
      220: [210, 200, ['node', '/repo/node_modules/.bin/tsx', 'scripts/start.ts']],
      230: [220, 200, ['/repo/node_modules/node/bin/node', '--import', 'loader.mjs', 'scripts/start.ts']],
    });
    expect(ancestorsToWatch(230, read)).toEqual([
      { pid: 220, startTime: 't220' },
      { pid: 210, startTime: 't210' },
      { pid: 200, startTime: 't200' },
    ]);
  });

  it('finds npm by its script too (npx, or npm before it renames itself)', () => {
    const read = table({
      300: [1, 300, ['node', '/usr/lib/node_modules/npm/bin/npx-cli.js', 'tsx', 'scripts/start.ts']],
      310: [300, 300, ['node', 'tsx', 'scripts/start.ts']],
      320: [310, 300, ['node', 'scripts/start.ts']],
    });
    expect(ancestorsToWatch(320, read).map((w) => w.pid)).toEqual([310, 300]);
  });

  it('without npm in its job, only its parent; never a process outside its job or init', () => {
    const read = table({
      400: [1, 400, ['bash', 'ci.sh']],
      410: [400, 400, ['node', 'tsx', 'scripts/start.ts']],
      420: [410, 400, ['node', 'scripts/start.ts']],
      500: [1, 500, ['vitest']],
      510: [500, 510, ['node', 'scripts/start.ts']],
    });
    expect(ancestorsToWatch(420, read).map((w) => w.pid)).toEqual([410]);
    expect(ancestorsToWatch(510, read).map((w) => w.pid)).toEqual([500]);
    expect(ancestorsToWatch(999, read)).toEqual([]);
  });
});
