import * as z from 'zod/mini';
import { PageQuerySchema, UuidSchema } from '../common';

/**
 * An e-mail's delivery state: queued (waiting or being retried), sent (the SMTP server took it),
 * stored (no SMTP configured: kept in the log), failed (retries exhausted), bounced (the SMTP
 * server refused it for good, e.g. 550 unknown recipient).
 */
export const EMAIL_LOG_STATUSES = ['queued', 'sent', 'stored', 'failed', 'bounced'] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

/** SPEC §3 `emailLogs`: one e-mail the platform sent, as its administrators see it in the log. */
export const EmailLogSchema = z.object({
  id: z.string(),
  to: z.string(),
  /** The template (or kind of message) it was made from. */
  template: z.string(),
  locale: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_LOG_STATUSES),
  /** The SMTP server's last error (a bounce's refusal, a retry's cause); null once delivered. */
  error: z.nullable(z.string()),
  attempts: z.int(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type EmailLog = z.infer<typeof EmailLogSchema>;

/** One e-mail with what it said: the text, and the HTML the web shows in a sandboxed frame. */
export const EmailLogDetailSchema = z.extend(EmailLogSchema, { text: z.string(), html: z.string() });
export type EmailLogDetail = z.infer<typeof EmailLogDetailSchema>;

const DaySchema = z.iso.date();

export const EmailLogListQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(z.enum(EMAIL_LOG_STATUSES)),
  template: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** Sent on or after that day (UTC). */
  from: z.optional(DaySchema),
  /** Sent on or before that day (UTC). */
  to: z.optional(DaySchema),
  /** Keyset cursor: the `lastId` of the previous page. */
  after: z.optional(UuidSchema),
});
export type EmailLogListQuery = z.infer<typeof EmailLogListQuerySchema>;

export const EmailLogParamsSchema = z.object({ emailId: UuidSchema });
