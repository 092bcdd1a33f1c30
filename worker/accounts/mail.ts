import type { DevMail } from '../../contract/api/accounts';
import type { Deps } from '../deps';
import { isLocalMode } from '../env';
import { ApiError } from '../lib/api-error';
import { newId } from '../lib/random';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const DEV_MAILBOX_PREFIX = 'dev-mailbox:';
const DEV_MAILBOX_TTL_SECONDS = 7 * 24 * 3600;

/** What sending mail needs: the bindings (local mode, SMTP settings), the KV of the dev mailbox, the clock. */
export type MailDeps = Pick<Deps, 'env' | 'cache' | 'clock'>;

/**
 * The mail port. Local mode keeps every message in a dev mailbox (printed on the console,
 * listed by GET /api/dev/mailbox); a deployment sends through the configured SMTP server.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<void> {
  if (isLocalMode(deps.env)) return deliverToDevMailbox(deps, message);
  return deliverBySmtp(deps.env, message);
}

async function deliverToDevMailbox(deps: MailDeps, message: MailMessage): Promise<void> {
  const sentAt = new Date(deps.clock.nowMs());
  // Reverse-time keys make KV's lexicographic listing come back newest first.
  const order = String(9_999_999_999_999 - sentAt.getTime()).padStart(13, '0');
  const mail: DevMail = { id: newId(), sentAt: sentAt.toISOString(), ...message };
  await deps.cache.put(`${DEV_MAILBOX_PREFIX}${order}:${mail.id}`, JSON.stringify(mail), { expirationTtl: DEV_MAILBOX_TTL_SECONDS });
  console.log(`[dev mailbox] to ${message.to}: ${message.subject}\n${message.text}`);
}

export async function listDevMailbox(deps: Pick<Deps, 'cache'>): Promise<DevMail[]> {
  const listed = await deps.cache.list({ prefix: DEV_MAILBOX_PREFIX, limit: 200 });
  const mails = await Promise.all(listed.keys.map((k) => deps.cache.get<DevMail>(k.name, 'json')));
  return mails.filter((m): m is DevMail => m !== null);
}

async function deliverBySmtp(env: Deps['env'], message: MailMessage): Promise<void> {
  const { SMTP_HOST: host, SMTP_PORT: port, SMTP_USER: user, SMTP_PASSWORD: password } = env;
  if (!host || !port || !user || !password) {
    throw new ApiError(503, 'The mail service is not configured; please contact the administrator');
  }
  // Loaded on demand: it needs cloudflare:sockets, which only a deployed Worker has.
  const { WorkerMailer } = await import('worker-mailer');
  const portNumber = Number(port);
  try {
    const mailer = await WorkerMailer.connect({
      host,
      port: portNumber,
      secure: portNumber === 465,
      startTls: portNumber !== 465,
      credentials: { username: user, password },
      authType: 'plain',
    });
    await mailer.send({ from: env.SMTP_FROM ?? user, to: message.to, subject: message.subject, text: message.text });
    await mailer.close();
  } catch (error) {
    // The SMTP error can echo credentials back; log only its kind.
    console.error('smtp delivery failed:', error instanceof Error ? error.name : 'unknown error');
    throw new ApiError(503, 'Sending the e-mail failed, please try again later');
  }
}
