import { describe, expect, it } from 'vitest';
import type { SystemMessageView, UnreadCounts } from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import { addMember, groupCast, userAs } from './groups-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk } from './support';

/** Issue 21 item 11, decision 47: a group's owner and admins are told of every application that waits for them. */

const unread = async (who: TestUser) => expectOk(await call<UnreadCounts>('GET', '/api/msg/unread', { token: who.token }));
const mine = async (who: TestUser) => expectOk(await call<Page<SystemMessageView>>('GET', '/api/msg/mine', { token: who.token }));
const apply = (who: TestUser, gid: number, body: Record<string, unknown>) => call('POST', '/api/group/member', { token: who.token, body: { gid, ...body } });

describe('a pending application', () => {
  it('leaves a "mine" message for the owner and each group admin, naming the applicant and linking the member tab', async () => {
    const cast = await groupCast({ auth: 'protected' });
    const gid = cast.group.id;
    const before = { owner: (await unread(cast.owner)).mine, admin: (await unread(cast.groupAdmin)).mine };
    expectOk(await apply(cast.user, gid, { reason: 'I sit in the front row' }));

    for (const [who, was] of [[cast.owner, before.owner], [cast.groupAdmin, before.admin]] as const) {
      expect((await unread(who)).mine).toBe(was + 1);
      const [message] = (await mine(who)).records;
      expect(message).toMatchObject({ title: 'A new application to join your group', state: false });
      expect(message!.content).toContain(`\`${cast.user.username}\``);
      expect(message!.content).toContain(`(/group/${gid}/member)`);
    }
    // A plain member, the applicant, and the site admin (who is no member) are not told.
    for (const who of [cast.member, cast.user, cast.siteAdmin, cast.applicant]) expect((await mine(who)).records.filter((m) => m.title === 'A new application to join your group')).toEqual([]);
  });

  it('is told again when a refused user applies again, and a public group (joined at once) tells nobody', async () => {
    const cast = await groupCast({ auth: 'private' });
    expectOk(await apply(cast.refused, cast.group.id, { reason: 'Second try, please', code: 'CLS001' }));
    expect((await mine(cast.owner)).records.map((m) => m.content).join('\n')).toContain(`\`${cast.refused.username}\``);

    const open = await groupCast({ auth: 'public' });
    const joiner = await userAs('user');
    expectOk(await apply(joiner, open.group.id, {}));
    expect((await mine(open.owner)).total).toBe(0);
    expect((await mine(open.groupAdmin)).total).toBe(0);
  });

  it('tells a group admin who applies nothing about themself (an admin row re-applying is refused before any message)', async () => {
    const cast = await groupCast({ auth: 'protected' });
    const other = await userAs('user');
    await addMember(cast.group.id, other, 4);
    expectOk(await apply(cast.user, cast.group.id, { reason: 'Let me in please' }));
    expect((await mine(other)).total).toBe(1);
    expect((await call('POST', '/api/group/member', { token: cast.groupAdmin.token, body: { gid: cast.group.id, reason: 'Let me in please' } })).status).toBe(400);
    expect((await mine(cast.owner)).total).toBe(1);
  });
});
