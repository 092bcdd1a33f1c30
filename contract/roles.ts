/** Role names as they appear in `roleList` and `get-user-auth-info`. */
export const ROLE = {
  root: 'root',
  admin: 'admin',
  teacher: 'teacher',
  user: 'user',
  vip: 'vip',
} as const;
export type RoleName = (typeof ROLE)[keyof typeof ROLE];

/** Role numbers used by the admin user filter (part 1 §3 and part 3 §3.7); vip has no number in the spec. */
export const ROLE_ID: Record<RoleName, number> = {
  root: 1000,
  teacher: 1001,
  user: 1002,
  admin: 1009,
  vip: 1010,
};

/** Admin, super admin or teacher: may open the management area. */
export function isAdminRole(roles: readonly string[]): boolean {
  return roles.some((r) => r === ROLE.root || r === ROLE.admin || r === ROLE.teacher);
}

/** Admin or super admin. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.some((r) => r === ROLE.root || r === ROLE.admin);
}

export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROLE.root);
}
