import type { ImportantLink, LinkInput } from '../../shared/links.ts';
import { apiList, restCollection } from '../api/collection.ts';

export const links = restCollection<ImportantLink, LinkInput>(apiList<ImportantLink>('/api/links'));
