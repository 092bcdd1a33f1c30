import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './local-env';
import { logRequestsFromEnv, portFromEnv, stateDirFromEnv } from './start-options';

describe('PORT', () => {
  it('is 8787 unless PORT says otherwise', () => {
    expect(portFromEnv({})).toBe(8787);
    expect(portFromEnv({ PORT: '' })).toBe(8787);
    expect(portFromEnv({ PORT: '9000' })).toBe(9000);
  });

  it('refuses what is not a port', () => {
    expect(() => portFromEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => portFromEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => portFromEnv({ PORT: '0' })).toThrow(/PORT/);
  });
});

describe('STATE_DIR', () => {
  it('is .wrangler/state of the checkout unless STATE_DIR names another folder, relative to where npm start runs', () => {
    expect(stateDirFromEnv({})).toBe(path.join(ROOT, '.wrangler', 'state'));
    expect(stateDirFromEnv({ STATE_DIR: ' ' })).toBe(path.join(ROOT, '.wrangler', 'state'));
    expect(stateDirFromEnv({ STATE_DIR: '/tmp/hoj' })).toBe('/tmp/hoj');
    expect(stateDirFromEnv({ STATE_DIR: 'demo' }, '/home/me')).toBe('/home/me/demo');
  });
});

describe('LOG_REQUESTS', () => {
  it('prints every request only when asked', () => {
    expect(logRequestsFromEnv({})).toBe(false);
    for (const off of ['', '0', 'false', 'no']) expect(logRequestsFromEnv({ LOG_REQUESTS: off })).toBe(false);
    for (const on of ['1', 'true', 'yes']) expect(logRequestsFromEnv({ LOG_REQUESTS: on })).toBe(true);
  });
});
