import { z } from 'zod';

/**
 * What every API route shares: the error body, the `:id` path parameter and the fields every
 * stored object answers with. Each domain's module builds its request and response schemas on these.
 */

/** The body of every failed API call: a message to show, and per-field messages for forms. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Path parameter `:id`: ids are application-generated strings. */
export const idParamsSchema = z.object({
  id: z
    .string()
    .min(1, 'Id is required')
    .max(64, 'Id is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'Id is not valid'),
});

/**
 * Every stored object answers with its id twice: `id`, and `_id` for clients written against the
 * association's original site, whose records carried their id under that name.
 */
export const storedIds = { id: z.string(), _id: z.string() };

/** When a stored object was created and last changed, ISO 8601 instants in UTC. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** What a DELETE (or logout) answers: 204 with no body. */
export const noContent = z.undefined();

/** What a route that sends a stored file answers (200, 206): the bytes, described, not serialized. */
export const storedFileBody = z.any().describe('The file itself');
