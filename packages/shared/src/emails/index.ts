export * from './email-templates.api';
export * from './email-templates.rules';
export * from './email-templates.schemas';
