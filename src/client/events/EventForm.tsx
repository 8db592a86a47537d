import { useMemo } from 'react';
import { timeZoneName } from '../../shared/dates.ts';
import { useWatch } from 'react-hook-form';
import { clockIn, zonedInstant } from '../../shared/events/times.ts';
import { EVENT_DEFAULTS, eventFormSchema, type EventFormValues } from '../../shared/events/form.ts';
import { EVENT_TYPES, type EventWithOccurrences } from '../../shared/events/events.ts';
import { REPEAT_OPTIONS } from '../../shared/events/recurrence.ts';
import { failure } from '../transport/failure.ts';
import { useToday } from '../app/today.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { RSVP_LIMITS } from '../../shared/events/rsvp-limits.ts';
import { fieldA11y } from '../components/ui/FormField.tsx';
import { FieldHint } from '../components/ui/FormParts.tsx';
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
      rsvp: { enabled: false, capacity: '', closesBefore: '' },
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
    rsvp: {
      enabled: event.rsvp !== null,
      capacity: event.rsvp?.capacity?.toString() ?? '',
      closesBefore: event.rsvp?.closesBefore?.toString() ?? '',
    },
  };
}

/**
 * Create or edit an event. The date and the HH:mm times are the community's wall-clock time; they
 * become ISO instants here (zonedInstant), whatever time zone the browser is in. The server's
 * messages (joined with ', ') show above the fields.
 */
export function EventForm({ item: event, onCancel, onSaved }: StaffFormProps<EventWithOccurrences>) {
  const today = useToday();
  const { timeZone } = useCommunity();
  const schema = useMemo(() => eventFormSchema({ today, originalDate: event?.date }), [today, event?.date]);
  const form = useStaffForm({
    idPrefix: 'event',
    schema,
    defaultValues: initialValues(event, timeZone),
    item: event,
    writes: { create: createEvent, update: updateEvent },
    toBody: (values): EventBody => ({
      title: values.title,
      description: values.description,
      date: values.date,
      startTime: zonedInstant(values.date, values.startClock, timeZone),
      endTime: zonedInstant(values.date, values.endClock, timeZone),
      location: values.location,
      type: values.type,
      repeat: values.repeat,
      repeatUntil: values.repeat === 'none' ? null : values.repeatUntil,
      rsvp: values.rsvp,
    }),
    failed: {
      add: failure.serverFirst('Failed to create event'),
      edit: failure.serverFirst('Failed to update event'),
    },
    onSaved,
  });
  const [repeat, date, takesReplies] = useWatch({
    control: form.control,
    name: ['repeat', 'date', 'rsvp.enabled'],
  });
  const rsvpError = form.formState.errors.rsvp?.enabled?.message;

  return (
    <StaffForm
      form={form}
      onCancel={onCancel}
      addLabel="Create Event"
      editLabel="Update Event"
      label={event ? 'Edit event' : 'Create event'}
    >
      <Field form={form} name="title" label="Title" autoComplete="off" />
      <Field form={form} name="description" label="Description" control="textarea" rows={4} />
      <Field
        form={form}
        name="date"
        label="Date"
        type="date"
        min={event && event.date < today ? undefined : today}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field form={form} name="startClock" label="Start Time" type="time" />
        <Field form={form} name="endClock" label="End Time" type="time" />
      </div>
      <p className="text-xs text-slate-600">
        Times are in the community&apos;s time zone ({timeZoneName(timeZone)}).
      </p>
      <Field form={form} name="location" label="Location" autoComplete="off" />
      <div className="grid grid-cols-2 gap-4">
        <Field form={form} name="type" label="Type" control="select">
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Field>
        <Field form={form} name="repeat" label="Repeat" control="select">
          {REPEAT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {REPEAT_LABELS[option]}
            </option>
          ))}
        </Field>
      </div>
      {repeat !== 'none' && (
        <Field form={form} name="repeatUntil" label="Repeat Until" type="date" min={date || today} />
      )}
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Replies</legend>
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-800"
            {...form.register('rsvp.enabled')}
            {...fieldA11y('event-rsvp-enabled', rsvpError, 'event-rsvp-enabled-hint')}
          />
          <div>
            <label htmlFor="event-rsvp-enabled" className="text-sm font-medium text-slate-800">
              Take replies
            </label>
            <FieldHint id="event-rsvp-enabled-hint">
              Signed-in residents say they are going (with guests); the event&apos;s page shows how many.
            </FieldHint>
          </div>
        </div>
        {takesReplies && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              form={form}
              name="rsvp.capacity"
              label="Capacity (people)"
              type="number"
              inputMode="numeric"
              min={RSVP_LIMITS.capacityMin}
              max={RSVP_LIMITS.capacityMax}
              hint="Guests count. Empty: no limit. When full, replies join a waitlist."
            />
            <Field
              form={form}
              name="rsvp.closesBefore"
              label="Replies close (hours before the start)"
              type="number"
              inputMode="numeric"
              min={0}
              max={RSVP_LIMITS.closesBeforeMax}
              hint="Empty: replies close when the event starts."
            />
          </div>
        )}
      </fieldset>
    </StaffForm>
  );
}
