/** What a picked picture must be: one of `types` (by file extension) and at most `maxBytes`, with the message id of each refusal. */
export interface ImageFileRules {
  types: readonly string[];
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

/** Why a picked picture breaks `rules` (the type is checked first), or null when it can be used. */
export function imageFileProblem(file: { name: string; size: number }, rules: ImageFileRules): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!rules.types.includes(extension)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}
