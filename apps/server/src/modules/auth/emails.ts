import type { RequestContext } from '../../context';
import type { EmailTemplate } from '../../emails/mail-message';
import { enqueueEmail } from '../../jobs';

/**
 * Records the mail and its job before the answer (a crash after it still sends it); a worker
 * delivers it. Nothing waits for the SMTP server, so known and unknown addresses answer at the
 * same speed. `ctx.db` may be the transaction that saves what the mail is about.
 */
export async function queueEmail(
  ctx: RequestContext,
  to: string,
  template: EmailTemplate,
  vars: Record<string, string>,
  locale = ctx.locale,
): Promise<void> {
  await enqueueEmail(ctx.db, ctx.services.queue, {
    platformId: ctx.platform.id,
    to,
    template,
    locale,
    vars: { platformName: ctx.platform.name, ...vars },
  });
}
