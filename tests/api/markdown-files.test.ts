import { describe, expect, it } from 'vitest';
import type { MarkdownFileUpload, MarkdownImageUpload } from '../../contract/api/problems';
import { call, expectOk, expectRefused, grantRole, request, signUp } from './support';

// A real 1×1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (ch) => ch.charCodeAt(0));

function form(field: string, bytes: Uint8Array, name: string, type = 'application/octet-stream'): FormData {
  const data = new FormData();
  data.append(field, new File([bytes], name, { type }));
  return data;
}

async function signUpAdmin() {
  const account = await signUp();
  await grantRole(account.username, 'admin');
  return account;
}

describe('markdown editor uploads', () => {
  it('lets an admin upload a real PNG and serves it back from the link', async () => {
    const admin = await signUpAdmin();
    const result = await call<MarkdownImageUpload>('POST', '/api/file/upload-md-img', { token: admin.token, body: form('image', PNG, 'shot.png', 'image/png') });
    const upload = expectOk(result);
    expect(upload.link).toMatch(/^\/api\/public\/md\/[0-9a-f]{32}\.png$/);
    expect(upload.fileId).toMatch(/^[0-9a-f]{32}$/);

    const image = await request('GET', upload.link);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(image.headers.get('Cache-Control')).toContain('immutable');
    expect(image.headers.get('Content-Disposition')).toBeNull();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a plain user (403) and an anonymous caller (401)', async () => {
    const user = await signUp();
    expectRefused(await call('POST', '/api/file/upload-md-img', { token: user.token, body: form('image', PNG, 'a.png', 'image/png') }), 403);
    expectRefused(await call('POST', '/api/file/upload-md-file', { token: user.token, body: form('file', PNG, 'a.png') }), 403);
    expectRefused(await call('POST', '/api/file/upload-md-img', { body: form('image', PNG, 'a.png', 'image/png') }), 401);
    expectRefused(await call('GET', '/api/file/delete-md-img?fileId=abc'), 401);
  });

  it('refuses an image over 1 MB with 413', async () => {
    const admin = await signUpAdmin();
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    expectRefused(await call('POST', '/api/file/upload-md-img', { token: admin.token, body: form('image', big, 'big.png', 'image/png') }), 413, 'image size cannot exceed 1MB');
    const justFits = new Uint8Array(1024 * 1024);
    justFits.set(PNG);
    expectOk(await call('POST', '/api/file/upload-md-img', { token: admin.token, body: form('image', justFits, 'fits.png', 'image/png') }));
  });

  it('refuses a .png whose bytes are not an image', async () => {
    const admin = await signUpAdmin();
    const result = await call('POST', '/api/file/upload-md-img', {
      token: admin.token,
      body: form('image', new TextEncoder().encode('<svg onload="alert(1)"/>'), 'evil.png', 'image/png'),
    });
    expectRefused(result, 400, 'The file is not a valid image');
  });

  it('needs the field, and answers 404 for a group', async () => {
    const admin = await signUpAdmin();
    expectRefused(await call('POST', '/api/file/upload-md-img', { token: admin.token, body: form('file', PNG, 'a.png') }), 400, 'image is required');
    expectRefused(await call('POST', '/api/file/upload-md-img?gid=3', { token: admin.token, body: form('image', PNG, 'a.png') }), 404, 'The group does not exist');
    const withGid = form('image', PNG, 'a.png');
    withGid.append('gid', '7');
    expectRefused(await call('POST', '/api/file/upload-md-img', { token: admin.token, body: withGid }), 404, 'The group does not exist');
    expectRefused(await call('POST', '/api/file/upload-md-img?gid=x', { token: admin.token, body: form('image', PNG, 'a.png') }), 400);
  });

  it('lets the uploader delete an image, after which the link is gone', async () => {
    const admin = await signUpAdmin();
    const upload = expectOk(await call<MarkdownImageUpload>('POST', '/api/file/upload-md-img', { token: admin.token, body: form('image', PNG, 'a.png') }));
    expectOk(await call('GET', `/api/file/delete-md-img?fileId=${upload.fileId}`, { token: admin.token }));
    expectRefused(await call('GET', upload.link), 404);
    expectRefused(await call('GET', `/api/file/delete-md-img?fileId=${upload.fileId}`, { token: admin.token }), 404, 'The file does not exist');
  });

  it("refuses another admin's delete, but not the super admin's", async () => {
    const owner = await signUpAdmin();
    const other = await signUpAdmin();
    const upload = expectOk(await call<MarkdownImageUpload>('POST', '/api/file/upload-md-img', { token: owner.token, body: form('image', PNG, 'a.png') }));
    expectRefused(await call('GET', `/api/file/delete-md-img?fileId=${upload.fileId}`, { token: other.token }), 403);
    expect((await request('GET', upload.link)).status).toBe(200);

    const root = await signUp();
    await grantRole(root.username, 'root');
    expectOk(await call('GET', `/api/file/delete-md-img?fileId=${upload.fileId}`, { token: root.token }));
    expect((await request('GET', upload.link)).status).toBe(404);
  });

  it('serves an uploaded file as an attachment', async () => {
    const admin = await signUpAdmin();
    const bytes = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const result = await call<MarkdownFileUpload>('POST', '/api/file/upload-md-file', { token: admin.token, body: form('file', bytes, 'notes.html', 'text/html') });
    const upload = expectOk(result);
    expect(upload.link).toMatch(/^\/api\/public\/md\/[0-9a-f]{32}\.bin$/);
    expect(upload.name).toBe('notes.html');

    const file = await request('GET', upload.link);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="notes\.html"/);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('answers 404 for a name never handed out', async () => {
    expectRefused(await call('GET', '/api/public/md/nothing.png'), 404);
    expectRefused(await call('GET', `/api/public/md/${'0'.repeat(32)}.png`), 404);
  });
});
