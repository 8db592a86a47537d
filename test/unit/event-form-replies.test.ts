import { describe, expect, it } from 'vitest';
import { eventFormSchema, type EventFormValues } from '../../src/shared/events/form.ts';
import { RSVP_MESSAGES } from '../../src/shared/events/rsvp.ts';
import { fieldPaths } from '../../src/client/transport/field-errors.ts';

const base: EventFormValues = {
  title: 'Potluck',
  description: 'Bring a dish.',
  date: '2030-06-01',
  startClock: '18:00',
  endClock: '20:00',
  location: 'Clubhouse',
  type: 'Social',
  repeat: 'none',
  repeatUntil: '',
  rsvp: { enabled: false, capacity: '', closesBefore: '' },
};
const schema = eventFormSchema({ today: '2030-01-01' });
const withReplies = (rsvp: Partial<EventFormValues['rsvp']>) =>
  schema.safeParse({ ...base, rsvp: { ...base.rsvp, enabled: true, ...rsvp } });
const messagesAt = (result: ReturnType<typeof withReplies>, path: string) =>
  result.success ? [] : result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);

describe("the event form's replies", () => {
  it('sends replies off, with nothing else, when the box is not ticked (whatever the numbers say)', () => {
    const result = schema.safeParse({ ...base, rsvp: { enabled: false, capacity: 'x', closesBefore: '-1' } });
    expect(result.success && result.data.rsvp).toEqual({
      enabled: false,
      capacity: null,
      closesBefore: null,
    });
  });

  it('turns empty numbers into no limit and typed ones into numbers', () => {
    const empty = withReplies({});
    expect(empty.success && empty.data.rsvp).toEqual({ enabled: true, capacity: null, closesBefore: null });
    const set = withReplies({ capacity: '60', closesBefore: '24' });
    expect(set.success && set.data.rsvp).toEqual({ enabled: true, capacity: 60, closesBefore: 24 });
  });

  it.each(['0', '10001', '2.5', '-3', 'many'])(
    'refuses a capacity of %s with the API message',
    (capacity) => {
      expect(messagesAt(withReplies({ capacity }), 'rsvp.capacity')).toEqual([RSVP_MESSAGES.capacityInvalid]);
    },
  );

  it.each(['721', '1.5', '-1'])('refuses replies closing %s hours before', (closesBefore) => {
    expect(messagesAt(withReplies({ closesBefore }), 'rsvp.closesBefore')).toEqual([
      RSVP_MESSAGES.closesBeforeInvalid,
    ]);
  });

  it('accepts the bounds: capacity 1 and 10000, closing 0 and 720 hours before', () => {
    expect(withReplies({ capacity: '1', closesBefore: '0' }).success).toBe(true);
    expect(withReplies({ capacity: '10000', closesBefore: '720' }).success).toBe(true);
  });
});

describe('the field names a server error can name', () => {
  it('names a group of fields and each field in it, as the API joins a path', () => {
    expect(fieldPaths(base)).toEqual([
      'title',
      'description',
      'date',
      'startClock',
      'endClock',
      'location',
      'type',
      'repeat',
      'repeatUntil',
      'rsvp',
      'rsvp.enabled',
      'rsvp.capacity',
      'rsvp.closesBefore',
    ]);
  });
});
