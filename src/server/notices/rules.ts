import { todayIn } from '../../shared/dates.ts';
import { NOTICE_MESSAGES } from '../../shared/notices/notices.ts';
import { HttpError } from '../http/errors.ts';

/** A cure-by day before today in the community's time zone is refused (400, on the field). */
export function checkCureBy(cureBy: string, timeZone: string, now: Date = new Date()): void {
  if (cureBy < todayIn(timeZone, now)) {
    throw new HttpError(400, NOTICE_MESSAGES.cureByPast, [
      { path: 'cureBy', message: NOTICE_MESSAGES.cureByPast },
    ]);
  }
}
