import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { groupProblemVisible, groupStoredProblemId, nextApplyProgress } from './rules';

const none = { member: false, admin: false, siteAdmin: false };
const member = { member: true, admin: false, siteAdmin: false };
const groupAdmin = { member: true, admin: true, siteAdmin: false };
const siteAdmin = { member: true, admin: true, siteAdmin: true };

describe('groupProblemVisible', () => {
  it('opens auth 1 to members, 2 to group admins, 3 to site admins only', () => {
    expect(groupProblemVisible(1, none)).toBe(false);
    expect(groupProblemVisible(1, member)).toBe(true);
    expect(groupProblemVisible(2, member)).toBe(false);
    expect(groupProblemVisible(2, groupAdmin)).toBe(true);
    expect(groupProblemVisible(3, groupAdmin)).toBe(false);
    expect(groupProblemVisible(3, siteAdmin)).toBe(true);
  });
});

describe('groupStoredProblemId', () => {
  it('prefixes the typed id with the upper-case short name, once', () => {
    expect(groupStoredProblemId('1001', 'class7')).toBe('CLASS71001');
    expect(groupStoredProblemId(' a1 ', 'Class7')).toBe('CLASS7a1');
    expect(groupStoredProblemId('CLASS71001', 'class7')).toBe('CLASS71001');
  });
});

describe('nextApplyProgress', () => {
  it('applies from none or refused, takes back to none, and leaves an admitted problem alone', () => {
    expect(nextApplyProgress(null, true)).toEqual({ progress: 1 });
    expect(nextApplyProgress(3, true)).toEqual({ progress: 1 });
    expect(nextApplyProgress(1, true)).toEqual({ progress: 1 });
    expect(nextApplyProgress(1, false)).toEqual({ progress: null });
    expect(nextApplyProgress(3, false)).toEqual({ progress: null });
    expect(nextApplyProgress(2, true)).toEqual({ refusal: GROUP_MESSAGES.applyAlreadyPublic });
    expect(nextApplyProgress(2, false)).toEqual({ refusal: GROUP_MESSAGES.applyAlreadyPublic });
  });
});
