// The wing's back-office pages, one chunk.

export { EmailTemplatesPage } from './email-templates-page';
