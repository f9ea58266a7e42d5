import * as z from 'zod/mini';
import { PageQuerySchema, UuidSchema } from '../common';

/** What the person may say about why they leave (optional). */
export const AccountDeletionBodySchema = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
});

/** One's own open request on this platform, as the profile shows it. */
export const MyAccountDeletionSchema = z.object({ id: z.string(), reason: z.string(), createdAt: z.string() });

/** `home/account-deletion`: a request as the platform's administrators see it. */
export const AccountDeletionRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  processedAt: z.nullable(z.string()),
  /** Who marked it processed (names, or the address when they have none). */
  processedBy: z.nullable(z.string()),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;

export const ACCOUNT_DELETION_STATES = ['unprocessed', 'processed'] as const;
export type AccountDeletionState = (typeof ACCOUNT_DELETION_STATES)[number];

export const AccountDeletionListQuerySchema = z.extend(PageQuerySchema, {
  state: z._default(z.enum(ACCOUNT_DELETION_STATES), 'unprocessed'),
  /** Keyset cursor: the `lastId` of the previous page. */
  after: z.optional(UuidSchema),
});
