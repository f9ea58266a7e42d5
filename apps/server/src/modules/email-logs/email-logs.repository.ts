// The e-mail log reads the outbox, which the mailer adapter owns (db/schema/mailer.ts): through the
// adapter's own functions, never a query of its own.
export {
  countPlatformEmails,
  findPlatformEmail,
  insertHandled,
  listPlatformEmails,
  listPlatformTemplates,
  type OutboxLogFilters,
} from '../../adapters/mailer/outbox.repository';
