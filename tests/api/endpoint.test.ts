import { describe, expect, it } from 'vitest';
import { needsAdminRole, type Endpoint } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';
import { grantRole, request, signUp } from './support';

/**
 * The access of every contract entry, by role: defineRoute checks who is asking before it reads
 * anything, so a call without the right role is refused whatever it sends.
 */
const entries = Object.entries(ENDPOINTS as Record<string, Endpoint>);
const pathOf = (e: Endpoint) => e.path.replace(/:\w+/g, 'x');

async function statusOf(e: Endpoint, token: string | null): Promise<number> {
  const response = await request(e.method, pathOf(e), { token });
  await response.body?.cancel();
  return response.status;
}

describe('every entry checks who is asking', () => {
  it('refuses a visitor (401) on every call that needs a session, a runner signature or the queue token', async () => {
    const closed = entries.filter(([, e]) => e.access !== 'public');
    expect(closed.length).toBeGreaterThan(40);
    for (const [name, e] of closed) expect(await statusOf(e, null), name).toBe(401);
  });

  it('refuses a plain user (403) on admin and super-admin calls', async () => {
    const user = await signUp();
    const adminOnly = entries.filter(([, e]) => needsAdminRole(e.access));
    expect(adminOnly.length).toBeGreaterThan(20);
    for (const [name, e] of adminOnly) expect(await statusOf(e, user.token), name).toBe(403);
  });

  it('refuses a teacher (403) on site-admin and super-admin calls and lets them past the gate of admin calls', async () => {
    const teacher = await signUp();
    await grantRole(teacher.username, 'teacher');
    for (const [name, e] of entries.filter(([, e]) => e.access === 'root' || e.access === 'siteAdmin')) expect(await statusOf(e, teacher.token), name).toBe(403);
    // Past the role check an admin call answers for its input (400 for what is missing, 404 for what is unknown), never 401 or 403.
    for (const [name, e] of entries.filter(([, e]) => e.access === 'admin')) expect([401, 403], name).not.toContain(await statusOf(e, teacher.token));
  });

  it('refuses an admin (403) on super-admin calls and lets them past the gate of site-admin calls', async () => {
    const admin = await signUp();
    await grantRole(admin.username, 'admin');
    for (const [name, e] of entries.filter(([, e]) => e.access === 'root')) expect(await statusOf(e, admin.token), name).toBe(403);
    const siteAdmin = entries.filter(([, e]) => e.access === 'siteAdmin');
    expect(siteAdmin.length).toBeGreaterThan(0);
    for (const [name, e] of siteAdmin) expect([401, 403], name).not.toContain(await statusOf(e, admin.token));
  });

  it('lets a visitor past the gate of every public call', async () => {
    for (const [name, e] of entries.filter(([, e]) => e.access === 'public')) expect([401, 403], name).not.toContain(await statusOf(e, null));
  });
});
