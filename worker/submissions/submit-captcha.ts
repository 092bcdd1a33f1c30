import { isAdminRole, ROLE } from '../../contract/roles';
import type { SubmitCaptchaRefusal } from '../../contract/rules/submissions';
import type { Deps } from '../deps';
import { badRequest } from '../lib/api-error';
import { checkImageCaptcha } from '../accounts/captcha';
import type { Principal } from '../accounts/sessions';

/**
 * Part 1 shows "a captcha image when required" beside the submit button; the server decides when.
 * A person fixing a bug submits a few times a minute; a script or a resubmit loop sends many. So
 * from the (SUBMIT_CAPTCHA_AFTER + 1)-th submission inside one window of the submit rate limit
 * (RATE_RULES.submitPerUser, which still refuses outright past its own limit) every further
 * submission of that window needs a fresh image captcha. Admin roles are never asked: they
 * resubmit and test problems in bulk on purpose. Nor are VIP members, one of the things VIP
 * unlocks (decision 37); the rate limit itself holds for them as for everyone.
 */
export const SUBMIT_CAPTCHA_AFTER = 10;

/** Whether the submission numbered `submissionsInWindow` (this one included) needs a captcha. */
export function submitNeedsCaptcha(submissionsInWindow: number, roles: readonly string[]): boolean {
  return submissionsInWindow > SUBMIT_CAPTCHA_AFTER && !isAdminRole(roles) && !roles.includes(ROLE.vip);
}

const REFUSAL: SubmitCaptchaRefusal = { captchaRequired: true };
export const SUBMIT_CAPTCHA_MESSAGES = {
  required: 'Captcha_Check_Required',
  wrong: 'The captcha is wrong or has expired',
} as const;

/**
 * Refuses the submission (400, data `{captchaRequired: true}`) when it needs a captcha and the
 * answer is missing or wrong; each captcha is good for one try whatever the answer.
 */
export async function checkSubmitCaptcha(
  deps: Pick<Deps, 'db' | 'clock'>,
  principal: Principal,
  submissionsInWindow: number,
  answer: { captcha?: string | null; captchaKey?: string | null },
): Promise<void> {
  if (!submitNeedsCaptcha(submissionsInWindow, principal.roles)) return;
  if (!answer.captcha?.trim() || !answer.captchaKey) throw badRequest(SUBMIT_CAPTCHA_MESSAGES.required, REFUSAL);
  if (!(await checkImageCaptcha(deps, answer.captchaKey, answer.captcha))) throw badRequest(SUBMIT_CAPTCHA_MESSAGES.wrong, REFUSAL);
}
