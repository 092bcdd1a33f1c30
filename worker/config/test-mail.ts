import { sendMail } from '../accounts/mail';
import type { Deps } from '../deps';
import { readSection } from './site-config';

/**
 * The SMTP section's "send test mail" (decision 36): one message through the mail port as it is
 * configured now, so an admin sees at once whether the settings work (locally: the dev mailbox).
 */
export async function sendTestMail(deps: Pick<Deps, 'db' | 'env' | 'cache' | 'clock'>, to: string): Promise<void> {
  const { projectName } = await readSection(deps, 'web');
  await sendMail(deps, {
    to,
    subject: `Test mail from ${projectName}`,
    text: `This is a test mail from ${projectName}: the mail settings work.\n\n这是一封测试邮件：邮件服务设置可用。`,
  });
}
