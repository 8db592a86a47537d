import { endpoint } from '../contract.ts';

/** The API's own description. */
export const OPENAPI = {
  /** OpenAPI 3, generated from the contracts' schemas; titled with the community's name as it is now. */
  description: endpoint('GET', '/api/openapi.json', 'public'),
};
