import * as z from 'zod/mini';
import { UuidSchema } from '../common';
import { SENDER_NAME_MAX_LENGTH } from './sender-email.rules';

/** `admin/sender-email/default`: how the platform's e-mails are signed and answered. */
export const SenderSettingsSchema = z.object({
  /** Empty: the installation's own sender name. */
  senderName: z.string(),
  /** Empty: replies go to the sending address. */
  replyTo: z.string(),
  /** A verified sending domain of the platform, or null to send from the installation's address. */
  domainId: z.nullable(z.string()),
  /** The `From:` the platform's e-mails carry now (`Bourses <no-reply@example.org>`). */
  from: z.string(),
});
export type SenderSettings = z.infer<typeof SenderSettingsSchema>;

/**
 * Shapes only; one line, a valid reply-to and a verified domain are the server's checks (400
 * validation_failed with `{ field, reason }` details).
 */
export const UpdateSenderSettingsBodySchema = z.object({
  senderName: z.string().check(z.maxLength(SENDER_NAME_MAX_LENGTH + 20)),
  replyTo: z.string().check(z.maxLength(254)),
  domainId: z.nullable(UuidSchema),
});
export type UpdateSenderSettingsBody = z.infer<typeof UpdateSenderSettingsBodySchema>;

export const SENDING_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export const SendingDomainStatusSchema = z.enum(SENDING_DOMAIN_STATUSES);
export type SendingDomainStatus = z.infer<typeof SendingDomainStatusSchema>;

export const DnsRecordSchema = z.object({
  kind: z.enum(['dkim', 'spf', 'dmarc']),
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});

/** SPEC §3 `emailSendingDomain`: a domain the platform proves by DNS, then sends as, signed with DKIM. */
export const SendingDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  localPart: z.string(),
  /** `localPart@domain`. */
  address: z.string(),
  dkimSelector: z.string(),
  status: SendingDomainStatusSchema,
  /** The records to publish; the private key never leaves the server. */
  records: z.array(DnsRecordSchema),
  /** The last check, record by record (DMARC is reported, not required). */
  checks: z.object({ dkim: z.boolean(), spf: z.boolean(), dmarc: z.boolean() }),
  checkedAt: z.nullable(z.string()),
  verifiedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SendingDomain = z.infer<typeof SendingDomainSchema>;

/** Shapes only; the host name and local part rules are the server's checks (400 with `{ field, reason }`). */
export const CreateSendingDomainBodySchema = z.object({
  domain: z.string().check(z.maxLength(253)),
  localPart: z.optional(z.string().check(z.maxLength(64))),
});
export type CreateSendingDomainBody = z.infer<typeof CreateSendingDomainBodySchema>;
