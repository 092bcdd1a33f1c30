import { msgId } from '../../lib/message-id';

/** What the tab bar knows about the viewer (useGroupStanding + get-group-access). */
export interface GroupTabViewer {
  /** member, group admin, group root: site admins count as all three (decision 31) */
  member: boolean;
  admin: boolean;
  root: boolean;
  /** get-group-access answered true: the group's content may be opened */
  access: boolean;
  /** the site switch openGroupDiscussion is on (part 3 §2.4: the discussion tab only then) */
  groupDiscussion: boolean;
}

export interface GroupTab {
  /** the tab's value and test id (`group-tab-{value}`) */
  value: string;
  /** catalog id of the label */
  label: string;
  /** the path below /group/{groupID}: '' is the home tab */
  segment: string;
  /** whether the viewer sees the tab at all (announcement: group admins, setting: group root) */
  shown(viewer: GroupTabViewer): boolean;
  /** the tab opens the group's content: disabled for non-members without access (part 3 §6) */
  needsAccess: boolean;
}

const everyone = () => true;

/**
 * The tabs of a group (part 3 §2.4), in the spec's order. The group screens of other folders
 * (problems, homework, contests, submissions) are entries here too: the shell shows an entry only
 * once a route under `/group/$groupID/{segment}` is registered, so a tab never leads to the 404 page.
 * The discussion tab shows only while the site switch openGroupDiscussion is on.
 */
export const GROUP_TABS: readonly GroupTab[] = [
  { value: 'home', label: msgId('Group_Home'), segment: '', shown: everyone, needsAccess: false },
  { value: 'problem', label: msgId('Group_Problem'), segment: 'problem', shown: everyone, needsAccess: true },
  { value: 'training', label: msgId('Group_Training'), segment: 'training', shown: everyone, needsAccess: true },
  { value: 'contest', label: msgId('Group_Contest'), segment: 'contest', shown: everyone, needsAccess: true },
  { value: 'status', label: msgId('Group_Status'), segment: 'status', shown: everyone, needsAccess: true },
  { value: 'discussion', label: msgId('Group_Discussion'), segment: 'discussion', shown: (viewer) => viewer.groupDiscussion, needsAccess: true },
  { value: 'member', label: msgId('Group_Member'), segment: 'member', shown: everyone, needsAccess: true },
  { value: 'announcement', label: msgId('Group_Announcement'), segment: 'announcement', shown: (viewer) => viewer.admin, needsAccess: true },
  { value: 'setting', label: msgId('Group_Setting'), segment: 'setting', shown: (viewer) => viewer.root, needsAccess: true },
  { value: 'rank', label: msgId('Group_Rank'), segment: 'rank', shown: everyone, needsAccess: true },
];

/**
 * Whether a segment has screens: a route id `/group/$groupID/{segment}` (`group.$groupID.problem.tsx`) or
 * one below it (`group.$groupID.problem.index.tsx`). The full-screen routes (`/group/$groupID_/...`) do not count.
 */
export function segmentHasRoute(segment: string, routeIds: readonly string[]): boolean {
  const base = segment === '' ? '/group/$groupID/' : `/group/$groupID/${segment}`;
  return routeIds.some((id) => id === base || id.startsWith(`${base}/`));
}

/** The tabs the viewer sees, each with whether it is disabled. */
export function visibleGroupTabs(viewer: GroupTabViewer, routeIds: readonly string[], tabs: readonly GroupTab[] = GROUP_TABS): { tab: GroupTab; disabled: boolean }[] {
  return tabs.filter((tab) => tab.shown(viewer) && segmentHasRoute(tab.segment, routeIds)).map((tab) => ({ tab, disabled: tab.needsAccess && !viewer.access }));
}

/**
 * The tab a group path belongs to: `/group/7/training/3/problem/1` highlights homework,
 * `/group/7/submission-detail/5` the submissions, `/group/7/discussion-detail/4` the discussions,
 * an unknown child the home tab.
 */
export function groupTabOf(pathname: string, tabs: readonly GroupTab[] = GROUP_TABS): string {
  const first = pathname.replace(/^\/group\/[^/]+\/?/, '').split('/')[0] ?? '';
  if (first === 'submission-detail') return 'status';
  if (first === 'discussion-detail') return 'discussion';
  return tabs.find((tab) => tab.segment !== '' && tab.segment === first)?.value ?? 'home';
}

/** The address of a tab of a group. */
export const groupTabPath = (gid: number, tab: GroupTab): string => (tab.segment === '' ? `/group/${gid}` : `/group/${gid}/${tab.segment}`);
