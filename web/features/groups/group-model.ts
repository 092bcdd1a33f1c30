import { GROUP_AUTH, GROUP_LIMITS, GROUP_MESSAGES } from '../../../contract/rules/groups';

/** The values of the group form (create dialog and setting tab) as the inputs hold them. */
export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number | null;
  code: string;
  visible: boolean;
}

export type GroupFormErrors = Partial<Record<keyof GroupFormValues, string>>;

function lengthProblem(value: string, bounds: { min: number; max: number }, required: string, length: string): string | null {
  const text = value.trim();
  if (text === '') return required;
  return text.length < bounds.min || text.length > bounds.max ? length : null;
}

/** The code: exactly 6 characters when the group is not public (part 3 §5). */
function codeProblem(code: string): string | null {
  const text = code.trim();
  if (text === '') return GROUP_MESSAGES.codeRequired;
  return text.length === GROUP_LIMITS.code ? null : GROUP_MESSAGES.codeLength;
}

/** Every field rule of the group form (part 3 §5), as the spec's message keys; empty when it may be sent. */
export function groupFormErrors(values: GroupFormValues): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const put = (field: keyof GroupFormValues, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  put('name', lengthProblem(values.name, GROUP_LIMITS.name, GROUP_MESSAGES.nameRequired, GROUP_MESSAGES.nameLength));
  put('shortName', lengthProblem(values.shortName, GROUP_LIMITS.shortName, GROUP_MESSAGES.shortNameRequired, GROUP_MESSAGES.shortNameLength));
  put('brief', lengthProblem(values.brief, GROUP_LIMITS.brief, GROUP_MESSAGES.briefRequired, GROUP_MESSAGES.briefLength));
  put('description', lengthProblem(values.description, GROUP_LIMITS.description, GROUP_MESSAGES.descriptionRequired, GROUP_MESSAGES.descriptionLength));
  if (values.auth === null) put('auth', GROUP_MESSAGES.authRequired);
  else if (values.auth !== GROUP_AUTH.public) put('code', codeProblem(values.code));
  return errors;
}

/** The application's fields (part 3 §5): a reason for non-public groups, and the code for private ones. */
export function applyErrors(auth: number, reason: string, code: string): { reason?: string; code?: string } {
  const errors: { reason?: string; code?: string } = {};
  if (auth === GROUP_AUTH.public) return errors;
  const reasonProblem = lengthProblem(reason, GROUP_LIMITS.reason, GROUP_MESSAGES.reasonRequired, GROUP_MESSAGES.reasonLength);
  if (reasonProblem) errors.reason = reasonProblem;
  if (auth === GROUP_AUTH.private) {
    const problem = codeProblem(code);
    if (problem) errors.code = problem;
  }
  return errors;
}

/** The catalog id of an auth's tag. */
export const groupAuthLabel = (auth: number): string => (auth === GROUP_AUTH.public ? 'Group_Public' : auth === GROUP_AUTH.protected ? 'Group_Protected' : 'Group_Private');
export const groupAuthColor = (auth: number): string => (auth === GROUP_AUTH.public ? 'green' : auth === GROUP_AUTH.protected ? 'orange' : 'red');

/** The catalog id of a member level (1 applying ... 5 root). */
export const memberAuthLabel = (auth: number): string =>
  ['Group_Applying', 'Group_Refused', 'Group_General_Member', 'Group_Admin', 'Group_Root'][auth - 1] ?? 'Group_General_Member';

/**
 * How wide a name is in "width units": a CJK (full-width) character counts 2, anything else 1.
 * The card truncates its name at about 26 units (part 3 §9).
 */
export function textWidthUnits(text: string): number {
  let units = 0;
  for (const char of text) units += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return units;
}

/** The name cut to `max` width units with an ellipsis, or the whole name when it fits. */
export function truncateToUnits(text: string, max = 26): string {
  if (textWidthUnits(text) <= max) return text;
  let units = 0;
  let out = '';
  for (const char of text) {
    const width = textWidthUnits(char);
    if (units + width > max - 1) break;
    units += width;
    out += char;
  }
  return `${out}…`;
}
