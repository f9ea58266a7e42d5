import type { EmailTemplate } from '../../adapters/mailer/mailer';
import type { RequestContext } from '../../context';

/**
 * Mail goes out after the answer: waiting for it would make known and unknown addresses answer
 * at different speeds. A failure is recorded in the outbox by the mailer itself.
 */
export function sendInBackground(
  ctx: RequestContext,
  to: string,
  template: EmailTemplate,
  vars: Record<string, string>,
  locale = ctx.locale,
): void {
  void ctx.services.mailer
    .send(ctx.db, {
      platformId: ctx.platform.id,
      to,
      template,
      locale,
      vars: { platformName: ctx.platform.name, ...vars },
    })
    .catch(() => undefined);
}
