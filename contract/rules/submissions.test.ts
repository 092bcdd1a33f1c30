import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../judge-status';
import {
  canCancelJudge,
  canManualJudge,
  canResubmit,
  CODE_MAX_LENGTH,
  CODE_MESSAGES,
  codeRuleBroken,
  FINAL_STATUSES,
  isFinalStatus,
  isInProgress,
  isSubmitCaptchaRefusal,
  MANUAL_JUDGE_STATUSES,
  maySeeCaseOutput,
  maySeeCaseResults,
  maySeeCode,
  mayResubmit,
  mayShare,
  submissionCode,
} from './submissions';

const owner = { uid: 'u1', roles: ['user'] };
const stranger = { uid: 'u2', roles: ['user'] };
const teacher = { uid: 't', roles: ['teacher'] };

describe('status sets', () => {
  it('pending, compiling and judging are in progress, and none of them is final', () => {
    for (const s of [S.pending, S.compiling, S.judging]) {
      expect(isInProgress(s)).toBe(true);
      expect(isFinalStatus(s)).toBe(false);
    }
  });

  it('a failed or ongoing sending is neither in progress nor final; cancelled is final', () => {
    for (const s of [S.submitting, S.submittedFailed, S.notSubmitted, S.submittedUnknownResult]) {
      expect(isInProgress(s)).toBe(false);
      expect(isFinalStatus(s)).toBe(false);
    }
    expect(isFinalStatus(S.cancelled)).toBe(true);
    expect(FINAL_STATUSES.size).toBe(10);
  });
});

describe('admin actions by status', () => {
  it('manual judgement is refused while judging and for a compile error', () => {
    for (const s of [S.pending, S.compiling, S.judging, S.compileError]) expect(canManualJudge(s)).toBe(false);
    for (const s of [S.accepted, S.wrongAnswer, S.cancelled, S.submittedFailed, S.systemError]) expect(canManualJudge(s)).toBe(true);
  });

  it('the hand-set statuses are all final or a failed sending', () => {
    for (const s of MANUAL_JUDGE_STATUSES) expect(isFinalStatus(s) || s === S.submittedFailed).toBe(true);
    expect(MANUAL_JUDGE_STATUSES).not.toContain(S.compileError);
  });

  it('cancel: anything but an already cancelled judgement; resubmit: only a failed sending', () => {
    expect(canCancelJudge(S.cancelled)).toBe(false);
    expect(canCancelJudge(S.pending)).toBe(true);
    expect(canResubmit(S.submittedFailed)).toBe(true);
    expect(canResubmit(S.systemError)).toBe(false);
  });
});

describe('who may', () => {
  const row = { uid: 'u1', status: S.accepted, cid: 0, share: false };

  it('resubmit: the owner or an admin role', () => {
    expect(mayResubmit(owner, row)).toBe(true);
    expect(mayResubmit(teacher, row)).toBe(true);
    expect(mayResubmit(stranger, row)).toBe(false);
    expect(mayResubmit(null, row)).toBe(false);
  });

  it('see code: owner and admins always, others when shared on a problem that allows it', () => {
    expect(maySeeCode(owner, row, false)).toBe(true);
    expect(maySeeCode(teacher, row, false)).toBe(true);
    expect(maySeeCode(stranger, row, true)).toBe(false);
    expect(maySeeCode(null, { ...row, share: true }, true)).toBe(true);
    expect(maySeeCode(null, { ...row, share: true }, false)).toBe(false);
  });

  it('share: only the owner, and never a contest submission', () => {
    expect(mayShare(owner, row)).toBe('yes');
    expect(mayShare(teacher, row)).toBe('not-owner');
    expect(mayShare(owner, { ...row, cid: 3 })).toBe('contest');
  });

  it('case results: others only of a public submission on a problem they may view; output only owner and admins', () => {
    expect(maySeeCaseResults(stranger, row, true)).toBe(true);
    expect(maySeeCaseResults(stranger, row, false)).toBe(false);
    expect(maySeeCaseResults(stranger, { ...row, cid: 2 }, true)).toBe(false);
    expect(maySeeCaseResults(owner, { ...row, cid: 2 }, false)).toBe(true);
    expect(maySeeCaseOutput(stranger, row)).toBe(false);
    expect(maySeeCaseOutput(teacher, row)).toBe(true);
  });
});

describe('code rules', () => {
  it('blank and too long code is refused with the same words on both sides', () => {
    expect(codeRuleBroken('  \n')).toBe('empty');
    expect(codeRuleBroken('x'.repeat(CODE_MAX_LENGTH + 1))).toBe('tooLong');
    expect(codeRuleBroken('x'.repeat(CODE_MAX_LENGTH))).toBeNull();
    expect(v.safeParse(submissionCode, ' ').issues?.[0]?.message).toBe(CODE_MESSAGES.empty);
    expect(v.safeParse(submissionCode, 'x'.repeat(CODE_MAX_LENGTH + 1)).issues?.[0]?.message).toBe(CODE_MESSAGES.tooLong);
    expect(v.safeParse(submissionCode, 'int main(){}').success).toBe(true);
  });

  it('tells a captcha refusal from other data', () => {
    expect(isSubmitCaptchaRefusal({ captchaRequired: true })).toBe(true);
    expect(isSubmitCaptchaRefusal({ captchaRequired: false })).toBe(false);
    expect(isSubmitCaptchaRefusal(null)).toBe(false);
  });
});
