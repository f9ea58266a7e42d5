import { expect, inject } from 'vitest';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The newest mail to that address (sent after the test began), read from the local SMTP server's inbox. */
export async function waitForMail(to: string, since = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(inject('mailboxUrl'))).json()) as Mail[];
        found = mails
          .slice(since)
          .filter((mail) => mail.to.includes(to))
          .at(-1);
        return found;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBeDefined();
  return found as Mail;
}

/** How many mails the inbox holds now: pass it to waitForMail to ignore older ones. */
export async function mailCount(): Promise<number> {
  return ((await (await fetch(inject('mailboxUrl'))).json()) as Mail[]).length;
}

/** The first link of a mail's text (the action link). */
export function firstLink(mail: Mail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return match[0];
}
