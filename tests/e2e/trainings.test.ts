import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiDataAt, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs, submitPythonAPlusB } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');
const VERDICT_TIMEOUT_MS = 90_000;
const PASSWORD = 'train-pass-1';

const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');

const call = apiDataAt(baseUrl);

/** A choose exam on a one-question bank, made through the admin API (its own screens are the exam area's). */
async function makeExam(title: string): Promise<{ eid: number; repoId: number }> {
  const repo = await call<{ id: number }>('POST', '/api/admin/exam-repo', suite.root.token, { body: { title: `${title} bank`, remark: '', timeLimit: 30, isPublic: true } });
  await call('POST', '/api/admin/exam-problem', suite.root.token, {
    body: { type: 0, content: 'Which is 1 + 1?', grade: 5, analysis: '', repoId: repo.id, examProblemAnswerList: [{ content: '2', isCorrect: true }, { content: '3', isCorrect: false }] },
  });
  const exam = await call<{ id: number }>('POST', '/api/admin/exam', suite.root.token, {
    body: { title, startTime: new Date(Date.now() - 60_000).toISOString(), endTime: new Date(Date.now() + 3_600_000).toISOString(), remark: '', examRepoId: repo.id, pwd: null, visible: true },
  });
  return { eid: exam.id, repoId: repo.id };
}

/** Answers a training paper rightly through the API, as its answering page would (that page is the exam area's). */
async function answerPaper(token: string, tid: number, repoId: number): Promise<number> {
  const historyId = await call<number>('GET', '/api/exam-judge/start_exercise', token, { query: { repoId, trainingId: tid } });
  const questions = await call<{ records: { id: number }[] }>('GET', '/api/exam-problem/get-problem-list-in-repo-exam', token, { query: { repoId, trainingId: tid, currentPage: 1, limit: 1000 } });
  await call('POST', '/api/exam-judge/submit_exercise', token, { body: { historyId, problemIds: questions.records.map((q) => q.id), problemAnswers: questions.records.map(() => ['0']), trainingId: tid } });
  return historyId;
}

/** Adds a problem of the public bank through the admin picker, found by its display id. */
async function addPublicProblem(admin: Page, problemId: string) {
  await admin.getByTestId('problem-picker-keyword').fill(problemId);
  await admin.getByTestId('problem-picker-keyword').press('Enter');
  const row = admin.getByTestId(`problem-choice-${problemId}`);
  await row.getByTestId('problem-choice-add').click();
  // The button reads Added once the server took it.
  await expect.poll(() => row.getByTestId('problem-choice-add').textContent()).toBe('Added');
}

async function progressOf(page: Page, tid: number) {
  const progress = page.getByTestId(`training-row-${tid}`).getByTestId('training-progress');
  return `${await progress.getAttribute('data-solved')}/${await progress.getAttribute('data-total')} ${await progress.getAttribute('data-percent')}%`;
}

describe('trainings in the browser', () => {
  it('an admin builds a private training; a learner joins it, solves a problem and sees progress and rank move', async () => {
    const title = uniqueName('Loops');
    const category = uniqueName('Basics');
    const { page: admin } = await pageAs(suite.browser, suite.root);

    // A category first: the create form needs one.
    await admin.goto(`${baseUrl}/admin/training/category?l=en-US`);
    await admin.getByTestId('training-category-create').click();
    await admin.getByTestId('training-category-name').fill(category);
    await admin.getByTestId('training-category-color').fill('#e53935');
    await admin.getByTestId('training-category-save').click();
    await admin.getByTestId('admin-training-categories').getByText(category).waitFor();

    // The training: private with a password; the form refuses a private one without it.
    await admin.goto(`${baseUrl}/admin/training/create?l=en-US`);
    await admin.getByTestId('training-field-title').fill(title);
    await admin.getByTestId('training-field-description').locator('textarea').first().fill('Practise **loops** here.');
    await admin.getByTestId('training-field-category').click();
    await admin.getByRole('option', { name: category }).click();
    await admin.getByTestId('training-field-auth').click();
    await admin.getByRole('option', { name: 'Private' }).click();
    await admin.getByTestId('training-save').click();
    await admin.getByText('A private training needs a password').first().waitFor();
    await admin.getByTestId('training-field-password').fill(PASSWORD);
    await admin.getByTestId('training-save').click();
    await admin.getByTestId('admin-training-list').waitFor();
    const listed = await call<{ records: { id: number; title: string }[] }>('GET', '/api/admin/training/get-training-list', suite.root.token, { query: { keyword: title } });
    const tid = listed.records.find((r) => r.title === title)!.id;
    await admin.getByTestId(`admin-training-${tid}`).waitFor();

    // Two problems of the public bank; the first one's rank is set inline.
    await admin.goto(`${baseUrl}/admin/training/${tid}/problems?l=en-US`);
    await admin.getByTestId('training-problem-add-public').click();
    await addPublicProblem(admin, 'P1000');
    await addPublicProblem(admin, 'P1009');
    await admin.keyboard.press('Escape');
    await admin.getByTestId('admin-training-problem-P1009').waitFor();
    const rank = admin.getByTestId('admin-training-problem-P1000').getByTestId('admin-training-problem-rank');
    await rank.fill('1');
    await rank.press('Enter');
    await admin.getByText('Update Successfully').first().waitFor();

    // A choose exam attached as a paper from the dialog.
    const examTitle = uniqueName('Quiz');
    const { eid, repoId } = await makeExam(examTitle);
    await admin.goto(`${baseUrl}/admin/training/${tid}/exams?l=en-US`);
    await admin.getByTestId('training-exam-add').click();
    await admin.getByTestId('training-add-exam-keyword').fill(examTitle);
    await admin.getByTestId('training-add-exam-keyword').press('Enter');
    await admin.getByTestId(`exam-choice-${eid}`).getByTestId('exam-choice-add').click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId(`admin-training-exam-${eid}`).waitFor();

    // A learner finds it in the list with no progress yet, and needs the password to go in.
    const learner = await newLearner(baseUrl, 'trainee');
    const session = await loginSession(baseUrl, learner.username, learner.password);
    const { context, page } = await pageAs(suite.browser, session);
    await page.goto(`${baseUrl}/training?l=en-US&keyword=${title}`);
    await page.getByTestId(`training-row-${tid}`).waitFor();
    expect(await page.getByTestId(`training-row-${tid}`).getByTestId('training-auth-tag').getAttribute('data-auth')).toBe('Private');
    expect(await progressOf(page, tid)).toBe('0/2 0%');
    await page.getByTestId(`training-row-${tid}`).getByTestId('training-title').click();
    await page.getByTestId('training-password-form').waitFor();
    expect(await page.getByTestId('training-tab-problems').isDisabled()).toBe(true);
    await page.getByTestId('training-register').click();
    await page.getByText('Enter the training password').first().waitFor();
    await page.getByTestId('training-password').fill(PASSWORD);
    await page.getByTestId('training-register').click();
    await page.getByText('Registered for the training successfully').waitFor();
    await expect.poll(() => page.getByTestId('training-tab-problems').isDisabled()).toBe(false);
    expect(await page.getByTestId('training-password-form').count()).toBe(0);
    await page.getByTestId('training-description').getByText('loops').waitFor();

    // The paper is listed on the papers tab, not yet answered; once answered it shows the score rate and the sheet.
    await page.getByTestId('training-tab-papers').click();
    const paper = page.getByTestId(`training-paper-${eid}`);
    await paper.getByText(examTitle).waitFor();
    expect(await paper.getByTestId('training-paper-score').textContent()).toBe('- / 5');
    const historyId = await answerPaper(session.token, tid, repoId);
    await page.reload();
    await expect.poll(() => paper.getByTestId('training-paper-score').textContent()).toBe('5 / 5');
    await paper.getByTestId('training-paper-history').click();
    await page.getByTestId(`paper-sheet-${historyId}`).getByText('5 / 5').waitFor();
    await page.getByTestId(`paper-sheet-${historyId}`).getByTestId('paper-sheet-view').click();
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(`/training/${tid}/paperhistory/${repoId}?historyId=${historyId}`);
    await page.goto(`${baseUrl}/training/${tid}/problems?l=en-US`);

    // The first problem opens in the same tab (decision 46), where the learner solves it.
    // Tags show only when asked for.
    await page.getByTestId('training-problem-P1000').waitFor();
    expect(await page.getByTestId('training-problem-tags').count()).toBe(0);
    await page.getByTestId('training-show-tags').click({ force: true });
    await expect.poll(() => page.getByTestId('training-problem-tags').count()).toBe(2);
    const first = page.getByTestId('training-problem-table').locator('tbody tr').first();
    expect(await first.getAttribute('data-testid')).toBe('training-problem-P1000');
    const tabs = context.pages().length;
    await first.getByTestId('training-problem-link').click();
    await page.waitForURL((url) => url.pathname === `/training/${tid}/problem/P1000`);
    await page.getByTestId('code-panel').waitFor();
    expect(context.pages().length).toBe(tabs);
    await submitPythonAPlusB(page);
    await page.goto(`${baseUrl}/training/${tid}/problems?l=en-US`);

    // The solved mark appears on the problem list once judged, and the progress moves.
    await expect
      .poll(
        async () => {
          await page.reload();
          const mark = page.getByTestId('training-problem-P1000').getByTestId('own-status');
          await page.getByTestId('training-problem-P1000').waitFor();
          return (await mark.count()) > 0 ? mark.getAttribute('data-status') : null;
        },
        { timeout: VERDICT_TIMEOUT_MS, interval: 2000 },
      )
      .toBe('0');
    await page.goto(`${baseUrl}/training/${tid}?l=en-US`);
    await expect.poll(() => page.getByTestId('training-details').getByTestId('training-progress').getAttribute('data-solved')).toBe('1');
    await page.goto(`${baseUrl}/training?l=en-US&keyword=${title}`);
    await page.getByTestId(`training-row-${tid}`).waitFor();
    await expect.poll(() => progressOf(page, tid)).toBe('1/2 50%');

    // Focus mode's navigator marks the solved problem.
    await page.goto(`${baseUrl}/training/${tid}/problem/P1000/full-screen?l=en-US`);
    await page.getByTestId('problem-navigator').getByTestId('navigator-P1009').waitFor();
    await page.getByTestId('code-panel').waitFor();

    // The rank's programming tab (the first) has the learner's own row with one accepted problem.
    await page.goto(`${baseUrl}/training/${tid}/rank?l=en-US`);
    const row = page.getByTestId(`training-rank-row-${learner.username}`);
    await row.waitFor();
    expect(await row.getAttribute('data-own')).toBe('true');
    expect(await row.getByTestId('training-rank-ac').textContent()).toBe('1');
    expect(await row.getByTestId('training-rank-cell-P1000').getAttribute('data-status')).toBe('0');
    expect(await row.getByTestId('training-rank-realname').count()).toBe(0);

    // A training admin also sees the real-name column.
    await admin.goto(`${baseUrl}/training/${tid}/rank?l=en-US`);
    await admin.getByTestId(`training-rank-row-${learner.username}`).getByTestId('training-rank-realname').waitFor();

    // The exam tab (the second) has the paper's score linking to the sheet.
    await page.getByTestId('training-rank-tab-exam').click();
    const examRow = page.getByTestId('training-rank-table-exam').getByTestId(`training-rank-row-${learner.username}`);
    await examRow.getByTestId(`training-rank-exam-${eid}`).getByText('5 / 5').waitFor();
    expect(await examRow.getByTestId(`training-rank-exam-${eid}`).locator('a').getAttribute('href')).toBe(`/training/${tid}/paperhistory/${repoId}?historyId=${historyId}`);
    await context.close();
  });

  it('an admin hides, deletes and recategorises in the admin screens', async () => {
    const { page: admin } = await pageAs(suite.browser, suite.root);
    const category = await call<{ id: number }>('POST', '/api/admin/training/category', suite.root.token, { body: { name: uniqueName('Spare'), color: '#1e88e5' } });
    const title = uniqueName('Hidden');
    const created = await call<{ training: { id: number } }>('POST', '/api/admin/training', suite.root.token, {
      body: { training: { title, description: 'Soon gone.', auth: 'Public' }, trainingCategory: { id: category.id } },
    });
    const tid = created.training.id;
    const visibleIn = async () => (await call<{ records: { id: number }[] }>('GET', '/api/get-training-list', suite.root.token, { query: { keyword: title } })).records.some((r) => r.id === tid);
    expect(await visibleIn()).toBe(true);

    // The visible switch hides it from the public list.
    await admin.goto(`${baseUrl}/admin/training?l=en-US`);
    const row = admin.getByTestId(`admin-training-${tid}`);
    await row.getByTestId('admin-training-visible').click({ force: true });
    await expect.poll(visibleIn, { timeout: 15_000 }).toBe(false);

    // A category in use cannot go; renamed it can, once its training is deleted (after a confirm).
    await admin.goto(`${baseUrl}/admin/training/category?l=en-US`);
    const categoryRow = admin.getByTestId(`admin-training-category-${category.id}`);
    await categoryRow.getByTestId('training-category-edit').click();
    await admin.getByTestId('training-category-name').fill(`${title}-renamed`);
    await admin.getByTestId('training-category-save').click();
    await categoryRow.getByText(`${title}-renamed`).waitFor();
    await categoryRow.getByTestId('training-category-delete').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('The category still has trainings: move them first').first().waitFor();

    await admin.goto(`${baseUrl}/admin/training?l=en-US`);
    await row.getByTestId('admin-training-delete').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await admin.goto(`${baseUrl}/admin/training/category?l=en-US`);
    await categoryRow.getByTestId('training-category-delete').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => categoryRow.count()).toBe(0);
  });

  it('asks a guest to log in before opening a training', async () => {
    const listed = await call<{ records: { id: number }[] }>('GET', '/api/get-training-list', suite.root.token, { query: { currentPage: 1, limit: 15 } });
    expect(listed.records.length).toBeGreaterThan(0);
    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/training?l=en-US`);
    const row = page.getByTestId(`training-row-${listed.records[0]!.id}`);
    await row.waitFor();
    // Guests see no progress column.
    expect(await page.getByTestId('training-progress').count()).toBe(0);
    await row.getByTestId('training-title').click();
    await page.getByText('Please login first').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/training');
    await page.close();
  });
});
