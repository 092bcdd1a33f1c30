/**
 * Who may change a group's homework or contest (part 3 §6: "group root or the author", "root or
 * creator"): the group root (site admins count as root), or its author while still a group admin.
 * The client's copy of worker/groups/rules.ts managesGroupItem, for showing the row's buttons; the
 * server still checks every call.
 */
export function managesGroupItem(standing: { root: boolean; admin: boolean }, author: string | null | undefined, viewer: string | null): boolean {
  return standing.root || (standing.admin && viewer !== null && author === viewer);
}
