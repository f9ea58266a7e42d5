import * as z from 'zod/mini';
import { SelectionSchema } from '../applications/responses.schemas';
import { UuidSchema } from '../common';

/** A shortlist is the top of a ranking: beyond this, it is the whole program. */
export const MAX_SHORTLIST = 50_000;

/**
 * Adds applications to a session's selection: rows of the responses table (`selection`, chosen ones
 * or a whole filter), or the `top` of another session's ranking of the same program (`shortlist`,
 * ties at the cut included). Exactly one of the two.
 */
export const AddToSelectionBodySchema = z.object({
  selection: z.optional(SelectionSchema),
  shortlist: z.optional(
    z.object({ sessionId: UuidSchema, top: z.int().check(z.minimum(1), z.maximum(MAX_SHORTLIST)) }),
  ),
});
export type AddToSelectionBody = z.infer<typeof AddToSelectionBodySchema>;

/** What a change to the selection did: how many applications it added or removed, and how many it now holds. */
export const SelectionChangeSchema = z.object({ changed: z.int(), total: z.int() });
export type SelectionChange = z.infer<typeof SelectionChangeSchema>;
