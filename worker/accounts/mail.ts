import type { Env } from '../env';
import { isLocalMode } from '../env';
import { ApiError } from '../lib/api-error';
import { newId } from '../lib/random';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  sentAt: string;
}

const DEV_MAILBOX_PREFIX = 'dev-mailbox:';
const DEV_MAILBOX_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The mail port. Local mode keeps every message in a dev mailbox (printed on the console,
 * listed by GET /api/dev/mailbox); a deployment sends through the configured SMTP server.
 */
export async function sendMail(env: Env, message: MailMessage): Promise<void> {
  if (isLocalMode(env)) return deliverToDevMailbox(env, message);
  return deliverBySmtp(env, message);
}

async function deliverToDevMailbox(env: Env, message: MailMessage): Promise<void> {
  const sentAt = new Date();
  // Reverse-time keys make KV's lexicographic listing come back newest first.
  const order = String(9_999_999_999_999 - sentAt.getTime()).padStart(13, '0');
  const mail: StoredMail = { id: newId(), sentAt: sentAt.toISOString(), ...message };
  await env.CACHE.put(`${DEV_MAILBOX_PREFIX}${order}:${mail.id}`, JSON.stringify(mail), { expirationTtl: DEV_MAILBOX_TTL_SECONDS });
  console.log(`[dev mailbox] to ${message.to}: ${message.subject}\n${message.text}`);
}

export async function listDevMailbox(env: Env): Promise<StoredMail[]> {
  const listed = await env.CACHE.list({ prefix: DEV_MAILBOX_PREFIX, limit: 200 });
  const mails = await Promise.all(listed.keys.map((k) => env.CACHE.get<StoredMail>(k.name, 'json')));
  return mails.filter((m): m is StoredMail => m !== null);
}

async function deliverBySmtp(env: Env, message: MailMessage): Promise<void> {
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
