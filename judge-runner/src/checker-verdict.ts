/**
 * What a special judge's or interactor's exit code means. Two conventions are understood:
 *
 * testlib: 0 accepted, 1 wrong answer, 2 presentation error, 3 fail (the checker's own fault:
 * system error), 4 "dirt" (wrong answer), 7 points, 8 unexpected end of the output (presentation error).
 * For 7 the points come from one of two places only: the start of the checker's stderr, the way
 * testlib's quitp() writes it ("points 0.25 message"), or else, the seed system's legacy form, the
 * first number of its stdout. The number is the fraction of the case's score when it is in [0, 1]
 * (quitp(0.25) is a quarter), and a percentage when above 1 (quitp(25) is a quarter too), capped at 100 %.
 * Any other number is never a score: a checker's message quotes the contestant's output ("expected 3,
 * found 100"), so reading the first number found would let a wrong answer choose its own score.
 *
 * The seed system's legacy codes: 100 accepted, 101 presentation error, 102 wrong answer,
 * 99 partial with the percentage (0-100) as the first number on stdout, 103 checker error.
 */
import { JUDGE_STATUS } from '../../contract/judge-status';

export interface CheckerVerdict {
  /** accepted, wrong answer, presentation error, partial accepted or system error */
  status: number;
  /** the fraction of the case's score earned, 0..1 */
  ratio: number;
}

const FIRST_NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;
/** testlib's quitp(): "points X" first in the message, nowhere else */
const TESTLIB_POINTS = /^\s*points\s+([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/i;

function parseNumber(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const value = Number(match[1] ?? match[0]);
  return Number.isFinite(value) ? value : null;
}

function partial(ratio: number): CheckerVerdict {
  const clamped = Math.min(1, Math.max(0, ratio));
  if (clamped >= 1) return { status: JUDGE_STATUS.accepted, ratio: 1 };
  if (clamped <= 0) return { status: JUDGE_STATUS.wrongAnswer, ratio: 0 };
  return { status: JUDGE_STATUS.partialAccepted, ratio: clamped };
}

const SYSTEM_ERROR: CheckerVerdict = { status: JUDGE_STATUS.systemError, ratio: 0 };

/** The verdict of a checker that exited with `code`, given its stdout and stderr (their first bytes). */
export function checkerVerdict(code: number, stdout: string, stderr: string): CheckerVerdict {
  switch (code) {
    case 0:
    case 100:
      return { status: JUDGE_STATUS.accepted, ratio: 1 };
    case 1:
    case 4:
    case 102:
      return { status: JUDGE_STATUS.wrongAnswer, ratio: 0 };
    case 2:
    case 8:
    case 101:
      return { status: JUDGE_STATUS.presentationError, ratio: 0 };
    case 7: {
      const points = parseNumber(stderr, TESTLIB_POINTS) ?? parseNumber(stdout, FIRST_NUMBER);
      if (points === null) return SYSTEM_ERROR;
      return partial(points > 1 ? points / 100 : points);
    }
    case 99: {
      const percent = parseNumber(stdout, FIRST_NUMBER);
      return percent === null ? SYSTEM_ERROR : partial(percent / 100);
    }
    default:
      return SYSTEM_ERROR;
  }
}
