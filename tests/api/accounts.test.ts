import { env } from 'cloudflare:workers';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AuthInfo, CheckUsernameOrEmailResult, ImageCaptcha, LoginRefusal, SlideCaptcha, UserInfo } from '../../contract/api/accounts';
import type { SiteSwitches } from '../../contract/api/config';
import { signToken } from '../../worker/lib/token';
import {
  buildRequest,
  call,
  captchaAnswer,
  dispatch,
  expectOk,
  expectRefused,
  freshIp,
  latestCode,
  login,
  mailbox,
  makeRoot,
  mintToken,
  nowSeconds,
  registerUser,
  request,
  signUp,
  tokenClaims,
  uniqueName,
} from './support';

const WRONG_CODE_MSG = 'The code is wrong or has expired, please ask for a new one';

/** A 6-digit code that is certainly not `code`. */
function otherCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
}

/** Moves the clock the Worker reads (it shares this isolate's Date) forward, for the rest of the test. */
function travel(seconds: number): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

function waitSeconds(msg: string): number {
  const match = msg.match(/(\d+) seconds/);
  if (!match) throw new Error(`no wait in "${msg}"`);
  return Number(match[1]);
}

describe('register', () => {
  it('creates an account with the e-mailed code, which then logs in as a plain user', async () => {
    const email = `${uniqueName('reg')}@example.test`;
    const sent = await call<{ email: string; expire: number }>('GET', '/api/get-register-code', { query: { email } });
    expect(expectOk(sent)).toEqual({ email, expire: 600 });
    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe('Your registration code');
    const code = await latestCode(email);

    const username = uniqueName('Reg');
    const done = await call('POST', '/api/register', { body: { username, password: 'secret-pass1', email, code } });
    expectOk(done);
    const { token, user } = await login(username, 'secret-pass1');
    expect(user.username).toBe(username);
    expect(user.email).toBe(email);
    expect(user.roleList).toEqual(['user']);
    expect(user.isVip).toBe(false);
    expect(token.length).toBeGreaterThan(20);

    // The code was used up.
    const again = await call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email: `x${email}`, code } });
    expectRefused(again, 400, WRONG_CODE_MSG);
  });

  it('refuses a wrong code, then still takes the right one', async () => {
    const email = `${uniqueName('wc')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const code = await latestCode(email);
    const body = { username: uniqueName(), password: 'secret-pass1', email };
    expectRefused(await call('POST', '/api/register', { body: { ...body, code: otherCode(code) } }), 400, WRONG_CODE_MSG);
    expectRefused(await call('POST', '/api/login', { body: { username: body.username, password: body.password } }), 400);
    expectOk(await call('POST', '/api/register', { body: { ...body, code } }));
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const email = `${uniqueName('x5')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const code = await latestCode(email);
    const body = { username: uniqueName(), password: 'secret-pass1', email };
    for (let i = 0; i < 5; i++) {
      expectRefused(await call('POST', '/api/register', { body: { ...body, code: otherCode(code) } }), 400, WRONG_CODE_MSG);
    }
    expectRefused(await call('POST', '/api/register', { body: { ...body, code } }), 400, WRONG_CODE_MSG);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?').bind(email).first('n')).toBe(0);
  });

  it('compares at most 5 guesses even when they arrive all at once', async () => {
    const email = `${uniqueName('burst')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const code = await latestCode(email);
    const wrong = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(
      [...wrong, code].map((guess) => call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email, code: guess } })),
    );
    for (const result of results) expectRefused(result, 400, WRONG_CODE_MSG);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?').bind(email).first('n')).toBe(0);
  });

  it('refuses a second code within 60 s with 429 and says how long to wait', async () => {
    const email = `${uniqueName('rs')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const again = await call('GET', '/api/get-register-code', { query: { email } });
    expectRefused(again, 429, /^Please wait \d+ seconds before asking for another code$/);
    const wait = waitSeconds(again.body.msg);
    expect(wait).toBeGreaterThanOrEqual(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await mailbox(email)).toHaveLength(1);
  });

  it('sends a new code once 60 s have passed, and only the new one works', async () => {
    const email = `${uniqueName('re')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const first = await latestCode(email);
    travel(61);
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    expect(await mailbox(email)).toHaveLength(2);
    const second = await latestCode(email);
    const body = { username: uniqueName(), password: 'secret-pass1', email };
    if (first !== second) expectRefused(await call('POST', '/api/register', { body: { ...body, code: first } }), 400, WRONG_CODE_MSG);
    expectOk(await call('POST', '/api/register', { body: { ...body, code: second } }));
  });

  it('lets a code expire after 10 minutes', async () => {
    const email = `${uniqueName('ex')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const code = await latestCode(email);
    travel(601);
    expectRefused(await call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email, code } }), 400, WRONG_CODE_MSG);
  });

  it('keeps usernames unique regardless of letter case', async () => {
    const taken = await registerUser({ username: uniqueName('Case') });
    const email = `${uniqueName('cs')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const code = await latestCode(email);
    for (const username of [taken.username, taken.username.toUpperCase(), taken.username.toLowerCase(), ` ${taken.username} `]) {
      expectRefused(await call('POST', '/api/register', { body: { username, password: 'secret-pass1', email, code } }), 400, 'The username already exists');
    }
    // The refusals did not burn the code.
    expectOk(await call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email, code } }));
  });

  it('keeps e-mail addresses unique regardless of letter case', async () => {
    const taken = await registerUser();
    const codeRequest = await call('GET', '/api/get-register-code', { query: { email: taken.email.toUpperCase() } });
    expectRefused(codeRequest, 400, 'The email already exists');
    const register = await call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email: taken.email, code: '123456' } });
    expectRefused(register, 400, 'The email already exists');
  });

  it('lets only one of two simultaneous registrations of a name through, without a server error', async () => {
    const username = uniqueName('Race');
    const emails = [`${uniqueName('ra')}@example.test`, `${uniqueName('rb')}@example.test`];
    const codes: string[] = [];
    for (const email of emails) {
      expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
      codes.push(await latestCode(email));
    }
    const results = await Promise.all(
      emails.map((email, i) => call('POST', '/api/register', { body: { username: i === 0 ? username : username.toUpperCase(), password: 'secret-pass1', email, code: codes[i] } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, results.find((r) => r.status !== 200)?.status]);
    const refused = results.find((r) => r.status !== 200);
    expect([400, 409]).toContain(refused?.status);
    // The loser meets either the name check (400) or, in the race, the unique index (409).
    expect(refused?.body.msg).toMatch(/^The username (or email )?already exists$/);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users WHERE username_key = ?').bind(username.toLowerCase()).first('n')).toBe(1);
  });

  it('validates the form with messages naming the field', async () => {
    const body = { username: uniqueName(), password: 'secret-pass1', email: 'ok@example.test', code: '123456' };
    expectRefused(await call('POST', '/api/register', { body: { ...body, code: '12345' } }), 400, 'code must be exactly 6 characters');
    expectRefused(await call('POST', '/api/register', { body: { ...body, password: '12345' } }), 400, 'password must be 6 to 20 characters');
    expectRefused(await call('POST', '/api/register', { body: { ...body, password: 'x'.repeat(21) } }), 400, 'password must be 6 to 20 characters');
    expectRefused(await call('POST', '/api/register', { body: { ...body, username: 'x'.repeat(21) } }), 400, 'username must be at most 20 characters');
    expectRefused(await call('POST', '/api/register', { body: { ...body, username: '   ' } }), 400, 'username is required');
    expectRefused(await call('POST', '/api/register', { body: { ...body, email: 'not-an-address' } }), 400, 'email is not a valid address');
    expectRefused(await call('POST', '/api/register', { body: { password: 'secret-pass1', email: 'ok@example.test', code: '123456' } }), 400, 'username is required');
    expectRefused(await call('GET', '/api/get-register-code', { query: { email: 'nope' } }), 400, 'email is not a valid address');
    expectRefused(await call('GET', '/api/get-register-code'), 400, 'email is required');
  });

  it('is closed (403) while the register switch is off', async () => {
    const root = await signUp();
    await makeRoot(root.username);
    const email = `${uniqueName('off')}@example.test`;
    expectOk(await call('GET', '/api/get-register-code', { query: { email } }));
    const code = await latestCode(email);
    expectOk(await call<SiteSwitches>('PUT', '/api/admin/switch/update', { token: root.token, body: { register: false } }));
    try {
      const config = expectOk(await call<{ register: boolean }>('GET', '/api/get-website-config'));
      expect(config.register).toBe(false);
      expectRefused(await call('GET', '/api/get-register-code', { query: { email: `${uniqueName('off')}@example.test` } }), 403, 'Registration is closed on this site');
      expectRefused(await call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email, code } }), 403, 'Registration is closed on this site');
    } finally {
      expectOk(await call('PUT', '/api/admin/switch/update', { token: root.token, body: { register: true } }));
    }
    expectOk(await call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email, code } }));
  });
});

describe('check-username-or-email', () => {
  it('tells a taken username (any case) and address from free ones', async () => {
    const taken = await registerUser({ username: uniqueName('Chk') });
    const both = await call<CheckUsernameOrEmailResult>('POST', '/api/check-username-or-email', {
      body: { username: taken.username.toUpperCase(), email: taken.email.toUpperCase() },
    });
    expect(expectOk(both)).toEqual({ username: true, email: true });
    const free = await call<CheckUsernameOrEmailResult>('POST', '/api/check-username-or-email', {
      body: { username: uniqueName(), email: `${uniqueName()}@example.test` },
    });
    expect(expectOk(free)).toEqual({ username: false, email: false });
    const onlyName = await call<CheckUsernameOrEmailResult>('POST', '/api/check-username-or-email', { body: { username: taken.username } });
    expect(expectOk(onlyName)).toEqual({ username: true, email: false });
    expectRefused(await call('POST', '/api/check-username-or-email', { body: { username: 'x'.repeat(21) } }), 400, 'username must be at most 20 characters');
  });
});

describe('login', () => {
  it('puts the token in the Authorization header and the user in data', async () => {
    const account = await registerUser();
    const result = await call<UserInfo>('POST', '/api/login', { body: { username: account.username, password: account.password } });
    const user = expectOk(result);
    expect(result.body.msg).toBe('Welcome back~');
    const token = result.headers.get('Authorization');
    expect(token).toBeTruthy();
    expect(result.headers.get('Access-Control-Expose-Headers')).toContain('Authorization');
    expect(user).toMatchObject({ username: account.username, email: account.email, roleList: ['user'], isVip: false, gender: 'secrecy' });
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    const auth = expectOk(await call<AuthInfo>('GET', '/api/get-user-auth-info', { token }));
    expect(auth.roles).toEqual(['user']);
  });

  it('takes the username in any letter case', async () => {
    const account = await registerUser({ username: uniqueName('Mixed') });
    const { user } = await login(account.username.toUpperCase(), account.password);
    expect(user.username).toBe(account.username);
  });

  it('refuses an unknown user like a wrong password', async () => {
    const result = await call<LoginRefusal>('POST', '/api/login', { body: { username: uniqueName(), password: 'secret-pass1' } });
    expectRefused(result, 400, 'The username or password is incorrect');
    expect(result.body.data).toEqual({ needSlideVerify: false });
    expect(result.headers.get('Authorization')).toBeNull();
  });

  it('asks for the slide puzzle from the 5th failure on, and a solved puzzle plus the password lets the user in', async () => {
    const account = await registerUser();
    const attempt = (body: Record<string, unknown>) => call<LoginRefusal>('POST', '/api/login', { body: { username: account.username, ...body } });

    for (let failure = 1; failure <= 5; failure++) {
      const result = await attempt({ password: 'wrong-password' });
      expectRefused(result, 400, 'The username or password is incorrect');
      expect(result.body.data, `failure ${failure}`).toEqual({ needSlideVerify: failure >= 5 });
    }

    // The right password alone no longer does.
    const noPuzzle = await attempt({ password: account.password });
    expectRefused(noPuzzle, 400, 'Please complete the slide verification first');
    expect(noPuzzle.body.data).toEqual({ needSlideVerify: true });
    expect(noPuzzle.headers.get('Authorization')).toBeNull();

    // A puzzle solved outside the tolerance of 3 pixels fails, and its key is gone after one try.
    const puzzle = expectOk(await call<SlideCaptcha>('GET', '/api/slide-captcha'));
    expect(puzzle).toMatchObject({ width: 325, height: 100 });
    expect(puzzle.background).toMatch(/^data:image\//);
    expect(puzzle.piece).toMatch(/^data:image\//);
    const answer = Number(await captchaAnswer(puzzle.captchaKey));
    const wrongOffset = await attempt({ password: account.password, slideCaptchaKey: puzzle.captchaKey, slideOffset: answer + 4 });
    expectRefused(wrongOffset, 400, 'The slide verification failed, please try again');
    expect(wrongOffset.body.data).toEqual({ needSlideVerify: true });
    const reused = await attempt({ password: account.password, slideCaptchaKey: puzzle.captchaKey, slideOffset: answer });
    expectRefused(reused, 400, 'The slide verification failed, please try again');

    // An unknown key fails too.
    expectRefused(await attempt({ password: account.password, slideCaptchaKey: 'no-such-key', slideOffset: answer }), 400, 'The slide verification failed, please try again');

    // A solved puzzle with a wrong password is still a failure, and uses the puzzle up.
    const solvedWrong = expectOk(await call<SlideCaptcha>('GET', '/api/slide-captcha'));
    const solvedWrongAnswer = Number(await captchaAnswer(solvedWrong.captchaKey));
    const wrongPassword = await attempt({ password: 'wrong-password', slideCaptchaKey: solvedWrong.captchaKey, slideOffset: solvedWrongAnswer });
    expectRefused(wrongPassword, 400, 'The username or password is incorrect');
    expect(wrongPassword.body.data).toEqual({ needSlideVerify: true });
    expectRefused(await attempt({ password: account.password, slideCaptchaKey: solvedWrong.captchaKey, slideOffset: solvedWrongAnswer }), 400, 'The slide verification failed, please try again');

    // Within ±3 pixels and the right password: in.
    const good = expectOk(await call<SlideCaptcha>('GET', '/api/slide-captcha'));
    const goodAnswer = Number(await captchaAnswer(good.captchaKey));
    const success = await attempt({ password: account.password, slideCaptchaKey: good.captchaKey, slideOffset: goodAnswer - 3 });
    expectOk(success);
    expect(success.headers.get('Authorization')).toBeTruthy();

    // The success reset the counter: the next failure is the first again, and no puzzle is needed.
    const afterReset = await attempt({ password: 'wrong-password' });
    expect(afterReset.body.data).toEqual({ needSlideVerify: false });
    expectOk(await attempt({ password: account.password }));
  });

  it('does not let a burst of parallel guesses skip the puzzle', async () => {
    const account = await registerUser();
    const passwords = [...Array.from({ length: 10 }, () => 'wrong-password'), account.password];
    const results = await Promise.all(passwords.map((password) => call<LoginRefusal>('POST', '/api/login', { body: { username: account.username, password } })));
    expect(results.at(-1)?.body.msg).toBe('Please complete the slide verification first');
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(results.filter((r) => r.body.msg === 'The username or password is incorrect')).toHaveLength(5);
  });

  it('counts failures per username, in any letter case', async () => {
    const account = await registerUser({ username: uniqueName('Cnt') });
    for (let i = 0; i < 5; i++) {
      const name = i % 2 === 0 ? account.username.toUpperCase() : account.username.toLowerCase();
      await call('POST', '/api/login', { body: { username: name, password: 'wrong-password' } });
    }
    const result = await call<LoginRefusal>('POST', '/api/login', { body: { username: account.username, password: account.password } });
    expectRefused(result, 400, 'Please complete the slide verification first');
    // Someone else's failures do not touch this account.
    const other = await registerUser();
    expectOk(await call('POST', '/api/login', { body: { username: other.username, password: other.password } }));
  });

  it('refuses a disabled account, and its live sessions stop working', async () => {
    const account = await signUp();
    await env.DB.prepare('UPDATE users SET status = 1 WHERE id = ?').bind(account.user.uid).run();
    expectRefused(await call('POST', '/api/login', { body: { username: account.username, password: account.password } }), 403, 'This account has been disabled, please contact the administrator');
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: account.token }), 401);
  });

  it('validates the form', async () => {
    expectRefused(await call('POST', '/api/login', { body: { password: 'secret-pass1' } }), 400, 'username is required');
    expectRefused(await call('POST', '/api/login', { body: { username: 'someone' } }), 400, 'password is required');
    // Login takes up to 25 characters, the length of admin-generated passwords.
    expectRefused(await call('POST', '/api/login', { body: { username: 'someone', password: '12345' } }), 400, 'password must be 6 to 25 characters');
    expectRefused(await call('POST', '/api/login', { body: { username: 'someone', password: 'x'.repeat(26) } }), 400, 'password must be 6 to 25 characters');
    expectRefused(await call('POST', '/api/login', { body: { username: 'x'.repeat(21), password: '123456' } }), 400, 'username must be at most 20 characters');
    expectRefused(await call('POST', '/api/login', { body: '{"username":', headers: { 'Content-Type': 'application/json' } }), 400, 'The request body is not valid JSON');
  });
});

describe('session', () => {
  it('get-user-auth-info answers the roles of a new account and 401 without a token', async () => {
    const account = await signUp();
    const info = expectOk(await call<AuthInfo>('GET', '/api/get-user-auth-info', { token: account.token }));
    expect(info).toEqual({ roles: ['user'], permissions: [] });
    expectOk(await call('GET', '/api/get-user-auth-info', { token: `Bearer ${account.token}` }));
    expectRefused(await call('GET', '/api/get-user-auth-info'), 401, 'Please login first!');
  });

  it('refuses a forged token and one signed with another secret', async () => {
    const account = await signUp();
    const other = await signUp();
    const [header, , signature] = account.token.split('.');
    const claims = tokenClaims(account.token);
    const forgedPayload = btoa(JSON.stringify({ ...claims, sub: other.user.uid })).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: `${header}.${forgedPayload}.${signature}` }), 401);
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: `${header}.${account.token.split('.')[1]}.${signature?.slice(0, -2)}` }), 401);
    const otherSecret = await signToken('some-other-secret-that-is-long-enough-too', claims.sub, claims.sid, nowSeconds());
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: otherSecret }), 401);
    // The same claims under the real secret are fine: it was only the key.
    const realSecret = await signToken(env.JWT_SECRET ?? '', claims.sub, claims.sid, nowSeconds());
    expectOk(await call('GET', '/api/get-user-auth-info', { token: realSecret }));
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: 'not-a-token' }), 401);
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replaceAll('=', '')}.${account.token.split('.')[1]}.`;
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: unsigned }), 401);
  });

  it('refuses an expired token', async () => {
    const account = await registerUser();
    const expired = await mintToken(account.username, nowSeconds() - 25 * 3600);
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: expired }), 401);
  });

  it('logout ends only the session it is called with', async () => {
    const account = await registerUser();
    const first = await login(account.username, account.password);
    const second = await login(account.username, account.password);
    const out = await call('GET', '/api/logout', { token: first.token });
    expectOk(out);
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: first.token }), 401);
    expectRefused(await call('GET', '/api/logout', { token: first.token }), 401);
    expectOk(await call('GET', '/api/get-user-auth-info', { token: second.token }));
    expectRefused(await call('GET', '/api/logout'), 401);
  });

  it('sends a refresh-token header when the token is within 12 h of its end, and not before', async () => {
    const account = await registerUser();
    const old = await mintToken(account.username, nowSeconds() - 13 * 3600);
    const result = await call<AuthInfo>('GET', '/api/get-user-auth-info', { token: old });
    expectOk(result);
    const fresh = result.headers.get('refresh-token');
    expect(fresh).toBeTruthy();
    expect(result.headers.get('Access-Control-Expose-Headers')).toContain('refresh-token');
    const freshClaims = tokenClaims(fresh ?? '');
    expect(freshClaims.sid).toBe(tokenClaims(old).sid);
    expect(freshClaims.exp).toBeGreaterThan(nowSeconds() + 23 * 3600);

    const renewed = await call('GET', '/api/get-user-auth-info', { token: fresh });
    expectOk(renewed);
    expect(renewed.headers.get('refresh-token')).toBeNull();

    const young = await mintToken(account.username, nowSeconds() - 11 * 3600);
    const notYet = await call('GET', '/api/get-user-auth-info', { token: young });
    expectOk(notYet);
    expect(notYet.headers.get('refresh-token')).toBeNull();

    // A refreshed token belongs to the same session: logging it out ends the old one too.
    expectOk(await call('GET', '/api/logout', { token: fresh }));
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: old }), 401);
  });
});

describe('change-password', () => {
  it('refuses a wrong current password and an unchanged one', async () => {
    const account = await signUp();
    const wrong = await call('POST', '/api/change-password', { token: account.token, body: { oldPassword: 'not-my-password', newPassword: 'another-pass1' } });
    expectRefused(wrong, 400, 'The current password is incorrect');
    const same = await call('POST', '/api/change-password', { token: account.token, body: { oldPassword: account.password, newPassword: account.password } });
    expectRefused(same, 400, 'The new password must differ from the current one');
    const short = await call('POST', '/api/change-password', { token: account.token, body: { oldPassword: account.password, newPassword: '12345' } });
    expectRefused(short, 400, 'newPassword must be 6 to 20 characters');
    expectRefused(await call('POST', '/api/change-password', { body: { oldPassword: account.password, newPassword: 'another-pass1' } }), 401);
    await login(account.username, account.password);
  });

  it('keeps the current session, ends the others, and swaps which password logs in', async () => {
    const account = await registerUser();
    const current = await login(account.username, account.password);
    const elsewhere = await login(account.username, account.password);
    const result = await call('POST', '/api/change-password', { token: current.token, body: { oldPassword: account.password, newPassword: 'brand-new-pass' } });
    expectOk(result);
    expectOk(await call('GET', '/api/get-user-auth-info', { token: current.token }));
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: elsewhere.token }), 401);
    await login(account.username, 'brand-new-pass');
    expectRefused(await call('POST', '/api/login', { body: { username: account.username, password: account.password } }), 400, 'The username or password is incorrect');
  });
});

describe('reset password', () => {
  async function solvedCaptcha(): Promise<{ captchaKey: string; captcha: string }> {
    const captcha = expectOk(await call<ImageCaptcha>('GET', '/api/captcha'));
    expect(captcha.img).toMatch(/^data:image\//);
    return { captchaKey: captcha.captchaKey, captcha: await captchaAnswer(captcha.captchaKey) };
  }

  async function latestResetCode(email: string): Promise<string | null> {
    const [mail] = (await mailbox(email)).filter((m) => m.subject === 'Reset your password');
    return resetLink(mail?.text ?? '').searchParams.get('code');
  }

  function resetLink(text: string): URL {
    const link = text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link in "${text}"`);
    return new URL(link);
  }

  it('needs the right captcha, and each captcha works once', async () => {
    const account = await registerUser();
    const { captchaKey, captcha } = await solvedCaptcha();
    const wrongGuess = String((Number(captcha) + 1) % 10000).padStart(4, '0');
    expectRefused(await call('POST', '/api/apply-reset-password', { body: { email: account.email, captchaKey, captcha: wrongGuess } }), 400, 'The captcha is wrong or has expired');
    // One guess per picture: the right answer no longer helps.
    expectRefused(await call('POST', '/api/apply-reset-password', { body: { email: account.email, captchaKey, captcha } }), 400, 'The captcha is wrong or has expired');
    expectRefused(await call('POST', '/api/apply-reset-password', { body: { email: account.email, captchaKey: 'no-such-key', captcha } }), 400, 'The captcha is wrong or has expired');
    expectRefused(await call('POST', '/api/apply-reset-password', { body: { email: account.email, captchaKey } }), 400, 'captcha is required');
    expectRefused(await call('POST', '/api/apply-reset-password', { body: { email: account.email, captchaKey, captcha: '123456789' } }), 400, 'captcha must be at most 8 characters');
    expect(await mailbox(account.email)).toHaveLength(1); // only the registration code

    const good = await solvedCaptcha();
    expectOk(await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...good } }));
    expectRefused(await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...good } }), 400, 'The captcha is wrong or has expired');
  });

  it('refuses an unknown address', async () => {
    const result = await call('POST', '/api/apply-reset-password', { body: { email: `${uniqueName()}@example.test`, ...(await solvedCaptcha()) } });
    expectRefused(result, 400, 'The email does not exist');
  });

  it('mails a link with the username and code that resets the password once', async () => {
    const account = await registerUser({ username: uniqueName('Rst') });
    const before = await login(account.username, account.password);
    const applied = await call('POST', '/api/apply-reset-password', { body: { email: account.email.toUpperCase(), ...(await solvedCaptcha()) } });
    expectOk(applied);
    const [mail, ...older] = await mailbox(account.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(older.map((m) => m.subject)).toEqual(['Your registration code']);
    const link = resetLink(mail?.text ?? '');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('username')).toBe(account.username);
    const code = link.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThanOrEqual(16);

    expectRefused(await call('POST', '/api/reset-password', { body: { username: account.username, password: 'after-reset-1', code: `${code}x` } }), 400, WRONG_CODE_MSG);
    expectRefused(await call('POST', '/api/reset-password', { body: { username: uniqueName(), password: 'after-reset-1', code } }), 400, 'The username does not exist');
    const other = await registerUser();
    expectRefused(await call('POST', '/api/reset-password', { body: { username: other.username, password: 'after-reset-1', code } }), 400, WRONG_CODE_MSG);

    const reset = await call('POST', '/api/reset-password', { body: { username: account.username, password: 'after-reset-1', code } });
    expectOk(reset);
    expect(reset.body.msg).toBe('Your_password_has_been_reset');
    await login(account.username, 'after-reset-1');
    expectRefused(await call('POST', '/api/login', { body: { username: account.username, password: account.password } }), 400, 'The username or password is incorrect');
    // Sessions from before the reset are over.
    expectRefused(await call('GET', '/api/get-user-auth-info', { token: before.token }), 401);
    // The code works once.
    expectRefused(await call('POST', '/api/reset-password', { body: { username: account.username, password: 'after-reset-2', code } }), 400, WRONG_CODE_MSG);
    await login(account.username, 'after-reset-1');
  });

  it('locks a second request for 90 s', async () => {
    const account = await registerUser();
    expectOk(await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...(await solvedCaptcha()) } }));
    const again = await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...(await solvedCaptcha()) } });
    expectRefused(again, 429, /^Please wait \d+ seconds/);
    const wait = waitSeconds(again.body.msg);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(90);
    expect((await mailbox(account.email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(1);
  });

  it('lifts the lock after 90 s, and the newest link is the one that works', async () => {
    const account = await registerUser();
    expectOk(await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...(await solvedCaptcha()) } }));
    const first = await latestResetCode(account.email);
    travel(91);
    expectOk(await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...(await solvedCaptcha()) } }));
    const second = await latestResetCode(account.email);
    expect(second).not.toBe(first);
    expectRefused(await call('POST', '/api/reset-password', { body: { username: account.username, password: 'after-reset-1', code: first } }), 400, WRONG_CODE_MSG);
    expectOk(await call('POST', '/api/reset-password', { body: { username: account.username, password: 'after-reset-1', code: second } }));
  });

  it('refuses a captcha older than 5 minutes', async () => {
    const account = await registerUser();
    const captcha = await solvedCaptcha();
    travel(301);
    expectRefused(await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...captcha } }), 400, 'The captcha is wrong or has expired');
  });

  it('clears the failed-login counter', async () => {
    const account = await registerUser();
    for (let i = 0; i < 5; i++) await call('POST', '/api/login', { body: { username: account.username, password: 'wrong-password' } });
    expectOk(await call('POST', '/api/apply-reset-password', { body: { email: account.email, ...(await solvedCaptcha()) } }));
    const code = await latestResetCode(account.email);
    expectOk(await call('POST', '/api/reset-password', { body: { username: account.username, password: 'after-reset-1', code } }));
    await login(account.username, 'after-reset-1');
  });
});

describe('change-email', () => {
  it('mails a code to the new address and switches to it', async () => {
    const account = await signUp();
    const next = `${uniqueName('new')}@example.test`;
    expectOk(await call('GET', '/api/get-change-email-code', { token: account.token, query: { email: next } }));
    const [mail] = await mailbox(next);
    expect(mail?.text).toContain(account.username);
    const code = await latestCode(next);
    expectRefused(await call('POST', '/api/change-email', { token: account.token, body: { email: next, code: otherCode(code) } }), 400, WRONG_CODE_MSG);
    const changed = await call<UserInfo>('POST', '/api/change-email', { token: account.token, body: { email: next.toUpperCase(), code } });
    expect(expectOk(changed).email).toBe(next);
    const check = await call<CheckUsernameOrEmailResult>('POST', '/api/check-username-or-email', { body: { email: account.email } });
    expect(expectOk(check).email).toBe(false);
    const checkNew = await call<CheckUsernameOrEmailResult>('POST', '/api/check-username-or-email', { body: { email: next } });
    expect(expectOk(checkNew).email).toBe(true);
    expect((await login(account.username, account.password)).user.email).toBe(next);
  });

  it('refuses an address that is taken or unchanged', async () => {
    const account = await signUp();
    const other = await registerUser();
    expectRefused(await call('GET', '/api/get-change-email-code', { token: account.token, query: { email: other.email } }), 400, 'The email already exists');
    expectRefused(await call('GET', '/api/get-change-email-code', { token: account.token, query: { email: account.email.toUpperCase() } }), 400, 'The new email must differ from the current one');
    expectRefused(await call('POST', '/api/change-email', { token: account.token, body: { email: account.email, code: '123456' } }), 400, 'The new email must differ from the current one');
    expectRefused(await call('POST', '/api/change-email', { token: account.token, body: { email: other.email, code: '123456' } }), 400, 'The email already exists');
    expectRefused(await call('GET', '/api/get-change-email-code', { query: { email: `${uniqueName()}@example.test` } }), 401);
  });

  it('answers 409, not 500, when someone registers the address between the checks and the write', async () => {
    const account = await signUp();
    const target = `${uniqueName('race')}@example.test`;
    expectOk(await call('GET', '/api/get-change-email-code', { token: account.token, query: { email: target } }));
    const changeCode = await latestCode(target, 'Confirm your new e-mail address');
    expectOk(await call('GET', '/api/get-register-code', { query: { email: target } }));
    const registerCode = await latestCode(target, 'Your registration code');

    // Hold the change-email write (its second batch: the first one reads the session) until the
    // registration has taken the address.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let batches = 0;
    const gatedDb = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            batches += 1;
            if (batches > 1) await gate;
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const change = dispatch(buildRequest('POST', '/api/change-email', { token: account.token, body: { email: target, code: changeCode } }), { ...env, DB: gatedDb });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectOk(await call('POST', '/api/register', { body: { username: uniqueName(), password: 'secret-pass1', email: target, code: registerCode } }));
    release();
    const response = await change;
    const body = await response.json<{ status: number; msg: string }>();
    expect(batches).toBe(2);
    expect(response.status).toBe(409);
    expect(body).toMatchObject({ status: 409, msg: 'The email already exists' });
    expect((await login(account.username, account.password)).user.email).toBe(account.email);
  });

  it("does not take a code that was sent for someone else's change", async () => {
    const asker = await signUp();
    const thief = await signUp();
    const target = `${uniqueName('tg')}@example.test`;
    expectOk(await call('GET', '/api/get-change-email-code', { token: asker.token, query: { email: target } }));
    const code = await latestCode(target);
    expectRefused(await call('POST', '/api/change-email', { token: thief.token, body: { email: target, code } }), 400, WRONG_CODE_MSG);
    expectOk(await call('POST', '/api/change-email', { token: asker.token, body: { email: target, code } }));
  });
});

describe('change-userInfo', () => {
  const profile = {
    nickname: 'Nick',
    realname: 'Real Name',
    school: 'Some University',
    course: 'Computer Science',
    number: '20240001',
    gender: 'female',
    github: 'https://github.com/someone',
    blog: 'https://blog.example.test',
    cfUsername: 'tourist',
    signature: '# Hello\n\nI like **graphs**.',
  };

  it('saves the fields and returns them, now and at the next login', async () => {
    const account = await signUp();
    const saved = expectOk(await call<UserInfo>('POST', '/api/change-userInfo', { token: account.token, body: profile }));
    expect(saved).toMatchObject({ ...profile, username: account.username, roleList: ['user'] });
    expect((await login(account.username, account.password)).user).toMatchObject(profile);

    // A partial update keeps the rest; an empty string clears a field.
    const partial = expectOk(await call<UserInfo>('POST', '/api/change-userInfo', { token: account.token, body: { school: '  Other School  ', blog: '' } }));
    expect(partial).toMatchObject({ ...profile, school: 'Other School', blog: null });
  });

  it('refuses too-long fields with a message naming the field, and an unknown gender', async () => {
    const account = await signUp();
    const limits: [string, number][] = [
      ['nickname', 20],
      ['realname', 50],
      ['school', 100],
      ['course', 100],
      ['number', 50],
      ['github', 255],
      ['blog', 255],
      ['cfUsername', 50],
      ['signature', 65535],
    ];
    for (const [field, max] of limits) {
      const result = await call('POST', '/api/change-userInfo', { token: account.token, body: { [field]: 'x'.repeat(max + 1) } });
      expectRefused(result, 400, `${field} must be at most ${max} characters`);
      expectOk(await call('POST', '/api/change-userInfo', { token: account.token, body: { [field]: 'x'.repeat(max) } }));
    }
    for (const gender of ['other', 'MALE', '', 1]) {
      expectRefused(await call('POST', '/api/change-userInfo', { token: account.token, body: { gender } }), 400, 'gender must be one of male, female, secrecy');
    }
    for (const gender of ['male', 'female', 'secrecy']) {
      expect(expectOk(await call<UserInfo>('POST', '/api/change-userInfo', { token: account.token, body: { gender } })).gender).toBe(gender);
    }
    expectRefused(await call('POST', '/api/change-userInfo', { token: account.token, body: { nickname: 7 } }), 400, 'nickname must be a string');
    expectRefused(await call('POST', '/api/change-userInfo', { body: { nickname: 'anonymous' } }), 401);
  });
});

describe('avatar upload', () => {
  // A real 1×1 PNG.
  const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (ch) =>
    ch.charCodeAt(0),
  );

  function form(bytes: Uint8Array, name: string, type = 'application/octet-stream'): FormData {
    const data = new FormData();
    data.append('image', new File([bytes], name, { type }));
    return data;
  }

  it('accepts a real PNG and serves it back at the returned URL', async () => {
    const account = await signUp();
    const result = await call<UserInfo>('POST', '/api/file/upload-avatar', { token: account.token, body: form(PNG, 'me.png', 'image/png') });
    const user = expectOk(result);
    expect(result.body.msg).toBe('Upload avatar successfully');
    expect(user.avatar).toMatch(/^\/api\/public\/avatar\/[^/]+\.png$/);

    const image = await request('GET', user.avatar ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect((await login(account.username, account.password)).user.avatar).toBe(user.avatar);

    // A new avatar replaces the old one, whose file is gone.
    const second = expectOk(await call<UserInfo>('POST', '/api/file/upload-avatar', { token: account.token, body: form(PNG, 'again.PNG') }));
    expect(second.avatar).not.toBe(user.avatar);
    expect((await request('GET', second.avatar ?? '')).status).toBe(200);
    const gone = await call('GET', user.avatar ?? '');
    expectRefused(gone, 404);
  });

  it('refuses a type outside the list', async () => {
    const account = await signUp();
    const result = await call('POST', '/api/file/upload-avatar', { token: account.token, body: form(new TextEncoder().encode('hello'), 'notes.txt', 'text/plain') });
    expectRefused(result, 415, 'File type not support');
    const disguised = await call('POST', '/api/file/upload-avatar', { token: account.token, body: form(PNG, 'image.svg', 'image/svg+xml') });
    expectRefused(disguised, 415, 'File type not support');
  });

  it('refuses a file over 2 MB', async () => {
    const account = await signUp();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const result = await call('POST', '/api/file/upload-avatar', { token: account.token, body: form(big, 'big.png', 'image/png') });
    expectRefused(result, 413, 'Exceed max size limit');
    const justFits = new Uint8Array(2 * 1024 * 1024);
    justFits.set(PNG);
    expectOk(await call('POST', '/api/file/upload-avatar', { token: account.token, body: form(justFits, 'fits.png', 'image/png') }));
  });

  it('refuses a .png whose bytes are not an image', async () => {
    const account = await signUp();
    const result = await call<UserInfo>('POST', '/api/file/upload-avatar', {
      token: account.token,
      body: form(new TextEncoder().encode('<script>alert(1)</script>'), 'evil.png', 'image/png'),
    });
    expectRefused(result, 400, 'The file is not a valid image');
    expect((await login(account.username, account.password)).user.avatar).toBeNull();
  });

  it('needs a signed-in user and the image field', async () => {
    expectRefused(await call('POST', '/api/file/upload-avatar', { body: form(PNG, 'me.png') }), 401);
    const account = await signUp();
    const noField = new FormData();
    noField.append('file', new File([PNG], 'me.png'));
    expectRefused(await call('POST', '/api/file/upload-avatar', { token: account.token, body: noField }), 400, 'image is required');
    expectRefused(await call('POST', '/api/file/upload-avatar', { token: account.token, body: { image: 'x' } }), 400);
  });
});

describe('rate limits', () => {
  it('refuses the 31st login from one address within a minute with 429, and only that address', async () => {
    const account = await registerUser();
    // The window is a fixed minute: hold the clock at the start of the next one so all 31 calls land in it.
    travel(61 - (nowSeconds() % 60));
    const ip = freshIp();
    for (let i = 1; i <= 30; i++) {
      const result = await call('POST', '/api/login', { ip, body: { username: uniqueName(), password: 'wrong-password' } });
      expect(result.status, `login ${i}`).toBe(400);
    }
    const limited = await call('POST', '/api/login', { ip, body: { username: account.username, password: account.password } });
    expectRefused(limited, 429, /^Too many requests, please try again in \d+ seconds$/);
    expect(waitSeconds(limited.body.msg)).toBe(59);
    expect(limited.headers.get('Authorization')).toBeNull();
    expectOk(await call('POST', '/api/login', { ip: freshIp(), body: { username: account.username, password: account.password } }));
  });
});
