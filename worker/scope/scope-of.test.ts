import { describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { ApiError } from '../lib/api-error';
import { systemClock } from '../lib/clock';
import { scopeOf } from './scope-of';

const deps = { db: undefined as never, clock: systemClock };
const caller = (roles: string[]) => ({ roles }) as Principal;

describe('scopeOf', () => {
  it('opens the public bank to everyone and submitting to signed-in callers', async () => {
    expect(await scopeOf(deps, { cid: 0 }, null)).toEqual({ scope: { kind: 'public' }, canView: true, canSubmit: false, manages: false });
    expect(await scopeOf(deps, {}, caller([ROLE.user]))).toMatchObject({ canSubmit: true, manages: false });
    expect(await scopeOf(deps, {}, caller([ROLE.teacher]))).toMatchObject({ canSubmit: true, manages: true });
  });

  it('answers 404 for a contest view without a contest', async () => {
    const error = await scopeOf(deps, { inContest: true }, caller([ROLE.root])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'The contest does not exist' });
  });

  it('decides a group by its standing: members view and submit, others are refused, a missing group is 404', async () => {
    const reading = (found: unknown) => ({ ...deps, db: { select: () => ({ from: () => ({ leftJoin: () => ({ where: () => ({ get: () => Promise.resolve(found) }) }) }) }) } as never });
    const user = { roles: [ROLE.user], user: { id: 'u' } } as Principal;
    await expect(scopeOf(reading(undefined), { gid: 5 }, user)).rejects.toMatchObject({ status: 404, message: 'The group does not exist' });
    const row = { id: 5, uid: 'owner', visible: true, status: 0 };
    expect(await scopeOf(reading({ row, level: 3 }), { gid: 5 }, user)).toMatchObject({ scope: { kind: 'group', gid: 5 }, canView: true, canSubmit: true, manages: false });
    expect(await scopeOf(reading({ row, level: 1 }), { gid: 5 }, user)).toMatchObject({ canView: false, canSubmit: false, manages: false });
    expect(await scopeOf(reading({ row, level: 4 }), { gid: 5 }, user)).toMatchObject({ canView: true, manages: true });
    await expect(scopeOf(reading({ row: { ...row, visible: false }, level: 0 }), { gid: 5 }, user)).rejects.toMatchObject({ status: 404 });
  });

  it('decides a training by its own rule: the training is read, never answered "does not exist" blindly', async () => {
    const missing = { ...deps, db: { select: () => ({ from: () => ({ where: () => ({ get: () => Promise.resolve(undefined) }) }) }) } as never };
    await expect(scopeOf(missing, { tid: 4 }, { roles: [ROLE.root], user: { id: 'r' } } as Principal)).rejects.toMatchObject({ status: 404, message: 'The training does not exist' });
    const row = { id: 4, auth: 'Private', uid: 'author', status: true, gid: null };
    const found = { ...deps, db: { select: () => ({ from: () => ({ where: () => ({ get: () => Promise.resolve({ row, registered: 0 }) }) }) }) } as never };
    const guest = await scopeOf(found, { tid: 4 }, null);
    expect(guest).toMatchObject({ scope: { kind: 'training', tid: 4 }, canView: false, canSubmit: false, manages: false });
  });
});
