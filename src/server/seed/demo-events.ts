import { addDays } from '../../shared/dates.ts';
import type { EVENT_TYPES } from '../../shared/events/events.ts';

/** A demo event as the seed stores it, with wall-clock times in the community's zone. */
export interface DemoEvent {
  title: string;
  description: string;
  /** The first day, YYYY-MM-DD. */
  date: string;
  start: string;
  end: string;
  location: string;
  type: (typeof EVENT_TYPES)[number];
  repeat: 'none' | 'weekly' | 'monthly' | 'yearly';
  repeatUntil: string | null;
}

const SATURDAY = 6;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Saturday on or after a day. */
const saturdayFrom = (day: string) => addDays(day, (SATURDAY - weekday(day) + 7) % 7);
/** The Saturday on or before a day. */
const saturdayUpTo = (day: string) => addDays(day, -((weekday(day) - SATURDAY + 7) % 7));
/** The last Saturday of a month (1-12). */
const lastSaturdayOf = (year: number, month: number) =>
  saturdayUpTo(addDays(month === 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1), -1));

const chineseMonthDay = new Intl.DateTimeFormat('en-u-ca-chinese', {
  timeZone: 'UTC',
  month: 'numeric',
  day: 'numeric',
});

/**
 * The first day of the Chinese calendar's year in a Gregorian year (always between 21 January and
 * 20 February), from the runtime's ICU calendar data; 1 February if the runtime has none.
 */
export function lunarNewYear(year: number): string {
  for (let day = dayOf(year, 1, 21); day <= dayOf(year, 2, 20); day = addDays(day, 1)) {
    const parts = chineseMonthDay.formatToParts(new Date(`${day}T12:00:00Z`));
    const month = parts.find((p) => p.type === 'month')?.value;
    const date = parts.find((p) => p.type === 'day')?.value;
    if (month === '1' && date === '1') return day;
  }
  return dayOf(year, 2, 1);
}

/**
 * The demo calendar for a given today: every date fits its title (a Saturday walk on Saturdays, a
 * spring clean-up in spring, a summer party in summer), and the series run through today, so the
 * month on screen and the next weeks always have events.
 */
export function demoEvents(today: string): DemoEvent[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastMonth = month === 1 ? dayOf(year - 1, 12, 15) : dayOf(year, month - 1, 15);
  // Started four weeks ago, so this week's walk and the last few are on the calendar.
  const firstWalk = addDays(saturdayUpTo(today), -28);
  // The third Saturday of July, this year's while it is ahead, else next year's.
  const thisSummer = addDays(saturdayFrom(dayOf(year, 7, 1)), 14);
  const blockParty = thisSummer >= today ? thisSummer : addDays(saturdayFrom(dayOf(year + 1, 7, 1)), 14);
  const potluck = saturdayFrom(lunarNewYear(year));
  const cleanUp = lastSaturdayOf(year, 4);

  return [
    {
      title: 'HOA Board Meeting',
      description: 'Monthly board meeting: budget review, ACC requests and open forum for homeowners.',
      // On the 15th, a day every month has; running since last month.
      date: lastMonth,
      start: '19:00',
      end: '20:30',
      location: 'Community Clubhouse',
      type: 'Business',
      repeat: 'monthly',
      repeatUntil: addDays(lastMonth, 730),
    },
    {
      title: 'Saturday Trail Walk',
      description: 'A relaxed group walk around the community trails. All ages and dogs on leash welcome.',
      date: firstWalk,
      start: '09:00',
      end: '10:00',
      location: 'Main park entrance',
      type: 'Sports',
      repeat: 'weekly',
      repeatUntil: addDays(firstWalk, 7 * 26),
    },
    {
      title: 'Summer Block Party',
      description: 'Food trucks, music and games for the whole neighbourhood in the large park.',
      date: blockParty,
      start: '16:00',
      end: '20:00',
      location: 'Community Park',
      type: 'Social',
      repeat: 'yearly',
      repeatUntil: addDays(blockParty, 365 * 3),
    },
    {
      title: 'Native Plants Workshop',
      description: 'Learn which native plants thrive in our yards and need little water.',
      date: addDays(today, 12),
      start: '18:00',
      end: '20:00',
      location: 'Community Clubhouse',
      type: 'Educational',
      repeat: 'none',
      repeatUntil: null,
    },
    {
      title: 'Lunar New Year Potluck',
      description: 'Bring a dish to share and celebrate the new year with your neighbours.',
      date: potluck,
      start: '17:00',
      end: '19:00',
      location: 'Community Clubhouse',
      type: 'Cultural',
      repeat: 'none',
      repeatUntil: null,
    },
    {
      title: 'Spring Clean-up Day',
      description:
        'Neighbours pick up litter along the trails and refresh the pocket parks. Gloves and bags provided.',
      date: cleanUp,
      start: '10:00',
      end: '13:00',
      location: 'Pocket park on 36th Dr SE',
      type: 'Social',
      repeat: 'none',
      repeatUntil: null,
    },
  ];
}
