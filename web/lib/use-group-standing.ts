import { useQuery } from '@tanstack/react-query';
import { isAdminRole } from '../../contract/roles';
import { isGroupAdminLevel, isGroupRootLevel, isMemberLevel, MEMBER_AUTH } from '../../contract/rules/groups';
import { groupAuthOptions, groupDetailOptions } from './group-keys';
import { useSession } from './use-session';

/**
 * The viewer's standing in a group, as the tabs and buttons need it. It mirrors the server's rule
 * (worker/groups/rules.ts decideGroupStanding): the owner is root, site admins (teacher, admin,
 * root) are member, admin and root of every group. The server still checks every call.
 */
export function useGroupStanding(gid: number) {
  const { user } = useSession();
  const viewer = user?.uid ?? null;
  const detail = useQuery(groupDetailOptions(gid, viewer));
  const auth = useQuery(groupAuthOptions(gid, viewer));
  const siteAdmin = user !== null && isAdminRole(user.roleList);
  const isOwner = user !== null && detail.data?.uid === user.uid;
  const level = isOwner ? MEMBER_AUTH.root : (auth.data ?? MEMBER_AUTH.none);
  return {
    group: detail.data,
    loading: detail.isPending || auth.isPending,
    error: detail.error,
    level,
    isOwner,
    siteAdmin,
    member: siteAdmin || isMemberLevel(level),
    admin: siteAdmin || isGroupAdminLevel(level),
    root: siteAdmin || isGroupRootLevel(level),
  };
}
