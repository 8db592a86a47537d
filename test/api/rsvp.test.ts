import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import type { EventWithOccurrences } from '../../src/shared/events/events.ts';
import { RSVP_MESSAGES } from '../../src/shared/events/rsvp.ts';
import { sendRsvpReminders } from '../../src/server/events/rsvp-reminders.ts';
import { occurrenceInstants } from '../../src/shared/events/times.ts';
import { eventBodyOn, TZ } from '../support/event-fixtures.ts';
import { factories, type MadeUser } from '../support/factories.ts';
import { mailingThrough, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Method = 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());

describeEachEngine(
  'event replies (docs/product/events-rsvp.md)',
  (ctx) => {
    let callers: Callers;
    const app = () => ctx().app;
    const make = () => factories(app().db);
    const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
      app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    // Far enough ahead that "today" never moves under the test, and replies are open.
    const day = addDays(todayIn(TZ), 60);

    beforeAll(async () => {
      callers = await createCallers(app());
      // The callers' USER is unverified; the matrix needs a verified one to reach the handler.
      for (const headers of [callers.user, callers.moderator, callers.admin]) {
        const me = (await call('GET', '/api/auth/me', headers)).json();
        const email = (me.user ?? me).email as string;
        await make().updateUser(email, { verified: true });
      }
    });

    async function createEvent(rsvp: object | undefined, overrides: Record<string, unknown> = {}) {
      const body = eventBodyOn((overrides.date as string) ?? day, {
        ...overrides,
        ...(rsvp ? { rsvp } : {}),
      });
      const res = await call('POST', '/api/events', callers.admin, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as EventWithOccurrences;
    }
    const reply = (id: string, headers: Record<string, string>, body: object) =>
      call('PUT', `/api/events/${id}/rsvp`, headers, body);
    const cancel = (id: string, headers: Record<string, string>, date = day) =>
      call('DELETE', `/api/events/${id}/rsvp?date=${date}`, headers);
    const verified = async (): Promise<MadeUser> => make().user({ verified: true });
    const read = async (id: string, headers: Record<string, string> = {}) =>
      (await call('GET', `/api/events/${id}`, headers)).json().data as EventWithOccurrences;

    it('settings: off by default, on with capacity and closing, refused out of range, kept by PATCH', async () => {
      const off = await createEvent(undefined);
      expect(off.rsvp).toBeNull();
      const on = await createEvent({ enabled: true, capacity: 60, closesBefore: 2 });
      expect(on.rsvp).toEqual({
        enabled: true,
        capacity: 60,
        closesBefore: 2,
        occurrences: { [day]: { going: 0, capacity: 60, waitlist: 0, closed: false } },
        // The admin who made it is signed in: their own replies, none yet.
        myRsvp: {},
      });
      const patched = await call('PATCH', `/api/events/${on.id}`, callers.admin, { title: 'Potluck' });
      expect(patched.json().data.rsvp.capacity).toBe(60);
      for (const [rsvp, path] of [
        [{ enabled: true, capacity: 0 }, 'rsvp.capacity'],
        [{ enabled: true, capacity: 10_001 }, 'rsvp.capacity'],
        [{ enabled: true, closesBefore: 721 }, 'rsvp.closesBefore'],
        [{ enabled: 'yes' }, 'rsvp.enabled'],
      ] as const) {
        const res = await call('PATCH', `/api/events/${on.id}`, callers.admin, { rsvp });
        expect(res.statusCode, JSON.stringify(rsvp)).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
      }
      const turnedOff = await call('PATCH', `/api/events/${on.id}`, callers.admin, {
        rsvp: { enabled: false },
      });
      expect(turnedOff.json().data.rsvp).toBeNull();
    });

    it('4 roles on every route: signed out 401, signed in may reply and cancel, staff list for MODERATOR and ADMIN', async () => {
      const event = await createEvent({ enabled: true, capacity: 100 });
      const expected: Record<keyof Callers, [number, number, number]> = {
        anonymous: [401, 401, 401],
        user: [200, 204, 403],
        moderator: [200, 204, 200],
        admin: [200, 204, 200],
      };
      for (const [role, [put, del, list]] of Object.entries(expected) as [
        keyof Callers,
        [number, number, number],
      ][]) {
        const headers = callers[role];
        expect((await reply(event.id, headers, { date: day, guests: 1 })).statusCode, role).toBe(put);
        expect(
          (await call('GET', `/api/events/${event.id}/rsvps?date=${day}`, headers)).statusCode,
          role,
        ).toBe(list);
        expect((await cancel(event.id, headers)).statusCode, role).toBe(del);
      }
      // Idempotent: cancelling again (nothing to cancel) is still 204.
      expect((await cancel(event.id, callers.user)).statusCode).toBe(204);
    });

    it('refuses bad replies with a clear 4xx', async () => {
      const event = await createEvent({ enabled: true, capacity: 10 });
      const off = await createEvent(undefined);
      const past = await make().event({ date: '2020-03-01', rsvpEnabled: 1 });
      // Replies close 30 days before the start: an occurrence 10 days ahead is closed.
      const closed = await createEvent(
        { enabled: true, closesBefore: 720 },
        { date: addDays(todayIn(TZ), 10) },
      );
      const weekly = await createEvent(
        { enabled: true },
        { repeat: 'weekly', repeatUntil: addDays(day, 21), title: 'Weekly walk' },
      );
      await call('PUT', `/api/events/${weekly.id}/cancellations/${addDays(day, 7)}`, callers.admin);
      const unverified = await make().user();
      const cases: [
        string,
        Promise<{ statusCode: number; json: () => { message: string; errors?: { path: string }[] } }>,
        number,
        string?,
      ][] = [
        ['signed out', reply(event.id, {}, { date: day, guests: 0 }), 401],
        [
          'unverified',
          reply(event.id, unverified.headers, { date: day, guests: 0 }),
          403,
          RSVP_MESSAGES.unverified,
        ],
        ['replies off', reply(off.id, callers.user, { date: day, guests: 0 }), 409, RSVP_MESSAGES.off],
        [
          'not an occurrence',
          reply(event.id, callers.user, { date: addDays(day, 1), guests: 0 }),
          400,
          RSVP_MESSAGES.notOccurrence,
        ],
        [
          'not a date',
          reply(event.id, callers.user, { date: '2026-02-30', guests: 0 }),
          400,
          RSVP_MESSAGES.dateInvalid,
        ],
        ['no date', reply(event.id, callers.user, { guests: 0 }), 400, RSVP_MESSAGES.dateRequired],
        [
          '11 guests',
          reply(event.id, callers.user, { date: day, guests: 11 }),
          400,
          RSVP_MESSAGES.guestsInvalid,
        ],
        [
          '-1 guests',
          reply(event.id, callers.user, { date: day, guests: -1 }),
          400,
          RSVP_MESSAGES.guestsInvalid,
        ],
        [
          '1.5 guests',
          reply(event.id, callers.user, { date: day, guests: 1.5 }),
          400,
          RSVP_MESSAGES.guestsInvalid,
        ],
        ['past', reply(past.id, callers.user, { date: '2020-03-01', guests: 0 }), 409, RSVP_MESSAGES.past],
        [
          'closed',
          reply(closed.id, callers.user, { date: closed.date, guests: 0 }),
          409,
          RSVP_MESSAGES.closed,
        ],
        [
          'cancelled day',
          reply(weekly.id, callers.user, { date: addDays(day, 7), guests: 0 }),
          409,
          RSVP_MESSAGES.cancelled,
        ],
        [
          'unknown event',
          reply('aaaaaaaa-0000-4000-8000-000000000000', callers.user, { date: day, guests: 0 }),
          404,
        ],
        ['cancel without date', call('DELETE', `/api/events/${event.id}/rsvp`, callers.user), 400],
        [
          'list, not an occurrence',
          call('GET', `/api/events/${event.id}/rsvps?date=${addDays(day, 2)}`, callers.admin),
          400,
        ],
      ];
      for (const [name, pending, status, message] of cases) {
        const res = await pending;
        expect(res.statusCode, name).toBe(status);
        if (message) expect(JSON.stringify(res.json()), name).toContain(message);
      }
      expect((await read(closed.id)).rsvp!.occurrences[closed.date]!.closed).toBe(true);
      expect((await read(weekly.id)).rsvp!.occurrences[addDays(day, 7)]!.closed).toBe(true);
    });

    it('50 replies at once to a capacity-10 occurrence: 10 going, 40 waitlisted in queue order', async () => {
      const event = await createEvent({ enabled: true, capacity: 10 });
      const people: MadeUser[] = [];
      for (let i = 0; i < 50; i++) people.push(await verified());
      const answers = await Promise.all(
        people.map((p) => reply(event.id, p.headers, { date: day, guests: 0 })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
      const statuses = answers.map((a) => a.json().status as string);
      expect(statuses.filter((s) => s === 'going')).toHaveLength(10);
      expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);
      const counts = (await read(event.id)).rsvp!.occurrences[day]!;
      expect(counts).toMatchObject({ going: 10, waitlist: 40, capacity: 10 });
      const list = (await call('GET', `/api/events/${event.id}/rsvps?date=${day}`, callers.admin)).json();
      expect(list.going).toBe(10);
      expect(
        list.items
          .filter((r: { status: string }) => r.status === 'waitlisted')
          .map((r: { position: number }) => r.position),
      ).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      // Each person's own place agrees with the staff list's order.
      const places = await Promise.all(
        people.map(async (p) => (await read(event.id, p.headers)).rsvp!.myRsvp![day]!),
      );
      const byEmail = new Map(people.map((p, i) => [p.row.email, places[i]!]));
      for (const item of list.items as { email: string; status: string; position: number | null }[]) {
        const mine = byEmail.get(item.email)!;
        expect(mine.status).toBe(item.status);
        if (item.status === 'waitlisted') expect(mine.position).toBe(item.position);
      }
    });

    it('guests count as people; more guests that no longer fit go to the back; cancel moves up the first party that fits, skipping one too large', async () => {
      const event = await createEvent({ enabled: true, capacity: 5 });
      const [a, b, c, d] = [await verified(), await verified(), await verified(), await verified()];
      expect((await reply(event.id, a.headers, { date: day, guests: 2 })).json()).toMatchObject({
        status: 'going',
        guests: 2,
        counts: { going: 3, capacity: 5, waitlist: 0 },
      });
      expect((await reply(event.id, b.headers, { date: day, guests: 1 })).json().status).toBe('going'); // 5
      const big = (await reply(event.id, c.headers, { date: day, guests: 3 })).json();
      expect(big).toMatchObject({ status: 'waitlisted', position: 1, counts: { going: 5, waitlist: 4 } });
      const small = (await reply(event.id, d.headers, { date: day, guests: 0 })).json();
      expect(small).toMatchObject({ status: 'waitlisted', position: 2 });
      // b (2 people) cancels: c's party of 4 does not fit, d's of 1 does and moves up.
      expect((await cancel(event.id, b.headers)).statusCode).toBe(204);
      expect((await read(event.id, d.headers)).rsvp!.myRsvp![day]).toEqual({ status: 'going', guests: 0 });
      expect((await read(event.id, c.headers)).rsvp!.myRsvp![day]).toEqual({
        status: 'waitlisted',
        guests: 3,
        position: 1,
      });
      // a asks for more guests than fit: back of the waitlist; the places freed go to c (4 people).
      const grown = (await reply(event.id, a.headers, { date: day, guests: 4 })).json();
      expect(grown.status).toBe('waitlisted');
      expect((await read(event.id, c.headers)).rsvp!.myRsvp![day]!.status).toBe('going');
      expect((await read(event.id)).rsvp!.occurrences[day]).toMatchObject({ going: 5, waitlist: 5 });
      // Fewer guests that fit keep the place; the same reply twice changes nothing.
      const again = (await reply(event.id, d.headers, { date: day, guests: 0 })).json();
      expect(again).toMatchObject({ status: 'going', counts: { going: 5, waitlist: 5 } });
    });

    it('deleting an account gives its places back and moves the waitlist up', async () => {
      const event = await createEvent({ enabled: true, capacity: 2 });
      const [leaving, waiting] = [await verified(), await verified()];
      await reply(event.id, leaving.headers, { date: day, guests: 1 });
      expect((await reply(event.id, waiting.headers, { date: day, guests: 0 })).json().status).toBe(
        'waitlisted',
      );
      const res = await call('DELETE', `/api/user/${leaving.row.id}`, callers.admin);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect((await read(event.id)).rsvp!.occurrences[day]).toMatchObject({ going: 1, waitlist: 0 });
      expect((await read(event.id, waiting.headers)).rsvp!.myRsvp![day]!.status).toBe('going');
    });

    it('a repeating event takes replies per occurrence', async () => {
      const weekly = await createEvent(
        { enabled: true, capacity: 1 },
        { repeat: 'weekly', repeatUntil: addDays(day, 14), title: 'Saturday walk' },
      );
      const [a, b] = [await verified(), await verified()];
      expect((await reply(weekly.id, a.headers, { date: day, guests: 0 })).json().status).toBe('going');
      expect((await reply(weekly.id, b.headers, { date: addDays(day, 7), guests: 0 })).json().status).toBe(
        'going',
      );
      expect((await reply(weekly.id, b.headers, { date: day, guests: 0 })).json().status).toBe('waitlisted');
      const seen = await read(weekly.id, b.headers);
      expect(Object.keys(seen.rsvp!.occurrences)).toEqual(seen.occurrences);
      expect(seen.rsvp!.occurrences[day]).toMatchObject({ going: 1, waitlist: 1 });
      expect(seen.rsvp!.occurrences[addDays(day, 7)]).toMatchObject({ going: 1, waitlist: 0 });
      expect(seen.rsvp!.occurrences[addDays(day, 14)]).toMatchObject({ going: 0, waitlist: 0 });
      expect(seen.rsvp!.myRsvp).toEqual({
        [day]: { status: 'waitlisted', guests: 0, position: 1 },
        [addDays(day, 7)]: { status: 'going', guests: 0 },
      });
      // The list answers the same counts, and an anonymous reader gets no myRsvp.
      const listed = (
        await call('GET', `/api/events?from=${day}&to=${addDays(day, 14)}&limit=500`, b.headers)
      ).json();
      const item = listed.data.find((e: EventWithOccurrences) => e.id === weekly.id);
      expect(item.rsvp.myRsvp[day].status).toBe('waitlisted');
      const anonymous = (await call('GET', `/api/events/${weekly.id}`, {})).json().data;
      expect(anonymous.rsvp.myRsvp).toBeUndefined();
    });

    it('the staff list as CSV (Accept: text/csv, or ?format=csv) with a file name of the event and day', async () => {
      const event = await createEvent({ enabled: true }, { title: 'Block Party!' });
      const person = await make().user({ verified: true, username: 'csvperson' });
      await reply(event.id, person.headers, { date: day, guests: 2 });
      for (const [url, headers] of [
        [`/api/events/${event.id}/rsvps?date=${day}`, { ...callers.moderator, accept: 'text/csv' }],
        [`/api/events/${event.id}/rsvps?date=${day}&format=csv`, callers.admin],
      ] as const) {
        const res = await call('GET', url, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/csv/);
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="block-party-${day}-replies.csv"`,
        );
        const lines = res.body.trim().split('\r\n');
        expect(lines[0]).toBe('Name,Email,Guests,People,Status,Waitlist position,Replied at');
        expect(lines[1]).toMatch(/^csvperson,csvperson@example\.org,2,3,going,,\d{4}-/);
      }
      const json = (await call('GET', `/api/events/${event.id}/rsvps?date=${day}`, callers.admin)).json();
      expect(json).toMatchObject({
        going: 3,
        waitlist: 0,
        capacity: null,
        items: [{ name: 'csvperson', guests: 2, status: 'going', position: null }],
      });
    });

    it('mails a confirmation and a move-up with the occurrence as .ics, through the outbox and SMTP', async () => {
      const event = await createEvent({ enabled: true, capacity: 1 }, { title: 'Clubhouse potluck' });
      const first = await make().user({ verified: true });
      const second = await make().user({ verified: true });
      await reply(event.id, first.headers, { date: day, guests: 0 });
      await reply(event.id, second.headers, { date: day, guests: 0 });
      const rows = await app()
        .db.selectFrom('mailOutbox')
        .selectAll()
        .where('recipient', 'in', [first.row.email, second.row.email])
        .orderBy('createdAt')
        .execute();
      expect(rows.map((r) => [r.kind, r.subject])).toEqual([
        ['event-rsvp', 'You are going: Clubhouse potluck'],
        ['event-rsvp', 'On the waitlist: Clubhouse potluck'],
      ]);
      const [confirmation] = await smtp.waitFor(first.row.email);
      expect(confirmation!.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(confirmation!.raw).toMatch(/filename=("?)event\.ics\1/);
      const ics = JSON.parse(rows[0]!.attachments!)[0].content as string;
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`UID:${event.id}-${day}@hoa.example.org`);
      expect(ics).toContain('SUMMARY:Clubhouse potluck');
      await cancel(event.id, first.headers);
      const moved = await smtp.waitFor(second.row.email, 2);
      expect(moved.map((m) => m.raw).join('\n')).toContain('A place opened up');
      expect(moved[1]!.raw).toMatch(/filename=("?)event\.ics\1/);
    });

    it('the reminder job mails those going the day before, once', async () => {
      const tomorrow = addDays(todayIn(TZ), 1);
      const event = await make().event({ date: tomorrow, rsvpEnabled: 1, title: 'Clean-up day' });
      const goer = await make().user({ verified: true });
      const waiter = await make().user({ verified: true });
      // Straight into the tables: a reply to tomorrow's occurrence made earlier.
      await app()
        .db.insertInto('eventRsvpOccurrences')
        .values({ eventId: event.id, date: tomorrow, going: 1, waitlist: 1 })
        .execute();
      const now = new Date().toISOString();
      await app()
        .db.insertInto('eventRsvps')
        .values([
          {
            id: `${event.id}-a`,
            eventId: event.id,
            date: tomorrow,
            userId: goer.row.id,
            guests: 0,
            status: 'going',
            position: null,
            repliedAt: now,
            updatedAt: now,
          },
          {
            id: `${event.id}-b`,
            eventId: event.id,
            date: tomorrow,
            userId: waiter.row.id,
            guests: 0,
            status: 'waitlisted',
            position: 1,
            repliedAt: now,
            updatedAt: now,
          },
        ])
        .execute();
      // Run as if shortly before the start's day, then again: one mail.
      const before = new Date(occurrenceInstants(event, tomorrow, TZ).start.getTime() - 20 * 3600_000);
      const runs = await Promise.all([sendRsvpReminders(app(), before), sendRsvpReminders(app(), before)]);
      expect(runs[0]! + runs[1]!).toBe(1);
      expect(await sendRsvpReminders(app(), before)).toBe(0);
      const [mail] = await smtp.waitFor(goer.row.email);
      expect(mail!.raw).toContain('Tomorrow: Clean-up day');
      const toWaiter = await app()
        .db.selectFrom('mailOutbox')
        .select('id')
        .where('recipient', '=', waiter.row.email)
        .execute();
      expect(toWaiter).toHaveLength(0);
    });
  },
  {
    get smtp() {
      return mailingThrough(smtp).smtp;
    },
    mailRetryMs: 50,
    mailRatePerMinute: 10_000,
    publicUrl: 'https://hoa.example.org',
  },
);
