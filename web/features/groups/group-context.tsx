import { createContext, useContext, type ReactNode } from 'react';
import type { GroupDetail } from '../../../contract/api/groups';
import type { useGroupStanding } from '../../lib/use-group-standing';

export interface GroupState {
  gid: number;
  group: GroupDetail;
  standing: ReturnType<typeof useGroupStanding>;
  /** get-group-access: the group's content may be opened */
  access: boolean;
}

const GroupContext = createContext<GroupState | null>(null);

export function GroupProvider({ value, children }: { value: GroupState; children: ReactNode }) {
  return <GroupContext.Provider value={value}>{children}</GroupContext.Provider>;
}

/** The group of the layout around the screen (web/routes/group.$groupID.tsx). */
export function useGroup(): GroupState {
  const value = useContext(GroupContext);
  if (!value) throw new Error('useGroup outside a group layout');
  return value;
}
