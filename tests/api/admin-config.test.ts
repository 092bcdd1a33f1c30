import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../contract/api/admin';
import type { CarouselItem, JudgeRunnerView, JudgeSettings, SiteSwitches, SmsView, SmtpView, WebsiteConfig } from '../../contract/api/config';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../../worker/accounts/sessions';
import { database } from '../../worker/db/client';
import { manualClock } from '../../worker/lib/clock';
import { checkSubmitInterval } from '../../worker/submissions/submit-interval';
import { expectSuperAdminOnly, oneOfEachRole } from './community-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, mailbox, request } from './support';

/** The super admin's system configuration (part 3 §2.2 "conf", "switch", §3.7; decision 36). */

let user: TestUser, teacher: TestUser, admin: TestUser, root: TestUser;
beforeAll(async () => {
  ({ user, teacher, admin, root } = await oneOfEachRole());
});

afterAll(async () => {
  await call('PUT', '/api/admin/switch/update', { token: root.token, body: { openPublicDiscussion: true, register: true } });
  await call('PUT', '/api/admin/config/set-judge-config', { token: root.token, body: { submitInterval: 0 } });
});

const as = (who: TestUser) => ({ token: who.token });
const lastAudit = async (call_: string) => {
  const page = expectOk(await call<Page<AuditRow>>('GET', '/api/admin/audit/get-audit-list', { token: root.token, query: { call: call_, limit: 1 } }));
  return page.records[0];
};

/** The smallest valid PNG's first bytes: the upload sniffs the signature. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const imageForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('image', new File([bytes], name, { type: 'image/png' }));
  return form;
};

describe('the configuration calls by role', () => {
  it('are the super admin’s alone', async () => {
    const others = [user, teacher, admin];
    await expectSuperAdminOnly('/api/admin/config/get-email-config', [['GET', {}]], others);
    await expectSuperAdminOnly('/api/admin/config/set-email-config', [['PUT', { body: { host: 'refused.example' } }]], others);
    await expectSuperAdminOnly('/api/admin/config/test-email', [['POST', { body: { email: 'a@example.test' } }]], others);
    await expectSuperAdminOnly('/api/admin/config/get-sms-config', [['GET', {}]], others);
    await expectSuperAdminOnly('/api/admin/config/set-sms-config', [['PUT', { body: { region: 'refused' } }]], others);
    await expectSuperAdminOnly('/api/admin/config/get-judge-config', [['GET', {}]], others);
    await expectSuperAdminOnly('/api/admin/config/set-judge-config', [['PUT', { body: { submitInterval: 99 } }]], others);
    await expectSuperAdminOnly('/api/admin/config/get-judge-service-info', [['GET', {}]], others);
    await expectSuperAdminOnly('/api/file/upload-carouse-img', [['POST', { body: imageForm(PNG, 'a.png') }]], others);
    await expectSuperAdminOnly('/api/admin/config/home-carousel', [['DELETE', { query: { url: '/x.png' } }]], others);
    await expectSuperAdminOnly('/api/admin/switch/update', [['PUT', { body: { register: false } }]], others);
    expect(expectOk(await call<SmtpView>('GET', '/api/admin/config/get-email-config', as(root))).host).not.toBe('refused.example');
    expect(expectOk(await call<JudgeSettings>('GET', '/api/admin/config/get-judge-config', as(root))).submitInterval).not.toBe(99);
    expect(expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config')).register).toBe(true);
  });
});

describe('SMTP', () => {
  it('keeps the password write-only: set, kept when left out, removed with null, never answered', async () => {
    const empty = expectOk(await call<SmtpView>('GET', '/api/admin/config/get-email-config', as(root)));
    expect(empty.passwordSet).toBe(false);
    const saved = expectOk(await call<SmtpView>('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { host: 'smtp.example.com', port: 465, ssl: true, username: 'oj@example.com', sender: 'noreply@example.com', password: 'smtp-s3cret' } }));
    expect(saved).toEqual({ host: 'smtp.example.com', port: 465, ssl: true, username: 'oj@example.com', sender: 'noreply@example.com', passwordSet: true, delivery: 'dev_mailbox' });
    const read = await call<SmtpView>('GET', '/api/admin/config/get-email-config', as(root));
    expect(JSON.stringify(read.body)).not.toContain('smtp-s3cret');
    expect(expectOk(await call<SmtpView>('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { port: 587, ssl: false } }))).toMatchObject({ port: 587, ssl: false, passwordSet: true });
    const audit = await lastAudit('adminSetEmailConfig');
    expect(JSON.stringify(audit)).not.toContain('smtp-s3cret');
    expect(audit?.before).toMatchObject({ port: 465, passwordSet: true });
    expect(audit?.after).toMatchObject({ port: 587, passwordSet: true });
    expect(expectOk(await call<SmtpView>('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { password: null } })).passwordSet).toBe(false);
    expectRefused(await call('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { port: 70000 } }), 400, 'port must be 1 to 65535');
    expectRefused(await call('PUT', '/api/admin/config/set-email-config', { token: root.token, body: { sender: 'nobody' } }), 400, 'sender must be an e-mail address');
    const stored = await env.DB.prepare("SELECT value FROM site_config WHERE key = 'smtp'").first<{ value: string }>();
    expect(JSON.parse(stored!.value)).toMatchObject({ host: 'smtp.example.com', password: '' });
  });

  it('sends a test mail through the mail port (locally: the dev mailbox)', async () => {
    const to = `test-${crypto.randomUUID().slice(0, 8)}@example.test`;
    expectOk(await call('POST', '/api/admin/config/test-email', { token: root.token, body: { email: to } }));
    const [mail] = await mailbox(to);
    expect(mail?.subject).toMatch(/^Test mail from /);
    expectRefused(await call('POST', '/api/admin/config/test-email', { token: root.token, body: { email: 'nope' } }), 400, 'email is not a valid address');
  });
});

describe('SMS', () => {
  it('stores the settings and keeps the secret write-only', async () => {
    const saved = expectOk(await call<SmsView>('PUT', '/api/admin/config/set-sms-config', { token: root.token, body: { region: 'cn-hangzhou', domain: 'dysmsapi.aliyuncs.com', accessKey: 'LTAI-key', signName: 'HOJ', templateCode: 'SMS_1', secret: 'sms-s3cret' } }));
    expect(saved).toEqual({ region: 'cn-hangzhou', domain: 'dysmsapi.aliyuncs.com', accessKey: 'LTAI-key', signName: 'HOJ', templateCode: 'SMS_1', secretSet: true });
    const read = await call<SmsView>('GET', '/api/admin/config/get-sms-config', as(root));
    expect(JSON.stringify(read.body)).not.toContain('sms-s3cret');
    const audit = await lastAudit('adminSetSmsConfig');
    expect(JSON.stringify(audit)).not.toContain('sms-s3cret');
    expect(audit?.body).toMatchObject({ secret: '[redacted]', accessKey: '[redacted]', region: 'cn-hangzhou' });
  });
});

describe('the judge section', () => {
  it('sets the wait between two submissions outside contests', async () => {
    expect(expectOk(await call<JudgeSettings>('GET', '/api/admin/config/get-judge-config', as(root)))).toEqual({ submitInterval: 0 });
    expect(expectOk(await call<JudgeSettings>('PUT', '/api/admin/config/set-judge-config', { token: root.token, body: { submitInterval: 30 } }))).toEqual({ submitInterval: 30 });
    expectRefused(await call('PUT', '/api/admin/config/set-judge-config', { token: root.token, body: { submitInterval: -1 } }), 400, 'submitInterval must be at least 0');
    expectRefused(await call('PUT', '/api/admin/config/set-judge-config', { token: root.token, body: { submitInterval: 1.5 } }), 400, 'submitInterval must be a whole number of seconds');
  });

  it('holds back a second practice submission until the wait is over; contests and admin roles are not held back', async () => {
    expectOk(await call('PUT', '/api/admin/config/set-judge-config', { token: root.token, body: { submitInterval: 30 } }));
    const clock = manualClock(Date.UTC(2030, 0, 1));
    const deps = { db: database(env), clock };
    const learner = { user: { id: `interval-${crypto.randomUUID()}` }, roles: ['user'] } as unknown as Principal;
    await checkSubmitInterval(deps, learner, false);
    clock.advance(10_000);
    await expect(checkSubmitInterval(deps, learner, false)).rejects.toMatchObject({ status: 429, message: 'Submitted too frequently, please wait 20 seconds' });
    await checkSubmitInterval(deps, learner, true);
    await checkSubmitInterval(deps, { ...learner, roles: ['teacher'] }, false);
    clock.advance(20_000);
    await checkSubmitInterval(deps, learner, false);
    expectOk(await call('PUT', '/api/admin/config/set-judge-config', { token: root.token, body: { submitInterval: 0 } }));
    await checkSubmitInterval(deps, learner, false);
  });

  it('lists the runners that sent a heartbeat within a day, online while their heartbeat is fresh', async () => {
    const now = Math.floor(Date.now() / 1000);
    const name = `runner-${crypto.randomUUID().slice(0, 6)}`;
    await env.DB.prepare("INSERT INTO judge_runners (name, fleet, slots, languages, last_seen) VALUES (?, 'test', 4, ?, ?), (?, 'test', 2, '[]', ?)")
      .bind(name, JSON.stringify([{ name: 'C++', compile: 'g++' }]), now, `${name}-old`, now - 600)
      .run();
    const runners = expectOk(await call<JudgeRunnerView[]>('GET', '/api/admin/config/get-judge-service-info', as(root)));
    expect(runners.find((r) => r.name === name)).toMatchObject({ fleet: 'test', slots: 4, languages: ['C++'], online: true });
    expect(runners.find((r) => r.name === `${name}-old`)).toMatchObject({ online: false });
  });
});

describe('the home carousel', () => {
  it('adds an uploaded picture that home-carousel serves, and removes it with its file', async () => {
    const list = expectOk(await call<CarouselItem[]>('POST', '/api/file/upload-carouse-img', { token: root.token, body: imageForm(PNG, 'slide.PNG') }));
    const added = list.at(-1)!;
    expect(added.url).toMatch(/^\/api\/public\/carousel\/[0-9a-f]{32}\.png$/);
    expect(expectOk(await call<CarouselItem[]>('GET', '/api/home-carousel'))).toContainEqual(added);
    const image = await request('GET', added.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const audit = await lastAudit('uploadCarouselImage');
    expect(audit?.body).toMatchObject({ image: { file: 'slide.PNG', size: PNG.length } });
    expect(audit?.after).toContainEqual(added);
    const after = expectOk(await call<CarouselItem[]>('DELETE', '/api/admin/config/home-carousel', { token: root.token, query: { url: added.url } }));
    expect(after).not.toContainEqual(added);
    expect((await request('GET', added.url)).status).toBe(404);
    expectRefused(await call('DELETE', '/api/admin/config/home-carousel', { token: root.token, query: { url: added.url } }), 404, 'The picture is not in the carousel');
  });

  it('takes the avatar’s picture types and size only', async () => {
    expectRefused(await call('POST', '/api/file/upload-carouse-img', { token: root.token, body: imageForm(PNG, 'slide.svg') }), 415, 'File type not support');
    expectRefused(await call('POST', '/api/file/upload-carouse-img', { token: root.token, body: imageForm(new Uint8Array(2 * 1024 * 1024 + 1), 'big.png') }), 413, 'Exceed max size limit');
    expectRefused(await call('POST', '/api/file/upload-carouse-img', { token: root.token, body: imageForm(new TextEncoder().encode('not a picture'), 'fake.png') }), 400, 'The file is not a valid image');
    expectRefused(await call('POST', '/api/file/upload-carouse-img', { token: root.token, body: new FormData() }), 400, 'image is required');
  });
});

describe('switches', () => {
  it('take effect on the next request and are audited with before and after', async () => {
    const after = expectOk(await call<SiteSwitches>('PUT', '/api/admin/switch/update', { token: root.token, body: { openPublicDiscussion: false } }));
    expect(after.openPublicDiscussion).toBe(false);
    expect(expectOk(await call<WebsiteConfig>('GET', '/api/get-website-config')).openPublicDiscussion).toBe(false);
    expectRefused(await call('GET', '/api/get-discussion-list'), 403);
    const audit = await lastAudit('adminSwitchUpdate');
    expect(audit).toMatchObject({ username: root.username, method: 'PUT', path: '/api/admin/switch/update', body: { openPublicDiscussion: false } });
    expect(audit?.before).toMatchObject({ openPublicDiscussion: true });
    expect(audit?.after).toMatchObject({ openPublicDiscussion: false });
    expectOk(await call('PUT', '/api/admin/switch/update', { token: root.token, body: { openPublicDiscussion: true } }));
    expectOk(await call('GET', '/api/get-discussion-list'));
  });
});
