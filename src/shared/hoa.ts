import { z } from 'zod';
import { isHttpUrl, optionalText, requiredText } from './http.ts';
import { MAX } from './limits.ts';
import { hasSomeField, NOTHING_TO_UPDATE } from './text-rules.ts';

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

export const memberSchema = z.object(memberShape);
export type MemberInput = z.input<typeof memberSchema>;
export type MemberValues = z.output<typeof memberSchema>;

export const memberUpdateSchema = z.object(memberShape).partial().refine(hasSomeField, NOTHING_TO_UPDATE);

export interface HoaMember {
  id: string;
  _id: string;
  fName: string;
  lName: string;
  title: string | null;
  imgUrl: string | null;
  createdAt: string;
  updatedAt: string;
}
