import { describe, expect, it } from 'vitest';
import { DEFAULT_UID_BASE } from '../sandbox/launcher';
import { configFromEnv } from './config';

const BASE_ENV = { JUDGE_WORKER_URL: 'http://127.0.0.1:8787/', JUDGE_FLEET: 'local', JUDGE_FLEET_KEY: 'k', JUDGE_QUEUE_TOKEN: 't' };

describe('runner config', () => {
  it('takes the box uid range from JUDGE_BOX_UID_BASE, so two runners on one host keep apart', () => {
    expect(configFromEnv(BASE_ENV).boxUidBase).toBe(DEFAULT_UID_BASE);
    expect(configFromEnv({ ...BASE_ENV, JUDGE_BOX_UID_BASE: '61000' }).boxUidBase).toBe(61000);
  });

  it('reaches the local queue emulator through the Worker unless a queue URL is given', () => {
    expect(configFromEnv(BASE_ENV).queueUrl).toMatch(/^http:\/\/127\.0\.0\.1:8787\/api\//);
  });
});
