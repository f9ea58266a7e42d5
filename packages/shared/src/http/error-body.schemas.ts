import * as z from 'zod/mini';

/** Every error answers `{ error: { code, message, details } }`; the message is translated per locale. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
