import { endpoint } from '../contract.ts';

/** The residents' directory (docs/product/homes.md): approved residents and staff read it. */
export const DIRECTORY = {
  /** `?q=&limit=&cursor=`: listed neighbours by name, each with only the fields they chose to show. */
  list: endpoint('GET', '/api/directory', 'directory.read'),
};
