import { contract } from '../contract.ts';
import { directoryListSchema, directoryQuerySchema } from '../directory/directory.ts';
import { DIRECTORY } from '../endpoints/directory.ts';

export const directoryContract = {
  list: contract(DIRECTORY.list, { query: directoryQuerySchema, responses: { 200: directoryListSchema } }),
};
