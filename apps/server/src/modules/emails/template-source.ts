import type { Locale } from '@opencall/shared/common';
import type { RequestContext } from '../../context';

/**
 * What the e-mail templates ask of the applications (given at start-up, app.ts: the applications
 * module sends e-mails through this one, so this one cannot import it back).
 */
export interface EmailTemplateSource {
  /** The live program by id or address; 404 otherwise. */
  program(ctx: RequestContext, ref: string): Promise<{ id: string }>;
  /** The program's questions: its `{{answer:<reference>}}` fields. */
  questions(ctx: RequestContext, programId: string): Promise<{ reference: string; label: string }[]>;
  /** One application's merge values (the latest submitted when null); the program's alone when it has none. */
  values(
    ctx: RequestContext,
    programId: string,
    applicationId: string | null,
    locale: Locale,
  ): Promise<{ applicationId: string | null; values: Record<string, string> }>;
}

let current: EmailTemplateSource | undefined;

export function setEmailTemplateSource(source: EmailTemplateSource): void {
  current = source;
}

export function emailTemplateSource(): EmailTemplateSource {
  if (!current) throw new Error('the e-mail templates have no application source (registerEmailTemplateRoutes)');
  return current;
}

export const hasEmailTemplateSource = () => current !== undefined;
