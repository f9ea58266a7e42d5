import { emailLogsApi as api } from '@opencall/shared/email-logs';
import type { App } from '../../http/app-types';
import { registerEndpoint } from '../../http/register-endpoint';
import { getEmailLog, listEmailLogs, listEmailLogTemplates, resendEmail } from './email-logs.service';

export function registerEmailLogRoutes(app: App): void {
  registerEndpoint(app, api.list, ({ ctx, query }) => listEmailLogs(ctx, query));
  registerEndpoint(app, api.templates, async ({ ctx }) => ({ data: await listEmailLogTemplates(ctx) }));
  registerEndpoint(app, api.get, async ({ ctx, params }) => ({ data: await getEmailLog(ctx, params.emailId) }));
  registerEndpoint(app, api.resend, async ({ ctx, params }) => ({ data: await resendEmail(ctx, params.emailId) }));
}
