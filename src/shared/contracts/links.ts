import { LINKS } from '../endpoints/links.ts';
import { linkInputSchema, linkPatchSchema, importantLinkSchema } from '../links.ts';
import { collectionContract } from './collection.ts';

export const linksContract = collectionContract(LINKS, {
  item: importantLinkSchema,
  input: linkInputSchema,
  patch: linkPatchSchema,
});
