import { zonedInstant } from '../../src/shared/events/times.ts';

import { TEST_TIME_ZONE } from './factories.ts';

/** The community's time zone in the default configuration the tests run with. */
export const TZ = TEST_TIME_ZONE;

/** A valid POST /api/events body on a day, 18:00-20:00 community time. */
export function eventBodyOn(date: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Summer Picnic',
    description: 'Food and games in the park for the whole neighbourhood.',
    date,
    startTime: zonedInstant(date, '18:00', TZ),
    endTime: zonedInstant(date, '20:00', TZ),
    location: 'Community Park',
    type: 'Social',
    repeat: 'none',
    ...overrides,
  };
}
