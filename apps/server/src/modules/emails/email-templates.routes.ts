import { emailTemplatesApi as api } from '@opencall/shared/emails';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
} from './email-templates.service';
import { type EmailTemplateSource, setEmailTemplateSource } from './template-source';

/** Issue 15 `transactionnals`; `source` is how the templates read the programs' applications. */
export function registerEmailTemplateRoutes(app: App, source: EmailTemplateSource): void {
  setEmailTemplateSource(source);
  registerEndpoint(app, api.list, async ({ ctx, params }) => ({
    data: await listEmailTemplates(ctx, params.programId),
  }));
  registerEndpoint(app, api.get, async ({ ctx, params }) => ({ data: await getEmailTemplate(ctx, params) }));
  registerEndpoint(app, api.save, async ({ ctx, params, body }) => ({
    data: await saveEmailTemplate(ctx, params, body),
  }));
  registerEndpoint(app, api.reset, async ({ ctx, params }) => ({ data: await resetEmailTemplate(ctx, params) }));
  registerEndpoint(app, api.preview, async ({ ctx, params, body }) => ({
    data: await previewEmailTemplate(ctx, params, body),
  }));
  registerEndpoint(app, api.test, async ({ ctx, user, params, body }) => ({
    data: await sendTestEmail(ctx, user, params, body),
  }));
}
