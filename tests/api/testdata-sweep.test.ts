import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../contract/judge';
import { database } from '../../worker/db/client';
import { storeTestdata, TESTDATA_PREFIX } from '../../worker/problems/testcase-zip-store';
import { SWEEP_GRACE_MS, sweepTestdata } from '../../worker/problems/testdata-sweep';
import { insertProblem } from './problems-support';
import { signUp, uidOf } from './support';

/** The daily sweep of test files no case and no pending zip upload refers to. */

const stored = async (text: string) => (await env.FILES.head(TESTDATA_PREFIX + (await sha256Hex(text)))) !== null;

async function caseWith(pid: number, idx: number, inputHash: string, outputHash: string) {
  await env.DB.prepare('INSERT INTO problem_cases (pid, idx, input_hash, output_hash, input_name, output_name, score) VALUES (?, ?, ?, ?, ?, ?, 0)').bind(pid, idx, inputHash, outputHash, `${idx}.in`, `${idx}.out`).run();
}

describe('sweepTestdata', () => {
  it('deletes only old files that no case and no pending upload uses', async () => {
    const [used, shared, pending, unused] = await Promise.all(['used input', 'shared output', 'pending upload', 'nobody'].map((t) => storeTestdata(env.FILES, t)));
    const kept = await insertProblem({ cases: [] });
    const deleted = await insertProblem({ cases: [] });
    await caseWith(kept.pid, 1, used!.hash, shared!.hash);
    await caseWith(deleted.pid, 1, unused!.hash, shared!.hash);
    const uploader = await signUp();
    await env.DB.prepare('INSERT INTO testcase_uploads (id, uid, files) VALUES (?, ?, ?)').bind(crypto.randomUUID(), await uidOf(uploader.username), JSON.stringify([{ inputHash: pending!.hash, outputHash: used!.hash }])).run();
    // The problem using `nobody` goes; its shared output stays in use by the other one.
    await env.DB.prepare('DELETE FROM problems WHERE id = ?').bind(deleted.pid).run();

    // Young files are never taken, used or not: a save may be about to refer to them.
    expect((await sweepTestdata(database(env), env.FILES)).deleted).toBe(0);
    expect(await stored('nobody')).toBe(true);

    const later = Date.now() + SWEEP_GRACE_MS + 60_000;
    const result = await sweepTestdata(database(env), env.FILES, later);
    expect(result.deleted).toBe(1);
    expect(result.scanned).toBeGreaterThanOrEqual(4);
    expect(await stored('nobody')).toBe(false);
    for (const text of ['used input', 'shared output', 'pending upload']) expect(await stored(text), text).toBe(true);
  });

  it('pages through more files than one listing returns', async () => {
    const texts = Array.from({ length: 1005 }, (_, i) => `orphan ${i}`);
    for (const text of texts) await storeTestdata(env.FILES, text);
    const result = await sweepTestdata(database(env), env.FILES, Date.now() + SWEEP_GRACE_MS + 60_000);
    expect(result.deleted).toBeGreaterThanOrEqual(1005);
    expect(await stored('orphan 0')).toBe(false);
    expect(await stored('orphan 1004')).toBe(false);
    // A thousand R2 writes take seconds on a busy two-core machine.
  }, 60_000);
});
