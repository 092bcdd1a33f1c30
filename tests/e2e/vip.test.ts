import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CreatedOrder } from '../../contract/api/vip';
import { apiData, loginToken, newLearner } from '../support/api-client';
import { openBrowser } from '../support/browser';
import { loginSession, pageAs } from '../support/e2e-pages';

const baseUrl = inject('baseUrl');

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/**
 * VIP (part 1 §2 /plusMember, §4, §8; part 3 §2.2 orders; decision 37), offline through the local fake
 * provider. The purchase flow runs in Chinese, the default language, whose messages the spec gives
 * (支付失败, 取消支付, 请选择套餐); the admin screen in English.
 */
describe('VIP membership', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Presses buy; the provider's page opens in a new window, where `answer` is pressed. */
  async function payInProvider(page: Page, answer: 'paid' | 'unpaid' | 'cancelled'): Promise<void> {
    const popup = page.waitForEvent('popup');
    await page.getByTestId('vip-buy').click();
    const provider = await popup;
    await provider.waitForURL(/\/api\/dev\/fake-pay\?/);
    await expect(provider.getByTestId('fake-pay-amount').textContent()).resolves.toBe('¥399.00');
    await provider.getByTestId(`fake-pay-${answer}`).click();
    await provider.getByTestId('fake-pay-notice').waitFor();
    await provider.close();
    await page.getByTestId('vip-pay-done').waitFor();
  }

  it('a new learner chooses the plan and pays in the provider’s page; not paid is 支付失败, cancelling 取消支付, paid makes them VIP', async () => {
    const learner = await newLearner(baseUrl, 'vipbuy');
    const { context, page } = await pageAs(browser, await loginSession(baseUrl, learner.username, learner.password));
    await page.goto(`${baseUrl}/plusMember?l=zh-CN`);
    await expect.poll(() => page.getByTestId('vip-standing').getAttribute('data-standing')).toBe('none');
    await page.getByTestId('vip-perk-solutions').waitFor();
    await expect(page.getByTestId('user-menu-vip-badge').count()).resolves.toBe(0);

    // No plan chosen yet.
    await page.getByTestId('vip-buy').click();
    await toast(page, '请选择套餐').waitFor();
    await page.getByTestId('vip-plan-1').click();

    // Not paid: asked whether the payment is complete, the answer is that it failed.
    await payInProvider(page, 'unpaid');
    await page.getByTestId('vip-pay-done').click();
    await toast(page, '支付失败').waitFor();
    await expect(page.getByTestId('user-menu-vip-badge').count()).resolves.toBe(0);

    // Cancelled at the provider, and the question cancelled.
    await payInProvider(page, 'cancelled');
    await page.getByTestId('vip-pay-cancel').click();
    await toast(page, '取消支付').waitFor();

    // Paid: the page reloads with the member's mark.
    await payInProvider(page, 'paid');
    await page.getByTestId('vip-pay-done').click();
    await expect.poll(() => page.getByTestId('vip-standing').getAttribute('data-standing')).toBe('active');
    await page.getByTestId('vip-page-badge').waitFor();
    await page.getByTestId('user-menu-vip-badge').waitFor();
    const states = page.getByTestId('vip-my-orders').getByTestId('order-state');
    await expect.poll(async () => (await states.evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state')))).join(',')).toBe('paid,cancelled,created');
    await context.close();
  }, 120_000);

  it('the super admin finds the orders by state and grants VIP to a user by name, who sees it', async () => {
    const learner = await newLearner(baseUrl, 'vipgift');
    const learnerToken = await loginToken(baseUrl, learner.username, learner.password);
    await apiData<CreatedOrder>(baseUrl, 'POST', '/api/vip/create-order', learnerToken, { body: { planId: 1 } });

    const admin = await pageAs(browser, await loginSession(baseUrl, 'root', 'hojroot2026'));
    const page = admin.page;
    await page.goto(`${baseUrl}/admin/orders?l=en-US`);
    await page.getByTestId('admin-nav-orders').waitFor();
    await page.getByTestId('admin-orders-keyword').fill(learner.username);
    await page.getByTestId('admin-orders-keyword').press('Enter');
    const rows = page.getByTestId('admin-order-table').locator('tbody tr');
    await expect.poll(() => rows.filter({ hasText: learner.username }).count()).toBe(1);
    await page.getByTestId('admin-orders-state').getByText('Paid', { exact: true }).click();
    await expect.poll(() => rows.filter({ hasText: learner.username }).count()).toBe(0);
    await page.getByTestId('admin-orders-state').getByText('Waiting for payment', { exact: true }).click();
    await expect.poll(() => rows.filter({ hasText: learner.username }).count()).toBe(1);

    await page.getByTestId('admin-orders-tab-members').click();
    await page.getByTestId('admin-vip-add').click();
    await page.getByTestId('admin-vip-username').fill(learner.username);
    await page.getByTestId('admin-vip-date').fill('2031-05-31');
    await page.getByTestId('admin-vip-save').click();
    await toast(page, `${learner.username} is a VIP member now`).waitFor();
    const member = page.getByTestId(`admin-vip-${learner.username}`);
    await expect(member.getByTestId('admin-vip-standing').textContent()).resolves.toBe('Active');
    await expect(member.getByTestId('admin-vip-expires').textContent()).resolves.toContain('2031');

    const learnerPage = await pageAs(browser, await loginSession(baseUrl, learner.username, learner.password));
    await learnerPage.page.goto(`${baseUrl}/plusMember?l=en-US`);
    await expect.poll(() => learnerPage.page.getByTestId('vip-standing').getAttribute('data-standing')).toBe('active');
    await expect(learnerPage.page.getByTestId('vip-standing').textContent()).resolves.toContain('2031');
    await learnerPage.page.getByTestId('user-menu-vip-badge').waitFor();

    // Removing asks first, then the membership is gone.
    await member.getByTestId('admin-vip-remove').click();
    await page.getByTestId('admin-vip-remove-confirm').click();
    await member.waitFor({ state: 'detached' });
    await Promise.all([admin.context.close(), learnerPage.context.close()]);
  }, 120_000);
});
