import { collectionEndpoints } from './collection.ts';

/** The association's board: anyone reads (a bare array), admins write; a written member comes as `{ hoa }`. */
export const BOARD = collectionEndpoints('/api/hoa', 'board.write', { created: 'hoa', updated: 'hoa' });
