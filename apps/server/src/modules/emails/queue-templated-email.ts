import type { Locale } from '@opencall/shared/common';
import { mergeFieldsIn } from '@opencall/shared/emails';
import type { RequestContext } from '../../context';
import type { EmailTemplate } from '../../emails/mail-message';
import { enqueueEmail } from '../../jobs';
import { findApplicable } from './email-templates.repository';
import { emailTemplateSource, hasEmailTemplateSource } from './template-source';

export interface TemplatedEmailOptions {
  /** The program the e-mail is about: its organizers' version of the template wins. */
  programId?: string;
  /** The application it is about: the fields an organizer's version names and the sender did not give. */
  applicationId?: string;
}

/**
 * Queues one e-mail (issue 15): the program's version of the template in that language, else the
 * platform's, else the catalogue's default. `ctx.db` may be the caller's transaction: the lookup
 * and the queued row are in it.
 */
export async function queueTemplatedEmail(
  ctx: RequestContext,
  to: string,
  template: EmailTemplate,
  vars: Record<string, string>,
  locale: Locale,
  options: TemplatedEmailOptions = {},
): Promise<string> {
  const { programId, applicationId } = options;
  const override = (await findApplicable(ctx.db, ctx.platform.id, programId ?? null, template, locale)) ?? null;
  let values: Record<string, string> = { platformName: ctx.platform.name, ...vars };
  if (override && programId && applicationId && hasEmailTemplateSource()) {
    const missing = mergeFieldsIn(`${override.subject} ${override.body}`).some((name) => !Object.hasOwn(values, name));
    if (missing) {
      const found = await emailTemplateSource()
        .values(ctx, programId, applicationId, locale)
        .catch(() => null);
      if (found) values = { ...found.values, ...values };
    }
  }
  return enqueueEmail(ctx.db, ctx.services.queue, {
    platformId: ctx.platform.id,
    to,
    template,
    locale,
    vars: values,
    override,
  });
}
