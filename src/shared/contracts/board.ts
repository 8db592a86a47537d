import { BOARD } from '../endpoints/board.ts';
import { memberInputSchema, memberPatchSchema, hoaMemberSchema } from '../board.ts';
import { collectionContract } from './collection.ts';

export const boardContract = collectionContract(BOARD, {
  item: hoaMemberSchema,
  input: memberInputSchema,
  patch: memberPatchSchema,
});
