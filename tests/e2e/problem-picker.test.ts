import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiDataAt, uniqueName } from '../support/api-client';
import { browserSignedInAs, pageAs } from '../support/e2e-pages';

/**
 * Problems join a contest through the problem picker (decision 43): found by the display id anyone
 * can read on the problem pages, never by the internal number no screen shows.
 */

const baseUrl = inject('baseUrl');
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');
const call = apiDataAt(baseUrl);
const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

interface ContestProblemRow {
  displayId: string;
  problemId: string;
}

/** In the picker that is open: searches `problemId`, names it `displayId` in the contest and adds it. */
async function pick(page: Page, problemId: string, displayId: string) {
  await page.getByTestId('problem-picker-keyword').fill(problemId);
  await page.getByTestId('problem-picker-keyword').press('Enter');
  const add = page.getByTestId(`problem-choice-${problemId}`).getByTestId('problem-choice-add');
  // Add waits for the display id the problem gets in the contest.
  await expect.poll(() => add.isDisabled()).toBe(true);
  await page.getByTestId('problem-picker-display-id').fill(displayId);
  await expect.poll(() => add.isDisabled()).toBe(false);
  await add.click();
  await expect.poll(() => add.textContent()).toBe('Added');
  // the field is cleared for the next problem
  expect(await page.getByTestId('problem-picker-display-id').inputValue()).toBe('');
  await page.keyboard.press('Escape');
}

describe('the problem picker in the browser', () => {
  it('adds a public problem to a contest by typing its display id', async () => {
    const contest = await call<{ id: number }>('POST', '/api/admin/contest', suite.root.token, {
      body: { title: uniqueName('Picker round'), description: 'Problems picked by display id.', startTime: isoIn(3600), endTime: isoIn(3 * 3600), type: 0, auth: 0 },
    });
    const { page, context } = await pageAs(suite.browser, suite.root);
    await page.goto(`${baseUrl}/admin/contest/${contest.id}/problems?l=en-US`);
    await page.getByTestId('contest-problem-add-public').click();
    await pick(page, 'P1000', 'A');

    const row = page.getByTestId('admin-contest-problem-A');
    await row.waitFor();
    expect(await row.textContent()).toContain('P1000');
    const stored = await call<{ records: ContestProblemRow[] }>('GET', '/api/admin/contest/get-problem-list', suite.root.token, { query: { cid: contest.id } });
    expect(stored.records.map((r) => [r.displayId, r.problemId])).toEqual([['A', 'P1000']]);
    await context.close();
  });

  it("adds one of a group's own problems to its contest, picked the same way", async () => {
    const shortName = `p${Math.random().toString(36).slice(2, 8)}`;
    const group = await call<{ id: number }>('POST', '/api/group', suite.root.token, {
      body: { name: uniqueName('Picker class').slice(0, 20), shortName, brief: 'Picks problems', description: 'A group for the picker test.', auth: 1, code: null, visible: true },
    });
    const { problem } = await call<{ problem: { problemId: string } }>('POST', '/api/group/problem', suite.root.token, {
      body: {
        problem: { problemId: 'A1', title: 'Sum two numbers', input: 'Two integers.', output: 'Their sum.', description: 'Add them.', examples: [{ input: '1 2', output: '3' }], auth: 1, gid: group.id },
        languages: ['Python3'],
        samples: [{ input: '1 2\n', output: '3\n' }],
        isUploadTestCase: false,
      },
    });
    const contest = await call<{ id: number }>('POST', '/api/group/contest', suite.root.token, {
      body: { title: uniqueName('Class round'), description: 'A group round.', startTime: isoIn(3600), endTime: isoIn(3 * 3600), type: 0, auth: 0, gid: group.id },
    });
    const { page, context } = await pageAs(suite.browser, suite.root);
    await page.goto(`${baseUrl}/group/${group.id}/contest?view=problems&cid=${contest.id}&l=en-US`);
    await page.getByTestId('contest-problem-add-group').click();
    await pick(page, problem.problemId, 'B');

    const row = page.getByTestId('admin-contest-problem-B');
    await row.waitFor();
    expect(await row.textContent()).toContain(problem.problemId);
    await context.close();
  });
});
