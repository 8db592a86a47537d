import { useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { dateToDay, dayToDate, formatDay } from './format.ts';

/** Tailwind classes for react-day-picker's parts (its own stylesheet is not loaded). */
const CLASS_NAMES = {
  root: 'relative w-fit',
  months: 'flex flex-col',
  month: 'space-y-3',
  month_caption: 'flex h-10 items-center px-1',
  caption_label: 'text-lg font-semibold text-brand-950',
  nav: 'absolute right-0 top-0 flex h-10 items-center gap-1',
  button_previous:
    'inline-flex h-9 w-9 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 aria-disabled:opacity-40',
  button_next:
    'inline-flex h-9 w-9 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 aria-disabled:opacity-40',
  chevron: 'h-4 w-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'h-9 w-10 text-center text-xs font-semibold uppercase text-slate-600 sm:w-11',
  weeks: '',
  week: '',
  day: 'relative h-10 w-10 p-0.5 text-center text-sm sm:h-11 sm:w-11',
  day_button:
    'flex h-full w-full items-center justify-center rounded-full text-slate-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
  today: 'font-bold [&>button]:text-brand-800 [&>button]:ring-1 [&>button]:ring-brand-700',
  selected: '[&>button]:bg-brand-800 [&>button]:text-white [&>button]:hover:bg-brand-900',
  outside: 'opacity-50',
  disabled: 'opacity-40',
  hidden: 'invisible',
  focused: '',
};

/** A dot under days that have events; the day's label says so for screen readers. */
const HAS_EVENTS_CLASS =
  'font-semibold after:pointer-events-none after:absolute after:bottom-1 after:left-1/2 after:h-1.5 after:w-1.5 after:-translate-x-1/2 after:rounded-full after:bg-brand-600';

function dayLabel(date: Date, modifiers: Modifiers): string {
  let label = formatDay(dateToDay(date), true);
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.hasEvents) label = `${label}, has events`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

/**
 * The single-date calendar. Days are plain calendar days (YYYY-MM-DD) turned into local Dates only
 * for react-day-picker, so no time zone shifts a day. Fully keyboard-operable: arrow keys move by
 * day and week, Page Up/Down by month, Home/End to the week's ends, Enter or Space selects.
 */
export function EventCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  today,
  eventDays,
}: {
  /** Any day of the month shown. */
  month: string;
  onMonthChange: (firstDay: string) => void;
  selected: string | null;
  onSelect: (day: string | null) => void;
  today: string;
  eventDays: string[];
}) {
  // The month shown follows the arrow keys at once: the address (and so `month`) changes in a
  // transition, and until it did, react-day-picker found its new focus day missing from the old month
  // and moved the focus back (ArrowLeft from December 1 left the focus off November 30).
  const [shown, setShown] = useState(month);
  const [given, setGiven] = useState(month);
  if (month !== given) {
    setGiven(month);
    setShown(month);
  }
  return (
    <DayPicker
      mode="single"
      selected={selected ? dayToDate(selected) : undefined}
      onSelect={(date) => onSelect(date ? dateToDay(date) : null)}
      month={dayToDate(shown)}
      onMonthChange={(date) => {
        setShown(dateToDay(date));
        onMonthChange(dateToDay(date));
      }}
      today={dayToDate(today)}
      modifiers={{ hasEvents: eventDays.map(dayToDate) }}
      modifiersClassNames={{ hasEvents: HAS_EVENTS_CLASS }}
      classNames={CLASS_NAMES}
      labels={{ labelDayButton: dayLabel }}
    />
  );
}
