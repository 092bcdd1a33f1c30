import { msgId } from '../../lib/message-id';

/** The public-bank application of a group problem (part 3 §4): null none, 1 applying, 2 public, 3 refused. */
export const APPLY_PROGRESS_LABELS: Record<number, string> = {
  1: msgId('Apply_Progress_Applying'),
  2: msgId('Apply_Progress_Public'),
  3: msgId('Apply_Progress_Refused'),
};

/** Part 3 §4: from none the action asks to apply; from any other state it asks to cancel the application. */
export function applyAction(progress: number | null): 'apply' | 'cancel' {
  return progress === null ? 'apply' : 'cancel';
}

/**
 * Part 3 §6: the group root (site admins count as root) or the problem's author may edit, delete,
 * change the auth of and download the test cases of a problem, only one that belongs to this group.
 * The server checks the same rule (decision 31, managesGroupItem); this only hides the buttons.
 */
export function mayManageGroupProblem(row: { gid: number; author: string | null }, gid: number, root: boolean, viewer: string | null): boolean {
  if (row.gid !== gid) return false;
  return root || (viewer !== null && row.author === viewer);
}
