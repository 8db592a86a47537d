import { endpoint } from '../contract.ts';

/** The community's facts: everyone reads the public ones, admins edit them all. */
export const COMMUNITY = {
  /** The public facts, and whether "Forgot password?" can mail a link. */
  read: endpoint('GET', '/api/community', 'public', { cache: true }),
  /** Every fact as staff last saved it (the configuration's value for any never saved). */
  settings: endpoint('GET', '/api/community/settings', 'settings.write'),
  save: endpoint('PUT', '/api/community/settings', 'settings.write'),
};
