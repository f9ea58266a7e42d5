import * as z from 'zod/mini';
import { SelectionSchema } from '../applications/responses.schemas';
import { PageQuerySchema, UuidSchema } from '../common';

/** At most this many files go with one message. */
export const MAX_MESSAGE_ATTACHMENTS = 10;

export const MessageAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  mime: z.string(),
  size: z.number(),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

const Subject = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
/** Rich text (sanitised on the server with the SPEC §5 allow-list). */
const Body = z.string().check(z.minLength(1), z.maxLength(50_000));
const Attachments = z._default(z.array(UuidSchema).check(z.maxLength(MAX_MESSAGE_ATTACHMENTS)), []);

/**
 * A message to many applications: the recipients are the responses table's selection (chosen ids,
 * or every application of a filter across pages, minus exceptions). `scheduledAt`: send later.
 */
export const SendMessageBodySchema = z.object({
  subject: Subject,
  body: Body,
  attachments: Attachments,
  scheduledAt: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
  recipients: SelectionSchema,
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const MESSAGE_BATCH_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type MessageBatchStatus = (typeof MESSAGE_BATCH_STATUSES)[number];

const PersonRef = z.nullable(z.object({ id: z.string(), name: z.string() }));

/** One message sent to many, and how far it went: e-mails sent, failed, out of `total`. */
export const MessageBatchSchema = z.object({
  id: z.string(),
  programId: z.string(),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(MessageAttachmentSchema),
  scheduledAt: z.nullable(z.string()),
  status: z.enum(MESSAGE_BATCH_STATUSES),
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  createdBy: PersonRef,
  createdAt: z.string(),
});
export type MessageBatch = z.infer<typeof MessageBatchSchema>;

export const MessageBatchListQuerySchema = z.extend(PageQuerySchema, { after: z.optional(UuidSchema) });
export type MessageBatchListQuery = z.infer<typeof MessageBatchListQuerySchema>;

/** One message of an application's thread: the organizer's (merge fields filled) or the applicant's reply. */
export const ThreadMessageSchema = z.object({
  id: z.string(),
  side: z.enum(['organizer', 'applicant']),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(MessageAttachmentSchema),
  author: PersonRef,
  /** The author is the reader. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

/** A message written to one application (organizer) or a reply (applicant); the subject defaults to the last one's. */
export const ThreadPostBodySchema = z.object({
  subject: z.optional(Subject),
  body: Body,
  attachments: Attachments,
});
export type ThreadPostBody = z.infer<typeof ThreadPostBodySchema>;
