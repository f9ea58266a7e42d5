export { registerEmailTemplateRoutes } from './email-templates.routes';
export { seedDemoEmailTemplates } from './email-templates.seed';
export { queueTemplatedEmail, type TemplatedEmailOptions } from './queue-templated-email';
export type { EmailTemplateSource } from './template-source';
