import { describe, expect, it } from 'vitest';
import { GROUP_TABS, groupTabOf, groupTabPath, segmentHasRoute, visibleGroupTabs } from './group-tabs';

const ALL_ROUTES = ['/group/$groupID', '/group/$groupID/', '/group/$groupID/problem', '/group/$groupID/training/', '/group/$groupID/contest', '/group/$groupID/status', '/group/$groupID/discussion/', '/group/$groupID/member', '/group/$groupID/announcement', '/group/$groupID/setting', '/group/$groupID/rank'];
const values = (rows: { tab: { value: string } }[]) => rows.map((row) => row.tab.value);

describe('group tabs', () => {
  it('shows the announcement tab to group admins and the setting tab to the root only', () => {
    const member = { member: true, admin: false, root: false, access: true, groupDiscussion: false };
    expect(values(visibleGroupTabs(member, ALL_ROUTES))).toEqual(['home', 'problem', 'training', 'contest', 'status', 'member', 'rank']);
    expect(values(visibleGroupTabs({ ...member, admin: true }, ALL_ROUTES))).toContain('announcement');
    expect(values(visibleGroupTabs({ ...member, admin: true }, ALL_ROUTES))).not.toContain('setting');
    expect(values(visibleGroupTabs({ ...member, admin: true, root: true }, ALL_ROUTES))).toContain('setting');
  });

  it('shows the discussion tab, after the submissions, only while openGroupDiscussion is on', () => {
    const member = { member: true, admin: false, root: false, access: true, groupDiscussion: true };
    expect(values(visibleGroupTabs(member, ALL_ROUTES))).toEqual(['home', 'problem', 'training', 'contest', 'status', 'discussion', 'member', 'rank']);
    expect(values(visibleGroupTabs({ ...member, groupDiscussion: false }, ALL_ROUTES))).not.toContain('discussion');
  });

  it('disables every tab but home for a viewer without access', () => {
    const outsider = { member: false, admin: false, root: false, access: false, groupDiscussion: true };
    const rows = visibleGroupTabs(outsider, ALL_ROUTES);
    expect(rows.filter((row) => !row.disabled).map((row) => row.tab.value)).toEqual(['home']);
  });

  it('leaves out a tab whose screens are not registered yet', () => {
    const viewer = { member: true, admin: true, root: true, access: true, groupDiscussion: true };
    expect(values(visibleGroupTabs(viewer, ['/group/$groupID/', '/group/$groupID/rank']))).toEqual(['home', 'rank']);
    expect(segmentHasRoute('training', ['/group/$groupID/training/$trainingID'])).toBe(true);
    expect(segmentHasRoute('train', ['/group/$groupID/training/'])).toBe(false);
    expect(segmentHasRoute('problem', ['/group/$groupID_/problem/$problemID/full-screen'])).toBe(false);
  });

  it('finds the tab of a nested path', () => {
    expect(groupTabOf('/group/7')).toBe('home');
    expect(groupTabOf('/group/7/')).toBe('home');
    expect(groupTabOf('/group/7/training/3/problem/1')).toBe('training');
    expect(groupTabOf('/group/7/submission-detail/5')).toBe('status');
    expect(groupTabOf('/group/7/member')).toBe('member');
    expect(groupTabOf('/group/7/discussion/P1')).toBe('discussion');
    expect(groupTabOf('/group/7/discussion-detail/4')).toBe('discussion');
  });

  it('builds tab addresses', () => {
    expect(groupTabPath(7, GROUP_TABS[0]!)).toBe('/group/7');
    expect(groupTabPath(7, GROUP_TABS.find((tab) => tab.value === 'rank')!)).toBe('/group/7/rank');
  });
});
