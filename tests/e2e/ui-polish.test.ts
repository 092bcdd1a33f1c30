import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiDataAt, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs } from '../support/e2e-pages';

/**
 * What issue 21 items 12 and 16 fixed that only shows in the page (decision 46): the contest
 * countdown, one lit side-menu entry, the scroll board's "final" only after the end, the print toast,
 * description labels, the exam list's heading and tag, zh dates, coloured code in discussions, text
 * previews of messages, and training problems opening in the same tab. The rules behind them have
 * unit tests beside their pure functions.
 */

const baseUrl = inject('baseUrl');
const call = apiDataAt(baseUrl);
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');
const MINUTE = 60_000;

async function rootPage(path: string): Promise<Page> {
  const { page } = await pageAs(suite.browser, suite.root);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

async function newContest(startMs: number, endMs: number, extra: Record<string, unknown> = {}): Promise<number> {
  const contest = await call<{ id: number }>('POST', '/api/admin/contest', suite.root.token, {
    body: { title: uniqueName('Polish'), description: 'A contest.', startTime: new Date(startMs).toISOString(), endTime: new Date(endMs).toISOString(), type: 0, auth: 0, ...extra },
  });
  return contest.id;
}

/** Menu entries drawn as selected: Mantine's NavLink draws both data-active and aria-current="page" so. */
const litEntries = (page: Page, menu: string) => page.getByTestId(menu).locator('a[data-active], a[aria-current="page"]');

describe('contests', () => {
  it('counts down to the start when scheduled, and shows the time left while running, in zh dates', async () => {
    const now = Date.now();
    const scheduled = await newContest(now + 2 * 60 * MINUTE, now + 3 * 60 * MINUTE);
    const page = await rootPage(`/contest/${scheduled}?l=zh-CN`);
    const countdown = page.getByTestId('contest-countdown');
    // (textContent: the badge's CSS upper-cases what innerText reports)
    await expect.poll(() => countdown.textContent()).toMatch(/^距开始 0[12]:\d{2}:\d{2}$/);
    const startsIn = ((await countdown.textContent()) ?? '').slice(-8);
    expect(startsIn > '01:58:00', startsIn).toBe(true);

    // The start and end read as zh dates: 2026-03-05 14:08:09, not 2026/03/05 or 03/05/2026.
    const overview = await page.getByTestId('contest-body').innerText();
    const expected = await page.evaluate((ms) => {
      const d = new Date(ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    }, Math.floor((now + 2 * 60 * MINUTE) / 1000) * 1000);
    expect(overview).toContain(expected);

    const running = await newContest(now - 5 * MINUTE, now + 30 * MINUTE);
    await page.goto(`${baseUrl}/contest/${running}?l=zh-CN`);
    await expect.poll(() => page.getByTestId('contest-countdown').textContent()).toMatch(/^剩余 00:(2\d|30):\d{2}$/);
    await page.goto(`${baseUrl}/contest/${running}?l=en-US`);
    await expect.poll(() => page.getByTestId('contest-countdown').textContent()).toMatch(/^Time left 00:(2\d|30):\d{2}$/);
  });

  it('lights one side-menu entry on a contest tab and on an admin screen', async () => {
    const cid = await newContest(Date.now() - 5 * MINUTE, Date.now() + 60 * MINUTE);
    const page = await rootPage(`/contest/${cid}/rank?l=en-US`);
    await page.getByTestId('contest-side-menu').waitFor();
    await expect.poll(() => litEntries(page, 'contest-side-menu').count()).toBe(1);
    expect(await litEntries(page, 'contest-side-menu').innerText()).toBe('Rank');

    await page.goto(`${baseUrl}/admin/contest/create?l=en-US`);
    const nav = page.locator('nav');
    await nav.getByText('Create contest', { exact: true }).first().waitFor();
    const lit = nav.locator('a[data-active], a[aria-current="page"]');
    await expect.poll(() => lit.count()).toBe(1);
    expect(await lit.getAttribute('href')).toBe('/admin/contest/create');
  });

  it('calls the scroll board final only once the contest has ended', async () => {
    const now = Date.now();
    const running = await newContest(now - 5 * MINUTE, now + 60 * MINUTE);
    const page = await rootPage(`/scrollBoard?cid=${running}&l=zh-CN`);
    const state = page.getByTestId('scroll-state');
    await state.waitFor();
    expect(await state.getAttribute('data-done')).toBe('true');
    expect(await state.textContent()).toBe('当前榜');

    const ended = await newContest(now - 120 * MINUTE, now - 60 * MINUTE);
    await page.goto(`${baseUrl}/scrollBoard?cid=${ended}&l=zh-CN`);
    await expect.poll(() => page.getByTestId('scroll-state').textContent()).toBe('最终榜');
  });

  it('says the print request was sent', async () => {
    const cid = await newContest(Date.now() - 5 * MINUTE, Date.now() + 60 * MINUTE, { openPrint: true });
    const page = await rootPage(`/contest/${cid}/print?l=zh-CN`);
    await page.getByTestId('print-content').fill('#include <stdio.h>\nint main(void) { puts("print me, please, all of it"); return 0; }\n');
    await page.getByTestId('print-submit').click();
    await expect.poll(() => page.getByTestId('print-success').innerText()).toContain('打印请求已发送');
  });
});

describe('forms and lists', () => {
  it('labels each description by what it describes', async () => {
    // (the training form needs a category to exist)
    await call('POST', '/api/admin/training/category', suite.root.token, { body: { name: uniqueName('Cat'), color: '#1e88e5' } });
    const page = await rootPage('/admin/training/create?l=zh-CN');
    const label = (testId: string) => page.getByTestId(testId).locator('label').first();
    await label('training-field-description').waitFor();
    expect(await label('training-field-description').textContent()).toMatch(/^训练描述/);
    expect(await page.getByText('题目描述').count()).toBe(0);

    await page.goto(`${baseUrl}/admin/contest/create?l=zh-CN`);
    await label('contest-field-description').waitFor();
    expect(await label('contest-field-description').textContent()).toMatch(/^比赛描述/);
    expect(await page.getByText('题目描述').count()).toBe(0);

    await page.goto(`${baseUrl}/discussion?l=zh-CN`);
    await page.getByTestId('discussion-create').click();
    const dialog = page.getByTestId('discussion-post-dialog');
    await dialog.locator('label', { hasText: '讨论简介' }).waitFor();
    expect(await dialog.getByText('题目描述').count()).toBe(0);
  });

  it('heads the exam list with its name, no year, and tags a private exam as an exam', async () => {
    const repo = await call<{ id: number }>('POST', '/api/admin/exam-repo', suite.root.token, { body: { title: uniqueName('Bank'), timeLimit: 30 } });
    const title = uniqueName('Exam');
    const exam = await call<{ id: number }>('POST', '/api/admin/exam', suite.root.token, {
      body: { title, startTime: new Date(Date.now() - 5 * MINUTE).toISOString(), endTime: new Date(Date.now() + 60 * MINUTE).toISOString(), examRepoId: repo.id, pwd: 'exam-pass-1' },
    });
    const page = await rootPage(`/chooseExam?l=zh-CN&keyword=${title}`);
    const heading = page.getByTestId('exam-plan-heading');
    await heading.waitFor();
    expect(await heading.innerText()).toBe('考试备考');
    const tag = page.getByTestId(`exam-row-${exam.id}`).getByTestId('exam-private-tag');
    await tag.waitFor();
    expect(await tag.textContent()).toBe('私有考试');
    await page.goto(`${baseUrl}/chooseExam?l=en-US&keyword=${title}`);
    await page.getByTestId(`exam-row-${exam.id}`).getByTestId('exam-private-tag').waitFor();
    expect(await page.getByTestId('exam-plan-heading').innerText()).not.toMatch(/\d{4}/);
    expect(await page.getByTestId(`exam-row-${exam.id}`).getByTestId('exam-private-tag').textContent()).toBe('Private exam');
  });

  it('opens a training problem in the same tab', async () => {
    const category = await call<{ id: number }>('POST', '/api/admin/training/category', suite.root.token, { body: { name: uniqueName('Cat'), color: '#1e88e5' } });
    const created = await call<{ training: { id: number } }>('POST', '/api/admin/training', suite.root.token, {
      body: { training: { title: uniqueName('Tab'), description: 'One tab.', auth: 'Public' }, trainingCategory: { id: category.id } },
    });
    const tid = created.training.id;
    const detail = await call<{ problem: { id: number } }>('GET', '/api/get-problem-detail', suite.root.token, { query: { problemId: 'P1000' } });
    await call('POST', '/api/admin/training/add-problem-from-public', suite.root.token, { body: { tid, pid: detail.problem.id } });
    const page = await rootPage(`/training/${tid}/problems?l=en-US`);
    const link = page.getByTestId('training-problem-P1000').getByTestId('training-problem-link');
    await link.waitFor();
    expect(await link.getAttribute('target')).toBeNull();
    const tabs = page.context().pages().length;
    await link.click();
    await page.waitForURL((url) => url.pathname === `/training/${tid}/problem/P1000`);
    expect(page.context().pages().length).toBe(tabs);
  });
});

describe('discussions and messages', () => {
  // A learner comments: the thresholds are lowered for this block and put back after it.
  type Limits = Record<string, number>;
  let savedLimits: Limits | null = null;
  beforeAll(async () => {
    savedLimits = await call<Limits>('GET', '/api/admin/config/get-community-config', suite.root.token);
    await call('PUT', '/api/admin/config/set-community-config', suite.root.token, { body: { ...savedLimits, commentMinAc: 0, commentDailyLimit: 1000 } });
  });
  afterAll(async () => {
    if (savedLimits) await call('PUT', '/api/admin/config/set-community-config', suite.root.token, { body: savedLimits });
  });

  it('colours the code blocks of a discussion, and loads the highlighter only where there is code', async () => {
    const code = '```cpp\n#include <cstdio>\nint main() {\n  // say hello\n  printf("%d\\n", 42);\n  return 0;\n}\n```';
    const discussion = await call<{ id: number }>('POST', '/api/discussion', suite.root.token, { body: { title: uniqueName('Code'), description: 'Some code', content: `Look:\n\n${code}`, categoryId: 1 } });
    const { page } = await pageAs(suite.browser, suite.root);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/discussion?l=en-US`);
    await page.getByTestId('discussion-create').waitFor();
    expect(scripts.filter((path) => path.includes('colorize-code'))).toEqual([]);

    await page.goto(`${baseUrl}/discussion-detail/${discussion.id}?l=en-US`);
    const block = page.getByTestId('discussion-detail-content').locator('pre code[data-highlighted="cpp"]');
    await block.waitFor();
    // Plain spaces, as written: copied code must compile.
    expect(await block.textContent()).toContain('  printf("%d\\n", 42);');
    const colours = await block.locator('span[class*="mtk"]').evaluateAll((spans) => [...new Set(spans.map((span) => getComputedStyle(span).color))]);
    expect(colours.length, colours.join(' ')).toBeGreaterThanOrEqual(3);
    expect(scripts.some((path) => path.includes('colorize-code'))).toBe(true);
  });

  it('previews a Markdown comment as text in the message centre', async () => {
    const commenter = await newLearner(baseUrl, 'comment');
    const commenterSession = await loginSession(baseUrl, commenter.username, commenter.password);
    const discussion = await call<{ id: number }>('POST', '/api/discussion', suite.root.token, { body: { title: uniqueName('Ask'), description: 'A question', content: 'How?', categoryId: 1 } });
    await call('POST', '/api/comment', commenterSession.token, { body: { did: discussion.id, content: '**Use** a `long long`, see [the FAQ](https://example.com/faq)' } });

    const page = await rootPage('/message/discuss?l=en-US');
    const content = page.getByTestId('message-box-discuss').getByTestId('message-item').filter({ hasText: commenter.username }).getByTestId('message-content');
    await expect
      .poll(
        async () => {
          if ((await content.count()) === 0) await page.reload();
          return (await content.count()) > 0 ? content.innerText() : null;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('Use a long long, see the FAQ');
  });
});
