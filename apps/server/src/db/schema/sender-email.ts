import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { platformColumn, platforms } from './platforms';

/** `admin/sender-email/default`: the name and reply-to the platform's e-mails carry, and the domain they go out from. */
export const emailSenderSettings = pgTable('email_sender_settings', {
  platformId: uuid('platform_id')
    .primaryKey()
    .references(() => platforms.id, { onDelete: 'cascade' }),
  senderName: text('sender_name'),
  replyTo: text('reply_to'),
  /** A verified row of email_sending_domains; null sends from the installation's address. */
  domainId: uuid('domain_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3 `emailSendingDomain`: a domain the platform proves it owns by DNS, then sends as, signed with DKIM. */
export const emailSendingDomains = pgTable(
  'email_sending_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platformId: platformColumn(),
    domain: text('domain').notNull(),
    /** The local part the platform sends from at that domain (`appels` → appels@example.org). */
    localPart: text('local_part').notNull().default('no-reply'),
    dkimSelector: text('dkim_selector').notNull(),
    /** PKCS#8 PEM, sealed with the installation's key (never shown again once created). */
    dkimPrivateKey: text('dkim_private_key').notNull(),
    /** The base64 SPKI published in the DKIM TXT record. */
    dkimPublicKey: text('dkim_public_key').notNull(),
    status: text('status').$type<'pending' | 'verified' | 'failed'>().notNull().default('pending'),
    /** The last DNS check, record by record. */
    checks: jsonb('checks')
      .$type<{ dkim: boolean; spf: boolean; dmarc: boolean }>()
      .notNull()
      .default({ dkim: false, spf: false, dmarc: false }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('email_sending_domains_domain_key').on(t.platformId, t.domain)],
);
