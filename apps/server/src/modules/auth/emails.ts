import type { Locale } from '@opencall/shared/common';
import type { RequestContext } from '../../context';
import type { EmailTemplate } from '../../emails/mail-message';
import { queueTemplatedEmail, type TemplatedEmailOptions } from '../emails';

/**
 * Records the mail and its job before the answer (a crash after it still sends it); a worker
 * delivers it. Nothing waits for the SMTP server, so known and unknown addresses answer at the
 * same speed. `ctx.db` may be the transaction that saves what the mail is about.
 *
 * Every e-mail goes through the templates (issue 15): an e-mail about a program names it in
 * `options.programId` (and its application in `options.applicationId`), so the organizers' version wins.
 */
export async function queueEmail(
  ctx: RequestContext,
  to: string,
  template: EmailTemplate,
  vars: Record<string, string>,
  locale: Locale = ctx.locale,
  options: TemplatedEmailOptions = {},
): Promise<void> {
  await queueTemplatedEmail(ctx, to, template, vars, locale, options);
}
