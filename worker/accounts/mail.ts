import type { DevMail } from '../../contract/api/accounts';
import type { Deps } from '../deps';
import { isLocalMode } from '../env';
import { ApiError } from '../lib/api-error';
import { newId } from '../lib/random';
import { readSection } from '../config/site-config';
import type { SmtpSettings } from '../config/rules';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const DEV_MAILBOX_PREFIX = 'dev-mailbox:';
const DEV_MAILBOX_TTL_SECONDS = 7 * 24 * 3600;

/** What sending mail needs: the bindings (local mode, SMTP secrets), the SMTP section of the site configuration, the KV of the dev mailbox, the clock. */
export type MailDeps = Pick<Deps, 'env' | 'cache' | 'clock' | 'db'>;

/**
 * The mail port. Local mode keeps every message in a dev mailbox (printed on the console,
 * listed by GET /api/dev/mailbox); a deployment sends through the SMTP server of the site
 * configuration's SMTP section when an admin set its host (decision 36), else through the one of
 * the SMTP_* secrets (decision 6).
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<void> {
  if (isLocalMode(deps.env)) return deliverToDevMailbox(deps, message);
  return deliverBySmtp(smtpServer(deps.env, await readSection(deps, 'smtp')), message);
}

interface SmtpServer {
  host: string | undefined;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string | undefined;
}

/** The server mail goes through: the configured section when it names a host, else the secrets (port 465 means TLS). */
export function smtpServer(env: Deps['env'], section: SmtpSettings): SmtpServer {
  if (section.host) {
    const port = section.port ?? (section.ssl ? 465 : 587);
    return { host: section.host, port, secure: section.ssl, user: section.username || undefined, password: section.password || undefined, from: section.sender || section.username || undefined };
  }
  const port = Number(env.SMTP_PORT);
  return { host: env.SMTP_HOST, port, secure: port === 465, user: env.SMTP_USER, password: env.SMTP_PASSWORD, from: env.SMTP_FROM ?? env.SMTP_USER };
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

async function deliverBySmtp(server: SmtpServer, message: MailMessage): Promise<void> {
  const { host, port, secure, user, password, from } = server;
  if (!host || !Number.isInteger(port) || port < 1 || !user || !password || !from) {
    throw new ApiError(503, 'The mail service is not configured; please contact the administrator');
  }
  // Loaded on demand: it needs cloudflare:sockets, which only a deployed Worker has.
  const { WorkerMailer } = await import('worker-mailer');
  try {
    const mailer = await WorkerMailer.connect({
      host,
      port,
      secure,
      startTls: !secure,
      credentials: { username: user, password },
      authType: 'plain',
    });
    await mailer.send({ from, to: message.to, subject: message.subject, text: message.text });
    await mailer.close();
  } catch (error) {
    // The SMTP error can echo credentials back; log only its kind.
    console.error('smtp delivery failed:', error instanceof Error ? error.name : 'unknown error');
    throw new ApiError(503, 'Sending the e-mail failed, please try again later');
  }
}
