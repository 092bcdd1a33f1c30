import { fill } from '../../contract/message-template';
import * as v from 'valibot';
import { QuestionSaveBody, type QuestionImportResult } from '../../contract/api/exams';
import { answerLetter, EXAM_MESSAGES, QUESTION_FETCH_LIMIT, QUESTION_TYPE } from '../../contract/rules/exams';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/api-error';
import { formatCsv, parseCsv } from '../../contract/rules/csv';
import { existingRepo } from './access';
import { insertQuestionStatements, questionValues } from './questions';
import type { BatchItem } from './sheets';

/**
 * Question import from a CSV file (a spreadsheet saved as CSV, UTF-8): one question a row after the
 * header `type, content, grade, analysis, correct, A, B, C, …`. type is 0-3 or single / multiple /
 * judge / fill; correct holds the letters of the correct choices ("A", "AC"); a fill-in question
 * lists the answer of each blank in the answer columns and leaves correct empty.
 */

export const IMPORT_HEADER = ['type', 'content', 'grade', 'analysis', 'correct', 'A', 'B', 'C', 'D', 'E', 'F'];
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const TYPE_NAMES: Record<string, number> = {
  single: QUESTION_TYPE.single,
  multiple: QUESTION_TYPE.multiple,
  judge: QUESTION_TYPE.judge,
  'true/false': QUESTION_TYPE.judge,
  fill: QUESTION_TYPE.fillIn,
  'fill-in': QUESTION_TYPE.fillIn,
};

/** The problems of one row, reported by its line. */
export const QUESTION_ROW_MESSAGES = {
  badType: 'type must be 0-3 or single, multiple, judge, fill',
  answerGap: 'answer columns must not have gaps',
  noSuchChoice: 'correct names a choice that has no answer: {correct}',
} as const;

function typeOf(text: string): number | string {
  const key = text.trim().toLowerCase();
  if (/^[0-3]$/.test(key)) return Number(key);
  return TYPE_NAMES[key] ?? QUESTION_ROW_MESSAGES.badType;
}

/** One row as the question form would send it, or why it cannot be one. */
export function rowToQuestion(cells: readonly string[]): { ok: true; question: QuestionSaveBody } | { ok: false; msg: string } {
  const [typeText = '', content = '', grade = '', analysis = '', correct = '', ...options] = cells;
  const type = typeOf(typeText);
  if (typeof type === 'string') return { ok: false, msg: type };
  const answers = options.map((o) => o.trim()).filter((o, i, all) => o !== '' || all.slice(i).some((x) => x !== ''));
  if (answers.some((a) => a === '')) return { ok: false, msg: QUESTION_ROW_MESSAGES.answerGap };
  const letters = correct.toUpperCase().replace(/[\s,;]/g, '');
  if (type !== QUESTION_TYPE.fillIn && [...letters].some((l) => !answers.some((_, i) => answerLetter(i) === l))) return { ok: false, msg: fill(QUESTION_ROW_MESSAGES.noSuchChoice, { correct }) };
  const parsed = v.safeParse(QuestionSaveBody, {
    type,
    content,
    grade: grade.trim() === '' ? 1 : Number(grade),
    analysis,
    examProblemAnswerList: answers.map((a, i) => ({ content: a, isCorrect: type === QUESTION_TYPE.fillIn || letters.includes(answerLetter(i)) })),
  });
  if (!parsed.success) return { ok: false, msg: parsed.issues[0].message };
  return { ok: true, question: parsed.output };
}

/** `admin/exam-problem/import`: stores every good row in one batch (into the bank when repoId is given) and reports each bad row by its line. */
export async function importQuestions(deps: Pick<Deps, 'db' | 'clock'>, file: File, repoId: number | undefined, caller: Principal): Promise<QuestionImportResult> {
  if (file.size > IMPORT_MAX_BYTES) throw new ApiError(413, EXAM_MESSAGES.importTooLarge);
  if (repoId !== undefined) await existingRepo(deps, repoId);
  const rows = parseCsv(await file.text());
  if (rows === null) throw badRequest('The file is not valid CSV: a quote is never closed');
  const [header, ...body] = rows;
  if (!header || header.cells[0]?.trim().toLowerCase() !== 'type') throw badRequest(`The first row must be the header: ${IMPORT_HEADER.join(',')}`);
  if (body.length === 0) throw badRequest(EXAM_MESSAGES.importEmpty);
  if (body.length > QUESTION_FETCH_LIMIT) throw badRequest(`At most ${QUESTION_FETCH_LIMIT} questions in one file`);
  const now = deps.clock.nowSeconds();
  const errors: QuestionImportResult['errors'] = [];
  const statements: BatchItem[] = [];
  for (const row of body) {
    const result = rowToQuestion(row.cells);
    if (!result.ok) {
      errors.push({ line: row.line, msg: result.msg });
      continue;
    }
    try {
      statements.push(...insertQuestionStatements(deps, questionValues(result.question, now), caller, repoId ?? null));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push({ line: row.line, msg: error.message });
    }
  }
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
  return { imported: body.length - errors.length, errors };
}

/** `admin/exam-problem/import-template`: the header and one example of each question type. */
export function importTemplate(): string {
  return formatCsv([
    IMPORT_HEADER,
    ['single', 'Which header declares std::cout?', '2', 'std::cout is declared in <iostream>.', 'B', '<cstdio>', '<iostream>', '<cmath>', '<string>'],
    ['multiple', 'Which of these are C++ integer types?', '3', 'float is a floating-point type.', 'AC', 'int', 'float', 'long long'],
    ['judge', 'A C++ program starts in main.', '1', 'Execution starts in main.', 'A', 'True', 'False'],
    ['fill', 'The keyword that declares a constant is ____; the type of true is ____.', '2', 'const declares a constant; true is a bool.', '', 'const', 'bool'],
  ]);
}
