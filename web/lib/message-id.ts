/**
 * Marks a catalog message id that is stored in data and translated where it is shown,
 * so the catalog test can find it next to the ids passed straight to `_()`.
 */
export function msgId<const T extends string>(id: T): T {
  return id;
}
