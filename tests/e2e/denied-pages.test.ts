import { describe, expect, inject, it } from 'vitest';
import { apiDataAt, newLearner, uniqueName } from '../support/api-client';
import { browserSignedInAs, loginSession, pageAs } from '../support/e2e-pages';

/**
 * A denied page says why and offers the fix (decision 45): a learner who opens a group's homework
 * without being in the group is told so, in Chinese, with a button to the group's page where they
 * apply, instead of a bare "训练加载失败".
 */

const baseUrl = inject('baseUrl');
const suite = browserSignedInAs(baseUrl, 'root', 'hojroot2026');
const call = apiDataAt(baseUrl);

describe('denied pages in the browser', () => {
  it('tells a non-member why a group homework is refused and links to the group to join it', async () => {
    const shortName = `dn${Date.now().toString(36).slice(-6)}`;
    const group = await call<{ id: number }>('POST', '/api/group', suite.root.token, {
      body: { name: uniqueName('Class'), shortName, brief: 'A class', description: 'A class with homework.', auth: 3, code: 'ABCDEF', visible: true },
    });
    let categories = await call<{ id: number }[]>('GET', '/api/get-training-category', suite.root.token);
    if (categories.length === 0) categories = [await call<{ id: number }>('POST', '/api/admin/training/category', suite.root.token, { body: { name: uniqueName('Homework'), color: '#409EFF', bgColor: '#FFFFFF' } })];
    const homework = await call<{ training: { id: number } }>('POST', '/api/group/training', suite.root.token, {
      body: { training: { rank: 10, title: uniqueName('Loops'), description: 'Practise loops', auth: 'Public', privatePwd: null, rankShowName: 'username', status: true, gid: group.id }, trainingCategory: { id: categories[0]!.id } },
    });
    const learner = await newLearner(baseUrl, 'denied');
    const { page, context } = await pageAs(suite.browser, await loginSession(baseUrl, learner.username, learner.password));
    await page.goto(`${baseUrl}/training/${homework.training.id}?l=zh-CN`);
    const failure = page.getByTestId('training-load-failed');
    await failure.waitFor();
    expect(await failure.getAttribute('data-denial')).toBe('join');
    expect(await failure.getByTestId('denied-reason').textContent()).toBe('只有本团队的成员可以进行此操作');
    await failure.getByTestId('denied-join').click();
    await page.waitForURL(`${baseUrl}/group/${group.id}**`);
    await context.close();
  });
});
