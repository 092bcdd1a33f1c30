import { describe, expect, it } from 'vitest';
import { importFleetKey, priorityOfSubmission, SIGNATURE_HEADERS, signRequest, verifyRequest } from './judge';

describe('judge request signing', () => {
  it('accepts its own signature and refuses any change', async () => {
    const signKey = await importFleetKey('fleet-secret-0123456789abcdef', 'sign');
    const verifyKey = await importFleetKey('fleet-secret-0123456789abcdef', 'verify');
    const headers = await signRequest('local', signKey, 'POST', '/api/internal/judge/callback', '{"a":1}', 1000);
    const ts = headers[SIGNATURE_HEADERS.timestamp]!;
    const sig = headers[SIGNATURE_HEADERS.signature]!;
    expect(await verifyRequest(verifyKey, 'POST', '/api/internal/judge/callback', '{"a":1}', ts, sig, 1010)).toBe(true);
    expect(await verifyRequest(verifyKey, 'POST', '/api/internal/judge/callback', '{"a":2}', ts, sig, 1010)).toBe(false);
    expect(await verifyRequest(verifyKey, 'POST', '/api/internal/judge/other', '{"a":1}', ts, sig, 1010)).toBe(false);
    expect(await verifyRequest(verifyKey, 'GET', '/api/internal/judge/callback', '{"a":1}', ts, sig, 1010)).toBe(false);
  });

  it('refuses a stale or future timestamp and a foreign key', async () => {
    const signKey = await importFleetKey('fleet-secret-0123456789abcdef', 'sign');
    const verifyKey = await importFleetKey('fleet-secret-0123456789abcdef', 'verify');
    const headers = await signRequest('local', signKey, 'POST', '/p', 'x', 1000);
    const ts = headers[SIGNATURE_HEADERS.timestamp]!;
    const sig = headers[SIGNATURE_HEADERS.signature]!;
    expect(await verifyRequest(verifyKey, 'POST', '/p', 'x', ts, sig, 1301)).toBe(false);
    expect(await verifyRequest(verifyKey, 'POST', '/p', 'x', ts, sig, 699)).toBe(false);
    const otherKey = await importFleetKey('another-fleet-secret-xxxxxxxxxx', 'verify');
    expect(await verifyRequest(otherKey, 'POST', '/p', 'x', ts, sig, 1000)).toBe(false);
    expect(await verifyRequest(verifyKey, 'POST', '/p', 'x', ts, 'zz', 1000)).toBe(false);
  });
});

describe('priorityOfSubmission', () => {
  it('puts a submission made in a contest (cid > 0) on the contest queue, any other on the practice queue', () => {
    expect(priorityOfSubmission(3)).toBe('contest');
    expect(priorityOfSubmission(0)).toBe('practice');
    expect(priorityOfSubmission(null)).toBe('practice');
    expect(priorityOfSubmission(undefined)).toBe('practice');
  });
});
