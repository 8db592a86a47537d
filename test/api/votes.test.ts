import { afterAll, beforeAll, expect, it } from 'vitest';
import { VOTE_MESSAGES } from '../../src/shared/votes/votes.ts';
import { HOME_MESSAGES } from '../../src/shared/homes/homes.ts';
import { openDueVotes } from '../../src/server/votes/openings.ts';
import { factories, type MadeUser } from '../support/factories.ts';
import { startSmtp } from '../support/smtp.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());

describeEachEngine(
  'votes and elections (docs/product/votes.md)',
  (ctx) => {
    let callers: Callers;
    let n = 0;
    const app = () => ctx().app;
    const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
      app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    const make = () => factories(app().db);

    /** A home on the roll with an approved resident linked to it (and more residents when asked). */
    async function household(relations: ('owner' | 'tenant')[] = ['owner'], verified = true) {
      n += 1;
      const home = (await call('POST', '/api/homes', callers.admin, { address: `${n} Ballot Way` })).json();
      const residents: MadeUser[] = [];
      for (const relation of relations) {
        const person = await make().resident({ verified });
        await app()
          .db.updateTable('users')
          .set({ homeId: home.id, homeRelation: relation })
          .where('id', '=', person.row.id)
          .execute();
        residents.push(person);
      }
      return { home: home as { id: string; address: string }, residents };
    }

    const poll = (fields: object = {}) => ({
      title: `Which day for the clean-up? ${++n}`,
      kind: 'poll',
      options: [{ label: 'Saturday' }, { label: 'Sunday' }],
      opensAt: inFuture(HOUR),
      closesAt: inFuture(2 * HOUR),
      ...fields,
    });
    async function create(fields: object = {}) {
      const res = await call('POST', '/api/votes', callers.admin, poll(fields));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; options: { id: string; label: string }[]; state: string };
    }
    /** Moves a vote's opening into the past (the API refuses to schedule one there) and takes its roll. */
    async function open(id: string) {
      await app()
        .db.updateTable('votes')
        .set({ opensAt: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      await openDueVotes(app());
    }
    async function close(id: string) {
      await app()
        .db.updateTable('votes')
        .set({ closesAt: new Date(Date.now() - 1).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const cast = (id: string, who: { headers: Record<string, string> }, choices: string[], homeId?: string) =>
      call('POST', `/api/votes/${id}/ballots`, who.headers, { choices, ...(homeId ? { homeId } : {}) });

    beforeAll(async () => {
      callers = await createCallers(app());
    });

    // First: the notices of the later tests' votes would queue ahead of its mail.
    it('mails the residents of eligible homes once when the vote opens, with the deadline, quorum and share to pass', async () => {
      const home = await household(['owner', 'tenant']);
      const unverified = await household(['owner'], false);
      const res = await call('POST', '/api/votes', callers.admin, {
        title: 'Replace the entrance sign',
        kind: 'resolution',
        opensAt: inFuture(HOUR),
        closesAt: inFuture(11 * DAY),
        passPercent: 60,
      });
      const vote = res.json();
      await open(vote.id);
      await openDueVotes(app());
      const [mail] = await smtp.waitFor(home.residents[0]!.row.email);
      const text = mail!.raw.replace(/=\r?\n/g, '');
      expect(text).toContain('Subject: Vote open: Replace the entrance sign');
      expect(text).toMatch(/Voting closes: /);
      expect(text).toMatch(/Quorum: \d+ of the \d+ eligible homes must vote \(20%\)/);
      expect(text).toContain('more than 60% of the Yes and No votes must be Yes');
      expect(text).toContain(`/votes/${vote.id}`);
      const outbox = await app()
        .db.selectFrom('mailOutbox')
        .select('recipient')
        .where('subject', '=', 'Vote open: Replace the entrance sign')
        .execute();
      const to = outbox.map((m) => m.recipient);
      expect(to.filter((t) => t === home.residents[0]!.row.email)).toHaveLength(1);
      // The tenant of an owners' vote and an unverified address are not mailed.
      expect(to).not.toContain(home.residents[1]!.row.email);
      expect(to).not.toContain(unverified.residents[0]!.row.email);
    });

    it('creates a vote scheduled with the defaults: owners, secret, the quorum setting, more than half to pass', async () => {
      const res = await call('POST', '/api/votes', callers.admin, {
        title: 'Approve the 2027 budget',
        kind: 'resolution',
        opensAt: inFuture(HOUR),
        closesAt: inFuture(11 * DAY),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        state: 'scheduled',
        kind: 'resolution',
        options: [{ label: 'Yes' }, { label: 'No' }, { label: 'Abstain' }],
        maxChoices: 1,
        secret: true,
        voters: 'owners',
        quorumPercent: 20,
        passPercent: 50,
        // The admin who made it has no home on the roll, and is told so.
        myHome: { eligible: false, voted: false, reason: VOTE_MESSAGES.noHome },
      });
      expect(res.json().id).toBe(res.json()._id);
    });

    it('refuses bad votes with a clear 400, the window shorter than voteMinDays explained; nothing is stored', async () => {
      const before = (await call('GET', '/api/votes', callers.admin)).json().items.length;
      const bad: [object, string][] = [
        [{ kind: 'election', closesAt: inFuture(3 * DAY) }, VOTE_MESSAGES.tooShort(10)],
        [
          { kind: 'resolution', options: [{ label: 'Maybe' }, { label: 'Later' }] },
          VOTE_MESSAGES.resolutionOptions,
        ],
        [{ opensAt: new Date(Date.now() - DAY).toISOString() }, VOTE_MESSAGES.opensInPast],
        [{ closesAt: inFuture(HOUR / 2) }, VOTE_MESSAGES.closesBeforeOpens],
        [{ options: [{ label: 'Only' }] }, 'A vote has at least 2 options'],
        [
          { options: Array.from({ length: 51 }, (_, i) => ({ label: `O${i}` })) },
          'A vote has at most 50 options',
        ],
        [{ options: [{ label: 'A' }, { label: 'a' }] }, 'Each option must be different'],
        [{ maxChoices: 3 }, VOTE_MESSAGES.maxChoicesTooMany],
        [{ kind: 'referendum' }, 'Kind must be one of election, resolution, poll'],
        [{ opensAt: 'tomorrow' }, 'Opening time must be a date and time'],
        [{ quorumPercent: 120 }, 'Quorum must be between 0 and 100'],
        [{ voters: 'everyone' }, 'Voters must be owners or residents'],
        [{ title: '' }, 'Title is required'],
      ];
      for (const [fields, message] of bad) {
        const res = await call('POST', '/api/votes', callers.admin, poll(fields));
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(JSON.stringify(res.json()), JSON.stringify(fields)).toContain(message);
      }
      expect((await call('GET', '/api/votes', callers.admin)).json().items.length).toBe(before);
    });

    it('lets an admin edit and delete a vote until it opens, then only cancel it with a reason', async () => {
      const vote = await create();
      const edited = await call('PATCH', `/api/votes/${vote.id}`, callers.admin, {
        title: 'Which weekend day for the clean-up?',
        options: [{ label: 'Saturday' }, { label: 'Sunday' }, { label: 'Either' }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().options.map((o: { label: string }) => o.label)).toEqual([
        'Saturday',
        'Sunday',
        'Either',
      ]);
      await open(vote.id);
      expect(
        (await call('PATCH', `/api/votes/${vote.id}`, callers.admin, { title: 'Late' })).statusCode,
      ).toBe(409);
      const late = await call('DELETE', `/api/votes/${vote.id}`, callers.admin);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(VOTE_MESSAGES.started);
      expect((await call('POST', `/api/votes/${vote.id}/cancel`, callers.admin, {})).statusCode).toBe(400);
      const cancelled = await call('POST', `/api/votes/${vote.id}/cancel`, callers.admin, {
        reason: 'Wrong dates',
      });
      expect(cancelled.json()).toMatchObject({ state: 'cancelled', cancelReason: 'Wrong dates' });
      expect(
        (await call('POST', `/api/votes/${vote.id}/cancel`, callers.admin, { reason: 'x' })).statusCode,
      ).toBe(409);
      const { residents } = await household();
      const refused = await cast(vote.id, residents[0]!, [vote.options[0]!.id]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(VOTE_MESSAGES.cancelled);

      const doomed = await create();
      expect((await call('DELETE', `/api/votes/${doomed.id}`, callers.admin)).statusCode).toBe(204);
      expect((await call('GET', `/api/votes/${doomed.id}`, callers.admin)).statusCode).toBe(404);
    });

    it('runs a vote: one ballot per home, receipts, no tally before close, the result and its certificate after', async () => {
      const a = await household(['owner', 'owner']);
      const b = await household(['owner']);
      const c = await household(['owner']);
      const vote = await create({
        maxChoices: 2,
        options: [{ label: 'Swings' }, { label: 'Benches' }, { label: 'Lights' }],
      });
      const [swings, benches, lights] = vote.options.map((o) => o.id) as [string, string, string];
      const early = await cast(vote.id, a.residents[0]!, [swings]);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(VOTE_MESSAGES.notOpenYet);
      await open(vote.id);

      const first = await cast(vote.id, a.residents[0]!, [swings, benches]);
      expect(first.statusCode, first.body).toBe(201);
      const receipt = first.json().receipt as string;
      expect(receipt).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      // The other resident of the home: the home has voted, who and when, and no second ballot.
      const again = await cast(vote.id, a.residents[1]!, [lights]);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Your home has already voted');
      const seen = (await call('GET', `/api/votes/${vote.id}`, a.residents[1]!.headers)).json();
      expect(seen.myHome).toMatchObject({
        eligible: true,
        voted: true,
        castBy: a.residents[0]!.row.username,
      });
      expect(Date.parse(seen.myHome.castAt)).toBeGreaterThan(Date.now() - 60_000);

      for (const [choices, message] of [
        [[lights, lights], VOTE_MESSAGES.choiceRepeated],
        [['not-an-option'], VOTE_MESSAGES.choiceUnknown],
        [[swings, benches, lights], VOTE_MESSAGES.choicesCount(2)],
        [[], 'Choose at least one option'],
      ] as [string[], string][]) {
        const res = await cast(vote.id, b.residents[0]!, choices);
        expect(res.statusCode, message).toBe(400);
        expect(JSON.stringify(res.json())).toContain(message);
      }
      expect((await cast(vote.id, b.residents[0]!, [benches])).statusCode).toBe(201);

      // While open: participation only, for anyone, and no results.
      for (const who of [callers.admin, a.residents[0]!.headers]) {
        const body = (await call('GET', `/api/votes/${vote.id}`, who)).json();
        expect(body).toMatchObject({ state: 'open', homesVoted: 2 });
        expect(JSON.stringify(body)).not.toMatch(/"votes"|\btally\b|\bcounts?\b/i);
        expect((await call('GET', `/api/votes/${vote.id}/results`, who)).statusCode).toBe(409);
        expect((await call('GET', `/api/votes/${vote.id}/results.pdf`, who)).statusCode).toBe(409);
      }
      // A paper ballot, recorded by an admin for a home, under the same rules.
      const paper = await call('POST', `/api/votes/${vote.id}/ballots`, callers.admin, {
        choices: [benches],
        homeId: c.home.id,
      });
      expect(paper.statusCode).toBe(201);
      const twice = await call('POST', `/api/votes/${vote.id}/ballots`, callers.admin, {
        choices: [lights],
        homeId: c.home.id,
      });
      expect(twice.statusCode).toBe(409);
      expect((await cast(vote.id, c.residents[0]!, [lights])).json().message).toBe(
        VOTE_MESSAGES.alreadyVoted,
      );
      const paperSeen = (await call('GET', `/api/votes/${vote.id}`, c.residents[0]!.headers)).json();
      expect(paperSeen.myHome).toMatchObject({ voted: true, castBy: 'Paper ballot' });

      await close(vote.id);
      const afterClose = await cast(vote.id, b.residents[0]!, [swings]);
      expect(afterClose.statusCode).toBe(409);
      expect(afterClose.json().message).toBe(VOTE_MESSAGES.closed);
      const results = await call('GET', `/api/votes/${vote.id}/results`, a.residents[1]!.headers);
      expect(results.statusCode).toBe(200);
      const body = results.json();
      const eligible = body.eligibleHomes as number;
      expect(eligible).toBeGreaterThanOrEqual(3);
      expect(body).toMatchObject({
        options: [
          { id: swings, label: 'Swings', votes: 1 },
          { id: benches, label: 'Benches', votes: 3 },
          { id: lights, label: 'Lights', votes: 0 },
        ],
        ballots: 3,
        homesVoted: 3,
        quorumHomes: Math.ceil((eligible * 20) / 100),
        passed: null,
      });
      expect(body.receipts).toHaveLength(3);
      expect(body.receipts).toContain(receipt);
      expect([...body.receipts].sort()).toEqual(body.receipts);

      const pdf = await call('GET', `/api/votes/${vote.id}/results.pdf`, callers.admin);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const audit = await app()
        .db.selectFrom('auditLog')
        .select(['action', 'summary'])
        .where('objectId', '=', vote.id)
        .execute();
      expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'ballot']));
      expect(audit.find((e) => e.summary.includes('paper ballot'))).toBeDefined();
      // Everything audited except what was chosen.
      expect(JSON.stringify(audit)).not.toMatch(/Swings|Benches|Lights/);
    });

    it('keeps a secret ballot apart from the record that a home voted: no stored value links them', async () => {
      const homes = [await household(), await household()];
      const vote = await create({ secret: true });
      await open(vote.id);
      for (const h of homes)
        expect((await cast(vote.id, h.residents[0]!, [vote.options[0]!.id])).statusCode).toBe(201);
      const ballots = await app()
        .db.selectFrom('voteBallots')
        .selectAll()
        .where('voteId', '=', vote.id)
        .execute();
      const cast_ = await app()
        .db.selectFrom('voteParticipation')
        .selectAll()
        .where('voteId', '=', vote.id)
        .execute();
      expect(ballots).toHaveLength(2);
      expect(Object.keys(ballots[0]!).sort()).toEqual(['choices', 'homeId', 'id', 'receiptHash', 'voteId']);
      for (const ballot of ballots) {
        expect(ballot.homeId).toBeNull();
        // Nothing of the participation record appears in the ballot, and the other way round.
        for (const record of cast_) {
          for (const value of [record.homeId, record.castBy, record.castAt, record.castByName]) {
            expect(JSON.stringify(ballot)).not.toContain(value);
          }
          expect(JSON.stringify(record)).not.toContain(ballot.id);
          expect(JSON.stringify(record)).not.toContain(ballot.receiptHash);
        }
      }
      // An open ballot may show staff each home's choice: it keeps the home.
      const open_ = await create({ secret: false });
      await open(open_.id);
      await cast(open_.id, homes[0]!.residents[0]!, [open_.options[1]!.id]);
      const openBallot = await app()
        .db.selectFrom('voteBallots')
        .selectAll()
        .where('voteId', '=', open_.id)
        .executeTakeFirstOrThrow();
      expect(openBallot.homeId).toBe(homes[0]!.home.id);
    });

    it('freezes the roll when the vote opens; owners-only votes refuse tenants; homes without a resident are not eligible', async () => {
      const owners = await household(['owner', 'tenant']);
      const tenantsOnly = await household(['tenant']);
      const vote = await create();
      await open(vote.id);
      const before = (await call('GET', `/api/votes/${vote.id}`, callers.admin)).json().eligibleHomes;
      const tenant = await cast(vote.id, owners.residents[1]!, [vote.options[0]!.id]);
      expect(tenant.statusCode).toBe(403);
      expect(tenant.json().message).toBe(VOTE_MESSAGES.notOwner);
      // A home whose only resident is a tenant is not on an owners' roll.
      const tenantHome = await call('POST', `/api/votes/${vote.id}/ballots`, callers.admin, {
        choices: [vote.options[0]!.id],
        homeId: tenantsOnly.home.id,
      });
      expect(tenantHome.statusCode).toBe(403);
      expect(tenantHome.json().message).toBe(VOTE_MESSAGES.homeNotEligible);
      // Approved (or moved in) after the opening: not on this vote's roll.
      const late = await household(['owner']);
      const refused = await cast(vote.id, late.residents[0]!, [vote.options[0]!.id]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(VOTE_MESSAGES.notEligible);
      expect((await call('GET', `/api/votes/${vote.id}`, callers.admin)).json().eligibleHomes).toBe(before);
      expect(
        (await call('GET', `/api/votes/${vote.id}`, late.residents[0]!.headers)).json().myHome,
      ).toMatchObject({
        eligible: false,
        voted: false,
        reason: VOTE_MESSAGES.notEligible,
      });
      const tenantSees = (await call('GET', `/api/votes/${vote.id}`, owners.residents[1]!.headers)).json();
      expect(tenantSees.myHome).toMatchObject({ eligible: false, reason: VOTE_MESSAGES.notOwner });
      // No home linked: told how to get one.
      const homeless = await make().resident();
      const noHome = await cast(vote.id, homeless, [vote.options[0]!.id]);
      expect(noHome.statusCode).toBe(403);
      expect(noHome.json().message).toBe(VOTE_MESSAGES.noHome);
      // A home on a vote's roll is kept.
      await app()
        .db.updateTable('users')
        .set({ homeId: null })
        .where('homeId', '=', owners.home.id)
        .execute();
      const kept = await call('DELETE', `/api/homes/${owners.home.id}`, callers.admin);
      expect(kept.statusCode).toBe(409);
      expect(kept.json().message).toBe(HOME_MESSAGES.tookPartInVote);
    });

    it('a resolution passes with quorum and more than passPercent Yes of Yes and No', async () => {
      const homes = [await household(), await household(), await household()];
      const res = await call('POST', '/api/votes', callers.admin, {
        title: 'Adopt the pet rule',
        kind: 'resolution',
        opensAt: inFuture(HOUR),
        closesAt: inFuture(11 * DAY),
        quorumPercent: 0,
        voters: 'residents',
      });
      const vote = res.json();
      await open(vote.id);
      const [yes, no, abstain] = vote.options.map((o: { id: string }) => o.id);
      await cast(vote.id, homes[0]!.residents[0]!, [yes]);
      await cast(vote.id, homes[1]!.residents[0]!, [yes]);
      await cast(vote.id, homes[2]!.residents[0]!, [no]);
      await close(vote.id);
      const results = (await call('GET', `/api/votes/${vote.id}/results`, callers.moderator)).json();
      expect(results).toMatchObject({ quorumReached: true, passed: true, ballots: 3 });
      expect(results.options.find((o: { id: string }) => o.id === abstain).votes).toBe(0);
    });

    it('counts ballots sent at once: one per home however many of its residents press, every home counted', async () => {
      const crowded = await household(['owner', 'owner', 'owner', 'owner']);
      const many = await Promise.all(Array.from({ length: 20 }, () => household()));
      const vote = await create({ quorumPercent: 0 });
      await open(vote.id);
      const option = vote.options[0]!.id;
      const answers = await Promise.all([
        ...crowded.residents.flatMap((r) => [cast(vote.id, r, [option]), cast(vote.id, r, [option])]),
        ...many.map((h) => cast(vote.id, h.residents[0]!, [option])),
      ]);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(21);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      await close(vote.id);
      const results = (await call('GET', `/api/votes/${vote.id}/results`, callers.admin)).json();
      expect(results).toMatchObject({ ballots: 21, homesVoted: 21 });
      expect(results.receipts).toHaveLength(21);
    });

    it('reminds only the homes that have not voted, at most once a day, while open', async () => {
      const voted = await household();
      const waiting = await household(['owner', 'owner']);
      const vote = await create();
      expect((await call('POST', `/api/votes/${vote.id}/remind`, callers.admin)).json().message).toBe(
        VOTE_MESSAGES.remindOnlyOpen,
      );
      await open(vote.id);
      await cast(vote.id, voted.residents[0]!, [vote.options[0]!.id]);
      const sent = await call('POST', `/api/votes/${vote.id}/remind`, callers.admin);
      expect(sent.statusCode).toBe(200);
      const rows = await app()
        .db.selectFrom('mailOutbox')
        .select('recipient')
        .where(
          'subject',
          '=',
          `Reminder: vote on ${(await call('GET', `/api/votes/${vote.id}`, callers.admin)).json().title}`,
        )
        .execute();
      const to = rows.map((r) => r.recipient);
      expect(to).toEqual(expect.arrayContaining(waiting.residents.map((r) => r.row.email)));
      expect(to).not.toContain(voted.residents[0]!.row.email);
      expect(sent.json().queued).toBe(to.length);
      const again = await call('POST', `/api/votes/${vote.id}/remind`, callers.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(VOTE_MESSAGES.remindedToday);
    });

    it('files the certificate in the document library once the vote has closed, once', async () => {
      const { residents } = await household();
      const vote = await create();
      const url = `/api/votes/${vote.id}/certificate`;
      expect((await call('POST', url, callers.admin)).statusCode).toBe(409);
      await open(vote.id);
      await cast(vote.id, residents[0]!, [vote.options[1]!.id]);
      await close(vote.id);
      const filed = await call('POST', url, callers.admin);
      expect(filed.statusCode, filed.body).toBe(201);
      expect(filed.json()).toMatchObject({ category: 'minutes', visibility: 'residents' });
      expect(filed.json().title).toContain('Result of the vote:');
      const library = await call(
        'GET',
        `/api/documents?q=${encodeURIComponent('Result of the vote')}`,
        residents[0]!.headers,
      );
      expect(library.json().items.map((d: { id: string }) => d.id)).toContain(filed.json().id);
      const twice = await call('POST', url, callers.admin);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(VOTE_MESSAGES.certificateFiled);
    });

    it('lists every open and upcoming vote on the first page, then past votes 20 a page, newest first', async () => {
      await create();
      const now = Date.now();
      const past = Array.from({ length: 25 }, (_, i) => {
        const opens = new Date(now - (400 + i * 30) * DAY).toISOString();
        return {
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          title: `Past poll ${i}`,
          description: null,
          kind: 'poll',
          maxChoices: 1,
          opensAt: opens,
          closesAt: new Date(Date.parse(opens) + 14 * DAY).toISOString(),
          secret: 1,
          quorumPercent: 20,
          passPercent: 50,
          voters: 'owners',
          cancelledAt: i % 5 === 0 ? opens : null,
          cancelReason: i % 5 === 0 ? 'Postponed' : null,
          rollFrozenAt: opens,
          noticeQueuedAt: opens,
          remindedAt: null,
          certificateDocumentId: null,
          createdAt: opens,
          updatedAt: opens,
        };
      });
      await app().db.insertInto('votes').values(past).execute();
      const stored = await app().db.selectFrom('votes').select('id').execute();

      type Listed = { items: { id: string; state: string; opensAt: string }[]; nextCursor: string | null };
      const first = (await call('GET', '/api/votes', callers.admin)).json() as Listed;
      const current = first.items.filter((vote) => vote.state === 'open' || vote.state === 'scheduled');
      expect(current.length).toBeGreaterThan(0);
      expect(first.items.length - current.length).toBe(20);
      expect(first.nextCursor).not.toBeNull();

      const seen = [...first.items];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = (await call('GET', `/api/votes?cursor=${cursor}`, callers.admin)).json() as Listed;
        expect(page.items.every((vote) => vote.state === 'closed' || vote.state === 'cancelled')).toBe(true);
        seen.push(...page.items);
        cursor = page.nextCursor;
      }
      expect(new Set(seen.map((vote) => vote.id)).size).toBe(seen.length);
      expect(seen.map((vote) => vote.id).sort()).toEqual(stored.map((vote) => vote.id).sort());
      const finished = seen.filter((vote) => vote.state === 'closed' || vote.state === 'cancelled');
      expect(finished.map((vote) => vote.opensAt)).toEqual(
        [...finished].map((vote) => vote.opensAt).sort((a, b) => b.localeCompare(a)),
      );

      const two = (await call('GET', '/api/votes?limit=2', callers.admin)).json() as Listed;
      expect(two.items.length).toBe(current.length + 2);
      const bad = await call('GET', '/api/votes?cursor=not-a-cursor', callers.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Cursor is not valid/);
    });

    it('lets approved residents and staff read votes, admins run them, eligible residents vote (4 roles, every route)', async () => {
      const vote = await create();
      const scheduled = await create();
      const plain = callers.user;
      const paths: [Method, string, object | undefined, Record<keyof Callers, number>][] = [
        ['GET', '/api/votes', undefined, { anonymous: 401, user: 403, moderator: 200, admin: 200 }],
        [
          'GET',
          `/api/votes/${vote.id}`,
          undefined,
          { anonymous: 401, user: 403, moderator: 200, admin: 200 },
        ],
        ['POST', '/api/votes', poll(), { anonymous: 401, user: 403, moderator: 403, admin: 201 }],
        [
          'PATCH',
          `/api/votes/${vote.id}`,
          { title: 'Renamed poll' },
          { anonymous: 401, user: 403, moderator: 403, admin: 200 },
        ],
        [
          'POST',
          `/api/votes/${vote.id}/ballots`,
          { choices: [vote.options[0]!.id] },
          { anonymous: 401, user: 403, moderator: 409, admin: 409 },
        ],
        [
          'GET',
          `/api/votes/${vote.id}/results`,
          undefined,
          { anonymous: 401, user: 403, moderator: 409, admin: 409 },
        ],
        [
          'GET',
          `/api/votes/${vote.id}/results.pdf`,
          undefined,
          { anonymous: 401, user: 403, moderator: 409, admin: 409 },
        ],
        [
          'POST',
          `/api/votes/${vote.id}/cancel`,
          { reason: 'Test' },
          { anonymous: 401, user: 403, moderator: 403, admin: 200 },
        ],
        [
          'DELETE',
          `/api/votes/${scheduled.id}`,
          undefined,
          { anonymous: 401, user: 403, moderator: 403, admin: 204 },
        ],
      ];
      for (const [method, url, payload, statuses] of paths) {
        for (const who of ['anonymous', 'user', 'moderator', 'admin'] as const) {
          const headers = who === 'user' ? plain : callers[who];
          const res = await call(method, url, headers, payload);
          expect(res.statusCode, `${who} ${method} ${url}`).toBe(statuses[who]);
        }
      }
      // A moderator is not an admin: no paper ballots.
      const open_ = await create();
      await open(open_.id);
      const { home } = await household();
      const paper = await call('POST', `/api/votes/${open_.id}/ballots`, callers.moderator, {
        choices: [open_.options[0]!.id],
        homeId: home.id,
      });
      expect(paper.statusCode).toBe(403);
      expect(
        (await call('GET', '/api/votes/aaaaaaaa-0000-4000-8000-000000000000', callers.admin)).statusCode,
      ).toBe(404);
    });
  },
  {
    get smtp() {
      return { url: smtp.url, from: 'website@example.org', contactTo: 'manager@example.org' };
    },
    publicUrl: 'https://hoa.example.org',
  },
);
