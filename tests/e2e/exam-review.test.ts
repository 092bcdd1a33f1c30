import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiDataAt, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs } from '../support/e2e-pages';

/**
 * Decision 44: exam choices are inline text (a choice "+", "*" or "- 1" is not a Markdown bullet, a
 * choice "<iostream>" is not dropped as a tag), and a handed-in sheet is reviewed question by question:
 * a practice sheet at once, an exam attempt once the exam is over.
 */

const baseUrl = inject('baseUrl');
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');
const call = apiDataAt(baseUrl);

const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** A bank with the question whose answer hid behind a bullet, and a second one whose choices are headers. */
async function bankWithOperatorQuestions(isPublic: boolean): Promise<{ repoId: number; title: string }> {
  const title = uniqueName('Operators');
  const repo = await call<{ id: number }>('POST', '/api/admin/exam-repo', suite.root.token, { body: { title, timeLimit: 30, isPublic } });
  const question = (content: string, answers: [string, boolean][], analysis: string) => ({
    type: 0,
    content,
    grade: 5,
    analysis,
    examProblemAnswerList: answers.map(([text, isCorrect]) => ({ content: text, isCorrect })),
    repoId: repo.id,
  });
  await call('POST', '/api/admin/exam-problem', suite.root.token, {
    body: question('Which operator binds tightest?', [['+', false], ['- 1', false], ['<<', false], ['*', true]], '`*` binds tighter than `+`.'),
  });
  await call('POST', '/api/admin/exam-problem', suite.root.token, {
    body: question('Which header declares `std::cout`?', [['<cstdio>', false], ['<iostream>', true]], 'It is `<iostream>`.'),
  });
  return { repoId: repo.id, title };
}

const card = (page: Page, text: string): Locator => page.locator('[data-question-id]').filter({ hasText: text });
/** The text of a choice by its letter (A is the first). */
const choiceText = (question: Locator, letter: string) => question.getByTestId('choice-text').nth(letter.charCodeAt(0) - 65);

/** Every choice of the operator question reads as written, with no list around it. */
async function expectChoicesAsText(page: Page): Promise<void> {
  const q = card(page, 'binds tightest');
  await q.waitFor();
  expect(await choiceText(q, 'A').textContent()).toBe('+');
  expect(await choiceText(q, 'B').textContent()).toBe('- 1');
  expect(await choiceText(q, 'C').textContent()).toBe('<<');
  expect(await choiceText(q, 'D').textContent()).toBe('*');
  expect(await q.locator('ul, ol, li').count()).toBe(0);
  expect(await choiceText(card(page, 'std::cout'), 'B').textContent()).toBe('<iostream>');
}

describe('exam choices and the review of a handed-in sheet', () => {
  it('shows "+" and "*" as choices and reviews a practice sheet at once: the answer, the correct one, the analysis', async () => {
    const { repoId } = await bankWithOperatorQuestions(true);
    const learner = await newLearner(baseUrl, 'review');
    const { page, context } = await pageAs(suite.browser, await loginSession(baseUrl, learner.username, learner.password));
    await page.goto(`${baseUrl}/repo/${repoId}?l=en-US`);
    await page.getByTestId('repo-start').click();
    await page.getByTestId('practice-sheet').waitFor();
    await expectChoicesAsText(page);

    // The operator question wrong (+), the header right.
    await card(page, 'binds tightest').getByTestId('choice-A').check();
    await card(page, 'std::cout').getByTestId('choice-B').check();
    await page.getByTestId('sheet-submit').click();
    await page.getByTestId('sheet-submit-confirm').click();

    // The review: the learner's choice still checked, the correct one marked, the analysis shown.
    const review = page.getByTestId('sheet-review');
    await review.waitFor();
    const q = review.locator('[data-question-id]').filter({ hasText: 'binds tightest' });
    expect(await q.getAttribute('data-wrong')).toBe('true');
    expect(await q.getByTestId('choice-A').isChecked()).toBe(true);
    expect(await q.getByTestId('choice-correct').count()).toBe(1);
    expect(await choiceText(q, 'D').locator('xpath=..').getByTestId('choice-correct').count()).toBe(1);
    expect(await q.getByTestId('question-analysis').textContent()).toContain('binds tighter than');
    await expectChoicesAsText(page);
    await context.close();
  });

  it('reviews an exam attempt on the exam overview once the exam is over, not before', async () => {
    const { repoId } = await bankWithOperatorQuestions(false);
    const title = uniqueName('Exam');
    const exam = await call<{ id: number }>('POST', '/api/admin/exam', suite.root.token, { body: { title, startTime: isoIn(-120), endTime: isoIn(1800), examRepoId: repoId } });
    const learner = await newLearner(baseUrl, 'examreview');
    const { page, context } = await pageAs(suite.browser, await loginSession(baseUrl, learner.username, learner.password));
    await page.goto(`${baseUrl}/chooseExam/${exam.id}?l=en-US`);
    await page.getByTestId('exam-start').click();
    await page.getByTestId('answer-sheet').waitFor();
    await expectChoicesAsText(page);
    await card(page, 'binds tightest').getByTestId('choice-D').check();
    await card(page, 'std::cout').getByTestId('choice-A').check();
    await page.getByTestId('sheet-submit').click();
    await page.getByTestId('sheet-submit-confirm').click();

    // Back on the overview: the score, and the review promised for the end (no answers while others sit it).
    await page.getByTestId('exam-attempt-done').waitFor();
    expect(await page.getByTestId('exam-attempt-done').textContent()).toContain('5 / 10');
    await page.getByTestId('exam-review-later').waitFor();
    expect(await page.getByTestId('exam-review').count()).toBe(0);
    expect(await page.getByTestId('choice-correct').count()).toBe(0);

    // The exam is moved to end in a few seconds; the open overview shows the review when it does.
    await call('PUT', '/api/admin/exam', suite.root.token, { body: { id: exam.id, title, startTime: isoIn(-120), endTime: isoIn(4), examRepoId: repoId } });
    await page.reload();
    await page.getByTestId('exam-review-later').waitFor();
    const review = page.getByTestId('exam-review');
    await review.waitFor({ timeout: 20_000 });
    const wrong = review.locator('[data-question-id]').filter({ hasText: 'std::cout' });
    expect(await wrong.getAttribute('data-wrong')).toBe('true');
    expect(await wrong.getByTestId('choice-A').isChecked()).toBe(true);
    expect(await choiceText(wrong, 'B').locator('xpath=..').getByTestId('choice-correct').count()).toBe(1);
    expect(await wrong.getByTestId('question-analysis').textContent()).toContain('It is <iostream>.');
    const right = review.locator('[data-question-id]').filter({ hasText: 'binds tightest' });
    expect(await right.getAttribute('data-wrong')).toBe('false');
    expect(await review.locator('[data-testid^="sheet-tag-"][data-wrong="true"]').count()).toBe(1);
    await expectChoicesAsText(page);
    await context.close();
  });
});
