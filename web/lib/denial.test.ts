import { describe, expect, it } from 'vitest';
import { CONTEST_MESSAGES } from '../../contract/rules/contests';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import { ApiError } from './api-client';
import { denialOf } from './denial';

const refused = (status: number, serverMsg: string, shown: string, data: unknown = null) => new ApiError(status, shown, data, serverMsg);

describe('denialOf', () => {
  it('asks for a login on a 401 and on the login refusal a 403 carries', () => {
    expect(denialOf(refused(401, 'Please login first!', '请先登录！'), 'x')).toEqual({ reason: '请先登录！', action: 'login', gid: null });
    expect(denialOf(refused(403, 'Please login first!', '请先登录！'), 'x').action).toBe('login');
  });

  it('offers to join the group the Worker names to a non-member', () => {
    expect(denialOf(refused(403, GROUP_MESSAGES.notMember, '只有本团队的成员可以进行此操作', { gid: 7 }), 'x')).toEqual({ reason: '只有本团队的成员可以进行此操作', action: 'join', gid: 7 });
    expect(denialOf(refused(403, GROUP_MESSAGES.notMember, 'm'), 'x').gid).toBeNull();
  });

  it('points to the password box and to the countdown', () => {
    expect(denialOf(refused(403, CONTEST_MESSAGES.passwordNeeded, 'p'), 'x').action).toBe('password');
    expect(denialOf(refused(403, TRAINING_MESSAGES.noAccess, 'p'), 'x').action).toBe('password');
    expect(denialOf(refused(403, CONTEST_MESSAGES.notStarted, '比赛尚未开始'), 'x')).toEqual({ reason: '比赛尚未开始', action: 'countdown', gid: null });
  });

  it('gives the reason alone when nothing the user does would fix it, and the fallback when no reason came', () => {
    expect(denialOf(refused(404, CONTEST_MESSAGES.notFound, '该比赛不存在'), 'x')).toEqual({ reason: '该比赛不存在', action: null, gid: null });
    expect(denialOf(new TypeError('Failed to fetch'), '加载失败')).toEqual({ reason: '加载失败', action: null, gid: null });
    expect(denialOf(refused(0, '', ''), '加载失败').reason).toBe('加载失败');
  });
});
