/** Why a save may not move an item out of its group (or into another), or null when it stays. */
export function groupMoveRefusal(storedGid: number, askedGid: number | null): string | null {
  return askedGid === storedGid ? null : 'A group item stays in its group: gid must be the group it belongs to';
}
