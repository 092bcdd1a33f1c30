import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_PUSH_CRON } from '../contract/rules/community';
import { msToNextHour, startHourlyPush } from './hourly-push';

describe('msToNextHour', () => {
  it('waits until the next top of the hour, a full hour when on one', () => {
    const nine = Date.UTC(2026, 10, 25, 9);
    expect(msToNextHour(nine)).toBe(3_600_000);
    expect(msToNextHour(nine + 1)).toBe(3_599_999);
    expect(msToNextHour(nine + 59 * 60_000 + 30_000)).toBe(30_000);
  });
});

describe('startHourlyPush', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls the local push endpoint at each top of the hour and keeps going after a failure', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 9, 59, 0) });
    const calls: string[] = [];
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (fail) return Promise.reject(new Error('connection refused'));
        return Promise.resolve(new Response(JSON.stringify({ status: 200, msg: 'success', data: { pushed: 2 } })));
      }),
    );
    const lines: string[] = [];
    const push = startHourlyPush('http://127.0.0.1:9999', (l) => lines.push(l));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(['POST http://127.0.0.1:9999/api/dev/push-notices']);
    expect(lines).toEqual(['Hourly push failed (connection refused); trying again next hour.']);
    fail = false;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls).toHaveLength(2);
    expect(lines[1]).toBe('Hourly push: 2 system notifications pushed.');
    push.stop();
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    expect(calls).toHaveLength(2);
  });
});

describe('wrangler.toml', () => {
  it('keeps the daily sweep and adds the hourly push to the deployed cron triggers', () => {
    const crons = /^crons = \[(.*)\]$/m.exec(readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8'))?.[1];
    expect(crons?.split(',').map((c) => c.trim().replaceAll('"', ''))).toEqual(['17 3 * * *', NOTICE_PUSH_CRON]);
  });
});
