import type { linksContract } from '../../shared/contracts/links.ts';
import { LINKS } from '../../shared/endpoints/links.ts';
import { restCollection } from '../transport/collection.ts';

export const links = restCollection<typeof linksContract>(LINKS);
