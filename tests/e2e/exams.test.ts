import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiData, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, datetimeLocal, loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const EXAM_PASSWORD = 'exam-pass-1';

const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');

/** GET with a query, POST when there is a body. */
const call = <T>(path: string, token: string, query: Record<string, string | number> = {}, body?: unknown) => apiData<T>(baseUrl, body === undefined ? 'GET' : 'POST', path, token, { query, body });

/** What the first test leaves for the second: the bank, the exam and the learner's page. */
const built: { repoId?: number; examId?: number; examTitle?: string; learnerPage?: Page } = {};

/** Picks an option of a Mantine Select. */
async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface QuestionInput {
  type: 'Single choice' | 'Multiple choice' | 'True or false' | 'Fill in the blanks';
  content: string;
  /** choice texts (not for true/false) or, for fill-in, the text of each blank */
  answers: string[];
  /** indexes of the correct choices */
  correct: number[];
  analysis: string;
}

/** Creates a question in the open bank's admin page through the question dialog. */
async function createQuestion(page: Page, q: QuestionInput): Promise<void> {
  await page.getByTestId('bank-question-create').click();
  const dialog = page.getByTestId('question-dialog');
  await dialog.getByTestId('question-save').waitFor();
  if (q.type !== 'Single choice') await choose(page, 'question-field-type', q.type);
  await dialog.getByTestId('question-field-content').locator('textarea').first().fill(q.content);
  if (q.type === 'Fill in the blanks') {
    for (let i = 1; i < q.answers.length; i++) await dialog.getByTestId('question-answer-add').click();
  }
  if (q.type !== 'True or false') {
    for (const [i, text] of q.answers.entries()) await dialog.getByTestId(`question-answer-${i}`).getByTestId('question-answer-content').fill(text);
  }
  if (q.type !== 'Fill in the blanks') {
    if (q.type === 'Multiple choice') {
      // A new multiple choice keeps the single choice's first flag on A: set every flag as wanted.
      for (let i = 0; i < q.answers.length; i++) {
        const box = dialog.getByTestId(`question-answer-${i}`).getByTestId('question-answer-correct');
        if ((await box.isChecked()) !== q.correct.includes(i)) await box.click();
      }
    } else {
      await dialog.getByTestId(`question-answer-${q.correct[0]}`).getByTestId('question-answer-correct').click();
    }
  }
  await dialog.getByTestId('question-field-analysis').locator('textarea').first().fill(q.analysis);
  await dialog.getByTestId('question-save').click();
  await dialog.waitFor({ state: 'detached' });
}

/** The sheet's card of the question whose text contains `text`. */
const card = (page: Page, text: string): Locator => page.locator('[data-question-id]').filter({ hasText: text });

const QUESTIONS: QuestionInput[] = [
  { type: 'Single choice', content: 'Which number is 2 + 2?', answers: ['3', '4', '5', '6'], correct: [1], analysis: 'Two plus two is four.' },
  { type: 'Multiple choice', content: 'Which of these are primes?', answers: ['2', '3', '4', '5'], correct: [0, 1, 3], analysis: 'Four is two times two.' },
  { type: 'True or false', content: 'The sky is green on a clear day.', answers: [], correct: [1], analysis: 'It is blue.' },
  { type: 'Fill in the blanks', content: 'The capital of France is ___ and of Italy is ___.', answers: ['Paris', 'Rome'], correct: [], analysis: 'Paris and Rome.' },
];

describe('question banks and choose exams in the browser', () => {
  it('an admin builds a bank and an exam; a learner practises, reloads, submits, takes the exam; the admin exports the rank', async () => {
    const bankTitle = uniqueName('Bank');
    const examTitle = uniqueName('Exam');
    const { page: admin } = await pageAs(suite.browser, suite.root);

    // The admin creates a public question bank with a 10-minute limit…
    await admin.goto(`${baseUrl}/admin/question_banks?l=en-US`);
    await admin.getByTestId('admin-repo-create').click();
    await admin.getByTestId('repo-field-title').fill(bankTitle);
    await admin.getByTestId('repo-field-remark').locator('textarea').first().fill('Warm-up **questions**.');
    await admin.getByTestId('repo-field-time-limit').fill('10');
    await admin.getByTestId('repo-save').click();
    await admin.getByTestId('repo-dialog').waitFor({ state: 'detached' });
    const repos = await call<{ records: { id: number; title: string }[] }>('/api/admin/exam-repo/get-repo-list', suite.root.token, { keyword: bankTitle });
    const repoId = repos.records.find((r) => r.title === bankTitle)!.id;
    await admin.getByTestId(`admin-repo-${repoId}`).getByTestId('admin-repo-questions').click();
    await admin.getByTestId('admin-bank-questions').waitFor();

    // …with one question of each of the four types (5 points each).
    for (const q of QUESTIONS) await createQuestion(admin, q);
    await expect.poll(() => admin.getByTestId('bank-question-type').count()).toBe(4);

    // …and a private choose exam on it, running now.
    await admin.goto(`${baseUrl}/admin/choose_exams?l=en-US`);
    await admin.getByTestId('admin-exam-create').click();
    await admin.getByTestId('exam-field-title').fill(examTitle);
    await admin.getByTestId('exam-field-start').fill(datetimeLocal(Date.now() - 2 * 60_000));
    await admin.getByTestId('exam-field-end').fill(datetimeLocal(Date.now() + 30 * 60_000));
    await admin.getByTestId('exam-field-repo').fill(bankTitle);
    await admin.getByRole('option').filter({ hasText: bankTitle }).first().click();
    await admin.getByTestId('exam-field-password').fill(EXAM_PASSWORD);
    await admin.getByTestId('exam-field-remark').locator('textarea').first().fill('Answer **all** questions.');
    await admin.getByTestId('exam-save').click();
    await admin.getByTestId('exam-dialog').waitFor({ state: 'detached' });
    const exams = await call<{ records: { id: number; title: string }[] }>('/api/admin/exam/get-exam-list', suite.root.token, { keyword: examTitle });
    const examId = exams.records.find((r) => r.title === examTitle)!.id;
    built.repoId = repoId;
    built.examId = examId;
    built.examTitle = examTitle;

    // A learner finds the bank on /repo and starts practising.
    const learner = await newLearner(baseUrl, 'practice');
    const { page } = await pageAs(suite.browser, await loginSession(baseUrl, learner.username, learner.password));
    built.learnerPage = page;
    await page.goto(`${baseUrl}/repo?l=en-US`);
    await page.getByTestId('repo-filter-keyword').fill(bankTitle);
    await page.getByTestId('repo-filter-keyword').press('Enter');
    await page.getByTestId(`repo-row-${repoId}`).getByTestId('repo-title').click();
    await page.getByTestId('repo-detail').waitFor();
    await page.getByText('Warm-up').waitFor();
    // No sheet submitted yet: no history tab, and the questions come without answers.
    expect(await page.getByTestId('repo-tab-history').count()).toBe(0);
    await page.getByTestId('repo-start').click();
    await page.getByTestId('practice-sheet').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('historyId')).not.toBeNull();
    const sheetUrl = page.url();
    expect(await page.getByTestId('choice-correct').count()).toBe(0);

    // Half the sheet: the single choice right, the multiple choice wrong (2 and 4).
    await card(page, '2 + 2').getByTestId('choice-B').check();
    await card(page, 'primes').getByTestId('choice-A').check();
    await card(page, 'primes').getByTestId('choice-C').check();
    await expect.poll(() => page.getByTestId('sheet-progress').textContent()).toBe('2 / 4');

    // A reload resumes the same sheet with the answers kept.
    await page.reload();
    await page.getByTestId('practice-sheet').waitFor();
    expect(page.url()).toBe(sheetUrl);
    expect(await card(page, '2 + 2').getByTestId('choice-B').isChecked()).toBe(true);
    expect(await card(page, 'primes').getByTestId('choice-C').isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('sheet-progress').textContent()).toBe('2 / 4');

    // The rest: true/false right (False), one blank wrong.
    await card(page, 'sky').getByTestId('choice-B').check();
    await card(page, 'capital').getByTestId('blank-1').fill('Paris');
    await card(page, 'capital').getByTestId('blank-2').fill('Milan');
    await expect.poll(() => page.getByTestId('sheet-progress').textContent()).toBe('4 / 4');
    await page.getByTestId('sheet-submit').click();
    await page.getByTestId('sheet-submit-confirm').click();

    // Back on the bank: the marking, wrong answers marked, the analysis shown.
    await page.getByTestId('repo-detail').waitFor();
    await expect.poll(() => page.getByTestId('sheet-score-value').textContent()).toContain('10');
    await card(page, 'primes').waitFor();
    expect(await card(page, 'primes').getAttribute('data-wrong')).toBe('true');
    expect(await card(page, 'capital').getAttribute('data-wrong')).toBe('true');
    expect(await card(page, '2 + 2').getAttribute('data-wrong')).toBe('false');
    expect(await card(page, 'sky').getAttribute('data-wrong')).toBe('false');
    await card(page, '2 + 2').getByText('Two plus two is four.').waitFor();
    expect(await page.locator('[data-testid^="sheet-tag-"][data-wrong="true"]').count()).toBe(2);
    // Submitted answers are gone from local storage.
    expect(await page.evaluate((key) => localStorage.getItem(key), `hoj:repo-answers:${repoId}`)).toBeNull();

    // The learner takes the timed private exam: the password is asked for first.
    await page.goto(`${baseUrl}/chooseExam?l=en-US`);
    await page.getByTestId('exam-plan-heading').waitFor();
    await page.getByTestId('exam-filter-keyword').fill(examTitle);
    await page.getByTestId('exam-filter-keyword').press('Enter');
    const row = page.getByTestId(`exam-row-${examId}`);
    await row.getByTestId('exam-private-tag').waitFor();
    await row.getByTestId('exam-title').click();
    await page.getByTestId('exam-overview').waitFor();
    await page.getByTestId('exam-start').click();
    await page.getByText('Enter the exam password').first().waitFor();
    await page.getByTestId('exam-password').fill(EXAM_PASSWORD);
    await page.getByTestId('exam-start').click();
    await page.getByTestId('answer-sheet').waitFor();
    await expect.poll(() => page.getByTestId('exam-countdown').textContent()).toMatch(/^00:(09|10):\d\d$/);
    expect(await page.getByTestId('choice-correct').count()).toBe(0);
    expect(await page.getByTestId('question-analysis').count()).toBe(0);

    await card(page, '2 + 2').getByTestId('choice-B').check();
    await card(page, 'primes').getByTestId('choice-A').check();
    await card(page, 'primes').getByTestId('choice-B').check();
    await card(page, 'primes').getByTestId('choice-D').check();
    await page.reload();
    await page.getByTestId('answer-sheet').waitFor();
    expect(await card(page, 'primes').getByTestId('choice-D').isChecked()).toBe(true);
    await card(page, 'sky').getByTestId('choice-B').check();
    await card(page, 'capital').getByTestId('blank-1').fill('Paris');
    await card(page, 'capital').getByTestId('blank-2').fill(' Rome ');
    await page.getByTestId('sheet-nav-4').click();
    await page.getByTestId('sheet-submit').click();
    await page.getByText('cannot be changed').waitFor();
    await page.getByTestId('sheet-submit-confirm').click();
    await page.getByText('提交成功').first().waitFor();
    await page.getByTestId('exam-attempt-done').waitFor();
    expect(await page.getByTestId('exam-attempt-done').textContent()).toContain('20 / 20');
    // The learner does not see the rank tab.
    expect(await page.getByTestId('exam-tab-rank').count()).toBe(0);

    // The admin opens the exam's rank, the attempt, and exports the CSV.
    await admin.goto(`${baseUrl}/chooseExam/${examId}/rank?l=en-US`);
    const rankRow = admin.getByTestId(`exam-rank-row-${learner.username}`);
    await rankRow.waitFor();
    expect(await rankRow.getByTestId('exam-rank-rank').textContent()).toBe('1');
    expect(await rankRow.getByTestId('exam-rank-score').textContent()).toBe('20 / 20');
    await rankRow.getByTestId('exam-rank-view').click();
    await admin.getByTestId('exam-attempt-dialog').getByTestId('sheet-review').waitFor();
    await admin.keyboard.press('Escape');
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('exam-rank-export').click()]);
    const csv = await readFile((await download.path()), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(learner.username);
    expect(lines[1]!.split(',')).toContain('20');

    // Resetting the attempt (after a confirm) takes it off the rank, so the learner may sit the exam again.
    await rankRow.getByTestId('exam-rank-reset').click();
    await admin.getByTestId('exam-reset-confirm').click();
    await rankRow.waitFor({ state: 'detached' });
  });

  it('a learner answers a training paper and lands on its exam record page', async () => {
    const { repoId, examId, examTitle, learnerPage: page } = built;
    if (repoId === undefined || examId === undefined || !page) throw new Error('the first test did not build the bank and the exam');
    // A public training with the exam attached as its paper (the training admin screens are tested with trainings).
    const category = await call<{ id: number }>('/api/admin/training/category', suite.root.token, {}, { name: uniqueName('Cat'), color: '#409EFF' });
    const created = await call<{ training: { id: number } }>('/api/admin/training', suite.root.token, {}, {
      training: { rank: 1000, title: uniqueName('Training'), description: 'Homework with a paper.', auth: 'Public' },
      trainingCategory: { id: category.id },
    });
    const tid = created.training.id;
    await call('/api/admin/training/exam', suite.root.token, {}, { tid, eid: examId });

    await page.goto(`${baseUrl}/training/${tid}/paper/${repoId}?l=en-US`);
    await page.getByTestId('practice-sheet').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('historyId')).not.toBeNull();
    await expect.poll(() => page.getByTestId('sheet-title').textContent()).toBe(examTitle);
    await card(page, '2 + 2').getByTestId('choice-B').check();
    await card(page, 'primes').getByTestId('choice-A').check();
    await card(page, 'primes').getByTestId('choice-B').check();
    await card(page, 'primes').getByTestId('choice-D').check();
    await page.reload();
    await page.getByTestId('practice-sheet').waitFor();
    expect(await card(page, 'primes').getByTestId('choice-D').isChecked()).toBe(true);
    await card(page, 'sky').getByTestId('choice-A').check();
    await card(page, 'capital').getByTestId('blank-1').fill('Paris');
    await card(page, 'capital').getByTestId('blank-2').fill('Rome');
    await page.getByTestId('sheet-submit').click();
    await page.getByTestId('sheet-submit-confirm').click();

    // The exam record page: the score, the wrong true/false marked, the recent sheets and the question list.
    await page.getByTestId('sheet-record').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/training/${tid}/paperhistory/${repoId}`);
    await expect.poll(() => page.getByTestId('sheet-score-value').textContent()).toContain('15');
    expect(await card(page, 'sky').getAttribute('data-wrong')).toBe('true');
    expect(await page.locator('[data-testid^="sheet-tag-"][data-wrong="true"]').count()).toBe(1);
    expect(await page.getByTestId('recent-sheets').locator('[data-testid^="recent-sheet-"]').count()).toBe(1);
    await card(page, 'sky').getByText('It is blue.').waitFor();
  });

  it('an admin imports questions from the downloaded template and sees the refused line', async () => {
    const repo = await call<{ id: number }>('/api/admin/exam-repo', suite.root.token, {}, { title: uniqueName('Import'), timeLimit: 30, isPublic: false });
    const { page: admin, context } = await pageAs(suite.browser, suite.root);
    await admin.goto(`${baseUrl}/admin/question_banks/${repo.id}?l=en-US`);
    await admin.getByTestId('admin-bank-questions').waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('bank-question-template').click()]);
    const template = (await readFile((await download.path()), 'utf8')).replace(/^\uFEFF/, '').trim();
    const rows = template.split(/\r?\n/);
    expect(rows[0]).toMatch(/^type,content,grade,analysis,correct,A,B/);
    // The template as it is, plus a single choice whose correct letter names no choice.
    const csv = `${template}\nsingle,Which letter?,5,,Z,a,b\n`;
    await admin.locator('input[type="file"]').setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const result = admin.getByTestId('import-result');
    await result.waitFor();
    expect(await result.textContent()).toContain(`${rows.length - 1} questions imported`);
    expect(await result.getByTestId('import-errors').textContent()).toContain(`Line ${rows.length + 1}`);
    await expect.poll(() => admin.getByTestId('bank-question-type').count()).toBe(rows.length - 1);
    await context.close();
  });

  it('an admin writes a question in the common pool, outside every bank, and a bank takes it in', async () => {
    const content = `${uniqueName('Pool')}: which number is 3 + 4?`;
    const repo = await call<{ id: number }>('/api/admin/exam-repo', suite.root.token, {}, { title: uniqueName('PoolBank'), timeLimit: 30, isPublic: false });
    const { page: admin, context } = await pageAs(suite.browser, suite.root);
    await admin.goto(`${baseUrl}/admin/common_problems?l=en-US`);
    await admin.getByTestId('admin-bank-questions').waitFor();
    // The pool has no bank of its own: nothing to add to it or take out of it.
    expect(await admin.getByTestId('bank-question-add-existing').count()).toBe(0);
    await createQuestion(admin, { type: 'Single choice', content, answers: ['6', '7', '8', '9'], correct: [1], analysis: 'Three plus four is seven.' });
    await admin.getByTestId('bank-question-keyword').fill(content);
    await admin.getByTestId('bank-question-keyword').press('Enter');
    await expect.poll(() => admin.getByTestId('bank-question-type').count()).toBe(1);
    expect(await admin.getByTestId('bank-question-remove').count()).toBe(0);

    await admin.goto(`${baseUrl}/admin/question_banks/${repo.id}?l=en-US`);
    await admin.getByTestId('bank-question-add-existing').click();
    const dialog = admin.getByTestId('add-existing-dialog');
    await dialog.getByTestId('add-existing-keyword').fill(content);
    await dialog.getByTestId('add-existing-keyword').press('Enter');
    await expect.poll(() => dialog.getByTestId('question-choose').count()).toBe(1);
    await dialog.getByTestId('question-choose').click();
    await dialog.getByTestId('add-existing-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByTestId('bank-question-type').count()).toBe(1);
    await context.close();
  });
});
