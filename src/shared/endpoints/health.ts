import { endpoint } from '../contract.ts';

/**
 * For monitors and load balancers. Never kept by the response cache: each answer must reach the
 * database.
 */
export const HEALTH = {
  /** Whether the app can reach its database. */
  check: endpoint('GET', '/api/health', 'public'),
  /** Whether this process should be sent traffic: not while it shuts down or its database is unreachable. */
  ready: endpoint('GET', '/api/health/ready', 'public'),
};
