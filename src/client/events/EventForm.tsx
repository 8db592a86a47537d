import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { zonedInstant } from '../../shared/dates.ts';
import { clockIn } from '../../shared/event-times.ts';
import {
  EVENT_DEFAULTS,
  EVENT_TYPES,
  REPEAT_OPTIONS,
  eventFormSchema,
  type EventFormOutput,
  type EventFormValues,
  type EventWithOccurrences,
} from '../../shared/events.ts';
import { messageOf } from '../api/client.ts';
import { useToday } from '../app/today.tsx';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { createEvent, updateEvent, type EventBody } from './api.ts';

const REPEAT_LABELS: Record<string, string> = {
  none: 'None',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

function initialValues(event: EventWithOccurrences | null, timeZone: string): EventFormValues {
  if (!event) {
    return {
      title: '',
      description: '',
      date: '',
      startClock: EVENT_DEFAULTS.startClock,
      endClock: EVENT_DEFAULTS.endClock,
      location: '',
      type: EVENT_DEFAULTS.type,
      repeat: EVENT_DEFAULTS.repeat,
      repeatUntil: '',
    };
  }
  return {
    title: event.title,
    description: event.description,
    date: event.date,
    startClock: clockIn(event.startTime, timeZone),
    endClock: clockIn(event.endTime, timeZone),
    location: event.location,
    type: event.type,
    repeat: event.repeat,
    repeatUntil: event.repeatUntil ?? '',
  };
}

/**
 * Create or edit an event. The date and the HH:mm times are the community's wall-clock time; they
 * become ISO instants here (zonedInstant), whatever time zone the browser is in. The server's
 * messages (joined with ', ') show above the fields.
 */
export function EventForm({
  event,
  onCancel,
  onSaved,
}: {
  event: EventWithOccurrences | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const today = useToday();
  const { timeZone } = useCommunity();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => eventFormSchema({ today, originalDate: event?.date }), [today, event?.date]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(event, timeZone),
  });
  const repeat = useWatch({ control, name: 'repeat' });
  const date = useWatch({ control, name: 'date' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body: EventBody = {
      title: values.title,
      description: values.description,
      date: values.date,
      startTime: zonedInstant(values.date, values.startClock, timeZone),
      endTime: zonedInstant(values.date, values.endClock, timeZone),
      location: values.location,
      type: values.type,
      repeat: values.repeat,
      repeatUntil: values.repeat === 'none' ? null : values.repeatUntil,
    };
    try {
      if (event) await updateEvent(event.id, body);
      else await createEvent(body);
      onSaved();
    } catch (error) {
      setServerError(messageOf(error, event ? 'Failed to update event' : 'Failed to create event'));
    }
  });

  const field = (name: keyof EventFormValues) => ({
    ...register(name),
    ...fieldA11y(`event-${name}`, errors[name]?.message),
    className: inputClass,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={event ? 'Edit event' : 'Create event'}
    >
      <ErrorBanner message={serverError} />
      <FormField id="event-title" label="Title" error={errors.title?.message}>
        <input {...field('title')} autoComplete="off" />
      </FormField>
      <FormField id="event-description" label="Description" error={errors.description?.message}>
        <textarea {...field('description')} rows={4} />
      </FormField>
      <FormField id="event-date" label="Date" error={errors.date?.message}>
        <input {...field('date')} type="date" min={event && event.date < today ? undefined : today} />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="event-startClock" label="Start Time" error={errors.startClock?.message}>
          <input {...field('startClock')} type="time" />
        </FormField>
        <FormField id="event-endClock" label="End Time" error={errors.endClock?.message}>
          <input {...field('endClock')} type="time" />
        </FormField>
      </div>
      <p className="text-xs text-slate-600">Times are in the community&apos;s time zone ({timeZone}).</p>
      <FormField id="event-location" label="Location" error={errors.location?.message}>
        <input {...field('location')} autoComplete="off" />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="event-type" label="Type" error={errors.type?.message}>
          <select {...field('type')}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="event-repeat" label="Repeat" error={errors.repeat?.message}>
          <select {...field('repeat')}>
            {REPEAT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {REPEAT_LABELS[option]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {repeat !== 'none' && (
        <FormField id="event-repeatUntil" label="Repeat Until" error={errors.repeatUntil?.message}>
          <input {...field('repeatUntil')} type="date" min={date || today} />
        </FormField>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : event ? 'Update Event' : 'Create Event'}
        </button>
      </div>
    </form>
  );
}
