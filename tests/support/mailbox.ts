interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail the local stack "sent" to this address, from its dev mailbox. */
export async function latestMailTo(baseUrl: string, email: string): Promise<{ subject: string; text: string } | null> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox`);
  const body = (await res.json()) as { data: Mail[] };
  const mail = body.data.find((m) => m.to.toLowerCase() === email.toLowerCase());
  return mail ? { subject: mail.subject, text: mail.text } : null;
}

/** Polls the mailbox until a matching e-mail arrives (sending is quick, but not synchronous with the UI). */
export async function waitForMail(baseUrl: string, email: string, matches: (text: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = await latestMailTo(baseUrl, email);
    if (mail && matches(mail.text)) return mail.text;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no matching e-mail to ${email} within ${timeoutMs} ms`);
}
