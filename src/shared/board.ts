import { z } from 'zod';
import { storedIds, timestamps } from './api.ts';
import { isHttpUrl, optionalText, patchOf, requiredText } from './fields.ts';
import { MAX } from './limits.ts';

/** Images the application stored itself (POST /api/uploads) are served under /uploads/. */
const UPLOADED_PATH = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9._/-]+$/;

/** A member photo: an http(s) address or an image uploaded to this site. */
export function isMemberImageUrl(value: string): boolean {
  return UPLOADED_PATH.test(value) || isHttpUrl(value);
}

const memberShape = {
  fName: requiredText('First name', MAX.name),
  lName: requiredText('Last name', MAX.name),
  title: optionalText('Title', MAX.title),
  imgUrl: optionalText('Photo', MAX.url).refine(
    (value) => value === null || isMemberImageUrl(value),
    'Photo must be an http or https address or an uploaded image',
  ),
};

/** POST /api/hoa */
export const memberInputSchema = z.object(memberShape);
export type MemberInput = z.input<typeof memberInputSchema>;

/** PATCH /api/hoa/:id */
export const memberPatchSchema = patchOf(memberShape);

/** A board member as the API returns it. */
export const hoaMemberSchema = z.object({
  ...storedIds,
  fName: z.string(),
  lName: z.string(),
  title: z.string().nullable(),
  imgUrl: z.string().nullable(),
  ...timestamps,
});
export type HoaMember = z.infer<typeof hoaMemberSchema>;
