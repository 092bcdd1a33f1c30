import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImageCaptcha } from '../../contract/api/accounts';
import type { SubmissionView } from '../../contract/api/submissions';
import { SUBMIT_CAPTCHA_AFTER } from '../../worker/submissions/submit-captcha';
import { RATE_RULES } from '../../worker/lib/rate-limit';
import { announceLanguages, insertProblem, signUpAs } from './problems-support';
import { call, expectOk, expectRefused, uidOf } from './support';

/** The captcha the submit call asks for after a burst of submissions (its own file: the queue fills up). */

let pid = 0;

beforeAll(async () => {
  await announceLanguages(['C++']);
  pid = (await insertProblem()).pid;
});

/**
 * Sets the caller's submissions in the current rate window to `count`, so the next submission is
 * number count + 1; waits out a window about to end so the count cannot roll over mid-test.
 */
async function submittedInWindow(username: string, count: number): Promise<void> {
  const { name, windowSeconds } = RATE_RULES.submitPerUser;
  let now = Math.floor(Date.now() / 1000);
  if (windowSeconds - (now % windowSeconds) < 5) {
    await new Promise((r) => setTimeout(r, (windowSeconds - (now % windowSeconds) + 1) * 1000));
    now = Math.floor(Date.now() / 1000);
  }
  const windowStart = now - (now % windowSeconds);
  await env.DB.prepare('INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)').bind(`${name}:${await uidOf(username)}`, windowStart, count).run();
}

async function newCaptcha(): Promise<{ captchaKey: string; answer: string }> {
  const { captchaKey } = expectOk(await call<ImageCaptcha>('GET', '/api/captcha'));
  const row = await env.DB.prepare('SELECT answer FROM captchas WHERE key = ?').bind(captchaKey).first<{ answer: string }>();
  return { captchaKey, answer: row!.answer };
}

const submit = (token: string, extra: Record<string, unknown> = {}) =>
  call<SubmissionView>('POST', '/api/submit-problem-judge', { token, body: { pid, language: 'C++', code: 'int main(){}', ...extra } });

// A test may first wait out the end of a rate window (up to 6 s), so it gets more than vitest's 5 s.
describe('captcha on submit', { timeout: 20_000 }, () => {
  it(`is not asked for up to the ${SUBMIT_CAPTCHA_AFTER}th submission of a window`, async () => {
    const user = await signUpAs('user');
    await submittedInWindow(user.username, SUBMIT_CAPTCHA_AFTER - 1);
    expectOk(await submit(user.token));
  });

  it('is asked for after that, refuses a wrong or reused answer, and accepts a fresh right one', async () => {
    const user = await signUpAs('user');
    await submittedInWindow(user.username, SUBMIT_CAPTCHA_AFTER);
    const missing = await submit(user.token);
    expectRefused(missing, 400, 'Captcha_Check_Required');
    expect(missing.body.data).toEqual({ captchaRequired: true });

    const wrong = await newCaptcha();
    const refused = await submit(user.token, { captchaKey: wrong.captchaKey, captcha: wrong.answer === '0000' ? '1111' : '0000' });
    expectRefused(refused, 400, 'The captcha is wrong or has expired');
    expect(refused.body.data).toEqual({ captchaRequired: true });
    // One try per picture: the right answer no longer opens it.
    expectRefused(await submit(user.token, { captchaKey: wrong.captchaKey, captcha: wrong.answer }), 400, 'The captcha is wrong or has expired');

    const right = await newCaptcha();
    const accepted = expectOk(await submit(user.token, { captchaKey: right.captchaKey, captcha: ` ${right.answer} ` }));
    expect(accepted.submitId).toBeGreaterThan(0);
    // A key alone or an answer alone is not an answer.
    expectRefused(await submit(user.token, { captchaKey: right.captchaKey }), 400, 'Captcha_Check_Required');
    expectRefused(await submit(user.token, { captcha: right.answer }), 400, 'Captcha_Check_Required');
  });

  it('no submission is stored while the captcha is missing', async () => {
    const user = await signUpAs('user');
    await submittedInWindow(user.username, SUBMIT_CAPTCHA_AFTER);
    expectRefused(await submit(user.token), 400, 'Captcha_Check_Required');
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM submissions WHERE uid = ?').bind(await uidOf(user.username)).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('is never asked of admins, and the hard rate limit still applies to everyone', async () => {
    const admin = await signUpAs('admin');
    await submittedInWindow(admin.username, SUBMIT_CAPTCHA_AFTER + 5);
    expectOk(await submit(admin.token));
    const user = await signUpAs('user');
    await submittedInWindow(user.username, RATE_RULES.submitPerUser.limit);
    const { captchaKey, answer } = await newCaptcha();
    expectRefused(await submit(user.token, { captchaKey, captcha: answer }), 429, /^Too many requests, please try again in \d+ seconds$/);
  });

  it('validates the captcha fields', async () => {
    const user = await signUpAs('user');
    expectRefused(await submit(user.token, { captcha: '123456789' }), 400, 'captcha is too long');
    expectRefused(await submit(user.token, { captchaKey: 'k'.repeat(65) }), 400, 'captchaKey is too long');
  });
});
