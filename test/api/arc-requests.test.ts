import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../src/server/config.ts';
import { updateUser } from '../../src/server/users/queries.ts';
import {
  ARC_MESSAGES,
  ARC_STATUSES,
  type ArcRequest,
  type ArcStatus,
} from '../../src/shared/arc-requests/arc-requests.ts';
import { addDays, formatLongDay, todayIn } from '../../src/shared/dates.ts';
import { decodeQuotedPrintable, startSmtp } from '../support/smtp.ts';
import {
  countRows,
  createTestApp,
  createUser,
  ENGINES,
  type TestApp,
  type TestUser,
} from '../support/test-app.ts';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

const validRequest = {
  title: 'New cedar fence along the back yard',
  projectType: 'fence',
  description: 'A six-foot cedar fence, stained natural, replacing the old chain-link one.',
  startDate: '2030-05-01',
  completionDate: '2030-05-15',
};

/** A multipart/form-data body with text fields and files, for app.inject. */
function multipartForm(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; data: Buffer }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----arc${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A PDF's text as a reader finds it, through pdf.js (unpdf, as document search reads PDFs). A regex
 * over the raw file cut a compressed stream that happened to end in a carriage return (2 letters in
 * 4,000), and the letter then seemed to have no text.
 */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0, isEvalSupported: false });
  try {
    return (await extractText(document, { mergePages: true })).text;
  } finally {
    await document.destroy();
  }
}

for (const engine of ENGINES) {
  describe(`architectural review requests [${engine}]`, () => {
    let test: TestApp;
    let smtp: Smtp;
    let resident: TestUser;
    let neighbour: TestUser;
    let outsider: TestUser;
    let moderator: TestUser;
    let admin: TestUser;
    let png: Buffer;
    let pdf: Buffer;

    beforeAll(async () => {
      smtp = await startSmtp();
      const overrides: Partial<AppConfig> = {
        smtp: { url: smtp.url, from: 'acc@example.org', contactTo: null },
        mailRetryMs: 50,
        mailRatePerMinute: 10_000,
        publicUrl: 'https://hoa.example.org',
      };
      test = await createTestApp(engine, overrides);
      await test.app.ready();
      [resident, neighbour, outsider, moderator, admin] = await Promise.all([
        createUser(test.app, 'USER'),
        createUser(test.app, 'USER'),
        createUser(test.app, 'USER'),
        createUser(test.app, 'MODERATOR'),
        createUser(test.app, 'ADMIN'),
      ]);
      for (const person of [resident, neighbour]) {
        await updateUser(test.app.db, person.user.id, {
          residentStatus: 'approved',
          address: `${person.user.username} house, 12 Cedar Lane`,
        });
      }
      png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
        .png()
        .toBuffer();
      const doc = await PDFDocument.create();
      doc.addPage([200, 200]).drawText('Site plan');
      pdf = Buffer.from(await doc.save());
    });
    afterAll(async () => {
      await test.close();
      await smtp.close();
    });

    const inject = (method: 'GET' | 'POST', url: string, caller: TestUser | null, payload?: unknown) =>
      test.app.inject({
        method,
        url,
        payload: payload as Record<string, unknown>,
        headers: caller ? caller.headers : {},
      });
    const submit = async (by: TestUser = resident, body: Record<string, unknown> = validRequest) => {
      const response = await inject('POST', '/api/arc-requests', by, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<ArcRequest>();
    };
    const move = (id: string, status: ArcStatus, note?: string, by: TestUser = admin) =>
      inject('POST', `/api/arc-requests/${id}/status`, by, { status, ...(note ? { note } : {}) });
    const comment = (id: string, body: string, by: TestUser) =>
      inject('POST', `/api/arc-requests/${id}/comments`, by, { body });
    const mailsTo = (user: TestUser) =>
      smtp.messages.filter((m) => m.to.includes(user.user.email)).map((m) => decodeQuotedPrintable(m.raw));

    /** A fresh request of `resident`, brought to `status` through the workflow itself. */
    const requestIn = async (status: ArcStatus): Promise<ArcRequest> => {
      const created = await submit();
      const steps: Record<ArcStatus, [ArcStatus, string?][]> = {
        submitted: [],
        under_review: [['under_review']],
        more_info: [['under_review'], ['more_info', 'Please add the fence height on the plan.']],
        approved: [['under_review'], ['approved', 'Approved as submitted.']],
        approved_with_conditions: [['under_review'], ['approved_with_conditions', 'Stain it natural.']],
        denied: [['under_review'], ['denied', 'Fences may not exceed four feet.']],
        withdrawn: [],
      };
      for (const [to, note] of steps[status]) expect((await move(created.id, to, note)).statusCode).toBe(200);
      if (status === 'withdrawn') {
        expect((await inject('POST', `/api/arc-requests/${created.id}/withdraw`, resident)).statusCode).toBe(
          200,
        );
      }
      return (await inject('GET', `/api/arc-requests/${created.id}`, resident)).json<ArcRequest>();
    };

    describe('mail', () => {
      it('mails the resident at submission, at every status change and at each committee comment, with a link', async () => {
        const person = await createUser(test.app, 'USER');
        await updateUser(test.app.db, person.user.id, { residentStatus: 'approved', address: '7 Birch Way' });
        const created = await submit(person, {
          ...validRequest,
          title: 'Solar panels on the south roof',
          projectType: 'solar',
        });
        const link = `https://hoa.example.org/acc/requests/${created.id}`;
        await smtp.waitFor(person.user.email, 1);
        await move(created.id, 'under_review');
        await move(created.id, 'more_info', 'Please send the panel data sheet.');
        await comment(created.id, 'Here is the data sheet link.', person); // back under review: a change too
        await comment(created.id, 'Thanks, we are looking at it.', admin);
        await move(created.id, 'approved', 'Approved; mind the setback.');
        await smtp.waitFor(person.user.email, 6);
        const mails = mailsTo(person);
        expect(mails).toHaveLength(6);
        expect(mails[0]).toContain('We received your request "Solar panels on the south roof"');
        expect(mails[0]).toContain(
          `The Architectural Control Committee will decide by ${formatLongDay(created.decisionDue)}`,
        );
        expect(mails.every((raw) => raw.includes(link))).toBe(true);
        const all = mails.join('\n');
        expect(all).toContain('Please send the panel data sheet.');
        expect(all).toContain('Thanks, we are looking at it.');
        expect(all).toContain('Approved; mind the setback.');
        // The resident's own comment is not mailed back to them (only the status change it caused).
        expect(all.split('Here is the data sheet link.').length - 1).toBe(0);
      });
    });

    describe('permissions', () => {
      it('answers 401 to a visitor on every route', async () => {
        const created = await submit();
        const id = created.id;
        for (const [method, url, body] of [
          ['POST', '/api/arc-requests', validRequest],
          ['GET', '/api/arc-requests', undefined],
          ['GET', `/api/arc-requests/${id}`, undefined],
          ['POST', `/api/arc-requests/${id}/status`, { status: 'under_review' }],
          ['POST', `/api/arc-requests/${id}/comments`, { body: 'Hello there' }],
          ['POST', `/api/arc-requests/${id}/withdraw`, undefined],
          ['GET', `/api/arc-requests/${id}/letter`, undefined],
        ] as const) {
          expect((await inject(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
        }
      });

      it('refuses a user who is not an approved resident with 403 and says how to become one', async () => {
        const before = await countRows(test.app, 'arcRequests');
        const response = await inject('POST', '/api/arc-requests', outsider, validRequest);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ARC_MESSAGES.notResident);
        expect(response.json().message).toContain('/account');
        expect(await countRows(test.app, 'arcRequests')).toBe(before);
        await updateUser(test.app.db, outsider.user.id, { residentStatus: 'pending', address: '1 Elm St' });
        expect((await inject('POST', '/api/arc-requests', outsider, validRequest)).statusCode).toBe(403);
      });

      it('lets approved residents, moderators and admins submit (staff count as residents)', async () => {
        const mine = await submit(resident);
        expect(mine.status).toBe('submitted');
        expect(mine.address).toBe(`${resident.user.username} house, 12 Cedar Lane`);
        const byModerator = await submit(moderator, { ...validRequest, address: '3 Oak Court' });
        expect(byModerator.address).toBe('3 Oak Court');
        expect(
          (await inject('POST', '/api/arc-requests', admin, { ...validRequest, address: '9 Pine Rd' }))
            .statusCode,
        ).toBe(201);
        // No address given and none on the account: the address is asked for.
        const response = await inject('POST', '/api/arc-requests', moderator, validRequest);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ path: 'address', message: ARC_MESSAGES.noAddress }]);
      });

      it("hides someone else's request (404) from a resident and a moderator, on every route", async () => {
        const theirs = await submit(neighbour);
        const id = theirs.id;
        for (const caller of [resident, moderator]) {
          for (const [method, url, body] of [
            ['GET', `/api/arc-requests/${id}`, undefined],
            ['POST', `/api/arc-requests/${id}/comments`, { body: 'Nice fence, neighbour' }],
            ['POST', `/api/arc-requests/${id}/withdraw`, undefined],
            ['GET', `/api/arc-requests/${id}/letter`, undefined],
          ] as const) {
            const response = await inject(method, url, caller, body);
            expect(response.statusCode, `${caller.user.role} ${method} ${url}`).toBe(404);
            expect(response.json().message).toBe('Request not found');
          }
        }
        const timeline = (await inject('GET', `/api/arc-requests/${id}`, neighbour)).json<ArcRequest>()
          .timeline;
        expect(timeline.filter((entry) => entry.kind === 'comment')).toEqual([]);
      });

      it('lets only ADMIN move a request (USER and MODERATOR 403, before the body is read)', async () => {
        const created = await submit();
        for (const caller of [resident, moderator]) {
          const response = await move(created.id, 'under_review', undefined, caller);
          expect(response.statusCode).toBe(403);
        }
        expect(
          (await inject('POST', `/api/arc-requests/${created.id}/status`, moderator, { status: 42 }))
            .statusCode,
        ).toBe(403);
        expect((await move(created.id, 'under_review')).statusCode).toBe(200);
      });

      it('lets only the resident withdraw: an admin who can see the request is refused', async () => {
        const created = await submit();
        const response = await inject('POST', `/api/arc-requests/${created.id}/withdraw`, admin);
        expect(response.statusCode).toBe(403);
        expect((await inject('GET', `/api/arc-requests/${created.id}`, resident)).json().status).toBe(
          'submitted',
        );
      });

      it('lists a resident their own requests and the committee all of them, with counts and a status filter', async () => {
        const theirs = await submit(neighbour, { ...validRequest, title: 'Neighbour shed' });
        const mine = (await inject('GET', '/api/arc-requests', resident)).json<{
          items: ArcRequest[];
          counts: Record<string, number>;
        }>();
        expect(mine.items.every((item) => item.residentName === resident.user.username)).toBe(true);
        expect(mine.items.some((item) => item.id === theirs.id)).toBe(false);
        expect(mine.counts.submitted).toBe(mine.items.filter((item) => item.status === 'submitted').length);

        const all = (await inject('GET', '/api/arc-requests', admin)).json<{
          items: ArcRequest[];
          counts: Record<string, number>;
        }>();
        expect(all.items.some((item) => item.id === theirs.id)).toBe(true);
        expect(Object.keys(all.counts).sort()).toEqual([...ARC_STATUSES].sort());
        const total = Object.values(all.counts).reduce((a, b) => a + b, 0);
        expect(total).toBe(await countRows(test.app, 'arcRequests'));

        const reviewing = await requestIn('under_review');
        const filtered = (await inject('GET', '/api/arc-requests?status=under_review', admin)).json<{
          items: ArcRequest[];
        }>();
        expect(filtered.items.length).toBeGreaterThan(0);
        expect(filtered.items.every((item) => item.status === 'under_review')).toBe(true);
        expect(filtered.items.some((item) => item.id === reviewing.id)).toBe(true);
        const bad = await inject('GET', '/api/arc-requests?status=lost', admin);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toContain('Status must be one of submitted');
      });
    });

    describe('validation', () => {
      it.each([
        [{ title: '' }, 'title', 'Title is required'],
        [{ title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
        [
          { projectType: 'pool' },
          'projectType',
          'Project type must be one of paint, fence, roof, landscaping, structure, solar, windows-doors, other',
        ],
        [{ description: 'Too short.' }, 'description', 'Description must be at least 20 characters'],
        [{ startDate: '2030-02-30' }, 'startDate', 'Start date must be a real day in the form YYYY-MM-DD'],
        [{ completionDate: undefined }, 'completionDate', 'Completion date is required'],
        [
          { completionDate: '2030-04-30' },
          'completionDate',
          'Completion date cannot be before the start date',
        ],
      ])('refuses %j with "%s: %s"', async (change, path, message) => {
        const before = await countRows(test.app, 'arcRequests');
        const response = await inject('POST', '/api/arc-requests', resident, { ...validRequest, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toContainEqual({ path, message });
        expect(await countRows(test.app, 'arcRequests')).toBe(before);
      });

      it('needs a note for a decision and for asking for more information, and a real status', async () => {
        const created = await requestIn('under_review');
        for (const [status, message] of [
          ['approved', 'A decision needs a note'],
          ['approved_with_conditions', 'Write the conditions of the approval in the note'],
          ['denied', 'A decision needs a note'],
          ['more_info', 'Say what information is needed'],
        ] as const) {
          const response = await move(created.id, status, '   ');
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toContainEqual({ path: 'note', message });
        }
        const unknown = await move(created.id, 'lost' as ArcStatus, 'A note');
        expect(unknown.statusCode).toBe(400);
        const empty = await comment(created.id, '  ', resident);
        expect(empty.statusCode).toBe(400);
        expect(empty.json().message).toBe('Write a comment first');
      });
    });

    describe('workflow', () => {
      // What the committee may do (docs/product/arc-requests.md), written out here rather than read from the app's table.
      const COMMITTEE_ALLOWED = new Set([
        'submitted>under_review',
        'under_review>more_info',
        'under_review>approved',
        'under_review>approved_with_conditions',
        'under_review>denied',
      ]);

      it.each(ARC_STATUSES.map((from) => [from]))(
        'from %s: allows exactly the committee moves of the workflow and refuses the rest with 409',
        async (from) => {
          for (const to of ARC_STATUSES) {
            const request = await requestIn(from);
            const response = await move(request.id, to, 'A note for the resident.');
            const allowed = COMMITTEE_ALLOWED.has(`${from}>${to}`);
            expect(response.statusCode, `${from} -> ${to}: ${response.body}`).toBe(allowed ? 200 : 409);
            const after = (await inject('GET', `/api/arc-requests/${request.id}`, admin)).json<ArcRequest>();
            expect(after.status).toBe(allowed ? to : from);
            if (!allowed)
              expect(response.json().message).toMatch(/^A request that is .* cannot be moved to /);
          }
          const request = await requestIn(from);
          const offered = (await inject('GET', `/api/arc-requests/${request.id}`, admin)).json<ArcRequest>();
          expect(offered.allowedStatuses.sort()).toEqual(
            ARC_STATUSES.filter((to) => COMMITTEE_ALLOWED.has(`${from}>${to}`)).sort(),
          );
          const asResident = (
            await inject('GET', `/api/arc-requests/${request.id}`, resident)
          ).json<ArcRequest>();
          expect(asResident.allowedStatuses).toEqual([]);
        },
      );

      it.each(ARC_STATUSES.map((from) => [from]))('withdrawing a request that is %s', async (from) => {
        const request = await requestIn(from);
        const open = ['submitted', 'under_review', 'more_info'].includes(from);
        expect(request.canWithdraw).toBe(open);
        const response = await inject('POST', `/api/arc-requests/${request.id}/withdraw`, resident);
        expect(response.statusCode).toBe(open ? 200 : 409);
        if (open) {
          expect(response.json().status).toBe('withdrawn');
          expect(response.json().timeline.at(-1)).toMatchObject({
            fromStatus: from,
            toStatus: 'withdrawn',
            byCommittee: false,
          });
        } else expect(response.json().message).toBe(ARC_MESSAGES.cannotWithdraw);
      });

      it("the resident's reply to a request for more information sends it back under review", async () => {
        const request = await requestIn('more_info');
        const response = await comment(request.id, 'The fence is six feet high; see page 2.', resident);
        expect(response.statusCode).toBe(201);
        const replied = response.json<ArcRequest>();
        expect(replied.status).toBe('under_review');
        const last = replied.timeline.slice(-2);
        expect(last[0]).toMatchObject({
          kind: 'comment',
          note: 'The fence is six feet high; see page 2.',
          byCommittee: false,
          authorName: resident.user.username,
        });
        expect(last[1]).toMatchObject({ kind: 'status', fromStatus: 'more_info', toStatus: 'under_review' });
        // A comment at any other time leaves the status alone.
        const again = await comment(request.id, 'One more detail: the gate is on the left.', resident);
        expect(again.json().status).toBe('under_review');
      });

      it('takes comments from the resident and the committee, not on a withdrawn request', async () => {
        const request = await requestIn('under_review');
        const byCommittee = await comment(request.id, 'Which stain colour will you use?', admin);
        expect(byCommittee.statusCode).toBe(201);
        expect(byCommittee.json().timeline.at(-1)).toMatchObject({
          kind: 'comment',
          byCommittee: true,
          authorName: admin.user.username,
        });
        expect(byCommittee.json().status).toBe('under_review');
        const withdrawn = await requestIn('withdrawn');
        const refused = await comment(withdrawn.id, 'Still there?', resident);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(ARC_MESSAGES.closedForComments);
      });

      it('keeps a timeline of every change and comment, who and when, oldest first', async () => {
        const request = await requestIn('more_info');
        await comment(request.id, 'Height is six feet.', resident);
        await move(request.id, 'approved_with_conditions', 'Keep it under six feet.');
        const { timeline } = (
          await inject('GET', `/api/arc-requests/${request.id}`, resident)
        ).json<ArcRequest>();
        expect(
          timeline.map((entry) => [entry.kind, entry.fromStatus, entry.toStatus, entry.byCommittee]),
        ).toEqual([
          ['status', null, 'submitted', false],
          ['status', 'submitted', 'under_review', true],
          ['status', 'under_review', 'more_info', true],
          ['comment', null, null, false],
          ['status', 'more_info', 'under_review', false],
          ['status', 'under_review', 'approved_with_conditions', true],
        ]);
        expect(timeline[2]!.note).toBe('Please add the fence height on the plan.');
        expect(timeline[5]).toMatchObject({
          note: 'Keep it under six feet.',
          authorName: admin.user.username,
        });
        const times = timeline.map((entry) => entry.createdAt);
        expect([...times].sort()).toEqual(times);
        const decided = (await inject('GET', `/api/arc-requests/${request.id}`, resident)).json<ArcRequest>();
        expect(decided.decisionNote).toBe('Keep it under six feet.');
        expect(decided.decidedAt).not.toBeNull();
      });

      it('audits every change', async () => {
        const request = await requestIn('under_review');
        await comment(request.id, 'A question from the committee.', admin);
        const rows = await test.app.db
          .selectFrom('auditLog')
          .selectAll()
          .where('objectId', '=', request.id)
          .orderBy('createdAt')
          .execute();
        expect(rows.map((row) => [row.action, row.kind, row.actorName])).toEqual([
          ['create', 'arc-request', resident.user.username],
          ['update', 'arc-request', admin.user.username],
          ['create', 'arc-comment', admin.user.username],
        ]);
        expect(rows[1]!.summary).toContain('submitted -> under_review');
      });
    });

    describe('decisionDue', () => {
      it('is the day of submission plus arcReviewDays (a community setting, default 30)', async () => {
        const community = await test.app.community.read();
        expect(community.arcReviewDays).toBe(30);
        const today = todayIn(community.timeZone);
        expect((await submit()).decisionDue).toBe(addDays(today, 30));
        await test.app.community.save({ ...community, arcReviewDays: 10 });
        try {
          expect((await submit()).decisionDue).toBe(addDays(today, 10));
        } finally {
          await test.app.community.save(community);
        }
        const refused = await test.app.inject({
          method: 'PUT',
          url: '/api/community/settings',
          headers: admin.headers,
          payload: { ...community, arcReviewDays: 0 },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe('Days the ACC has to decide a request must be at least 1');
      });

      it('marks an open request past its day overdue and puts it first in the queue', async () => {
        const late = await requestIn('under_review');
        const closed = await requestIn('denied');
        await test.app.db
          .updateTable('arcRequests')
          .set({ decisionDue: '2000-01-01' })
          .where('id', 'in', [late.id, closed.id])
          .execute();
        const { items } = (await inject('GET', '/api/arc-requests', admin)).json<{ items: ArcRequest[] }>();
        expect(items[0]!.id).toBe(late.id);
        expect(items[0]!.overdue).toBe(true);
        // A decided request is never overdue, whatever its day.
        expect(items.find((item) => item.id === closed.id)!.overdue).toBe(false);
        expect((await inject('GET', `/api/arc-requests/${late.id}`, resident)).json().overdue).toBe(true);
      });
    });

    describe('decision letter', () => {
      it('is a one-page PDF with the community, the request, the decision, the conditions and the date', async () => {
        const request = await requestIn('approved_with_conditions');
        expect(request.letterUrl).toBe(`/api/arc-requests/${request.id}/letter`);
        for (const caller of [resident, admin]) {
          const response = await inject('GET', request.letterUrl!, caller);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('application/pdf');
          expect(response.headers['content-disposition']).toBe(
            `attachment; filename="ACC decision - ${validRequest.title}.pdf"`,
          );
          const bytes = response.rawPayload;
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          const loaded = await PDFDocument.load(bytes);
          expect(loaded.getPageCount()).toBe(1);
          expect(loaded.getTitle()).toBe(`ACC decision: ${validRequest.title}`);
          // Lines wrap at the margin: compare the words.
          const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
          const community = await test.app.community.read();
          expect(text).toContain(community.name);
          expect(text).toContain(`Decision on architectural review request: ${validRequest.title}`);
          expect(text).toContain('Decision: Approved with conditions');
          expect(text).toContain('Stain it natural.');
          const day = new Intl.DateTimeFormat('en-US', {
            timeZone: community.timeZone,
            dateStyle: 'long',
          }).format(new Date());
          expect(text).toContain(day);
        }
      });

      it('exists only once the committee has decided', async () => {
        for (const status of ['submitted', 'under_review', 'more_info', 'withdrawn'] as const) {
          const request = await requestIn(status);
          expect(request.letterUrl).toBeNull();
          const response = await inject('GET', `/api/arc-requests/${request.id}/letter`, resident);
          expect(response.statusCode).toBe(409);
          expect(response.json().message).toBe(ARC_MESSAGES.noLetter);
        }
      });

      it('draws characters the font lacks as "?" rather than failing', async () => {
        const request = await requestIn('under_review');
        await move(request.id, 'denied', 'Nicht erlaubt — 高さ制限 🚫 over the limit.');
        const response = await inject('GET', `/api/arc-requests/${request.id}/letter`, resident);
        expect(response.statusCode).toBe(200);
        expect(await pdfText(response.rawPayload)).toContain('Nicht erlaubt');
      });
    });

    describe("the community's days", () => {
      // 17:28 Pacific on November 26 is 01:28 UTC on November 27: the request was made on the 26th.
      const evening = new Date('2026-11-27T01:28:00Z');

      it('a request submitted at 17:28 Pacific on the 26th reads November 26 in the lists, the detail, the mails and the letter', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(evening);
        try {
          const community = await test.app.community.read();
          expect(community.timeZone).toBe('America/Los_Angeles');
          const mailsBefore = mailsTo(neighbour).length;
          const created = await submit(neighbour);
          expect(created.submittedOn).toBe('2026-11-26');
          expect(created.decisionDue).toBe(addDays('2026-11-26', community.arcReviewDays));
          const mine = (await inject('GET', '/api/arc-requests', neighbour)).json();
          expect(mine.items.find((item: ArcRequest) => item.id === created.id).submittedOn).toBe(
            '2026-11-26',
          );
          const queue = (await inject('GET', '/api/arc-requests', admin)).json();
          expect(queue.items.find((item: ArcRequest) => item.id === created.id).submittedOn).toBe(
            '2026-11-26',
          );
          expect((await inject('GET', `/api/arc-requests/${created.id}`, neighbour)).json().submittedOn).toBe(
            '2026-11-26',
          );

          expect((await move(created.id, 'under_review')).statusCode).toBe(200);
          expect((await move(created.id, 'approved', 'Go ahead.')).statusCode).toBe(200);
          const letter = await inject('GET', `/api/arc-requests/${created.id}/letter`, neighbour);
          const text = (await pdfText(letter.rawPayload)).replace(/\s+/g, ' ');
          expect(text).toContain('Submitted: November 26, 2026');
          expect(text).not.toContain('November 27');
          expect(text).not.toContain('2026-11-2');

          await smtp.waitFor(neighbour.user.email, mailsBefore + 3);
          const mails = mailsTo(neighbour).filter((raw) => raw.includes(created.id));
          expect(mails).toHaveLength(3);
          const mail = mails.join(' ').replace(/\s+/g, ' ');
          expect(mail).toContain('Submitted November 26, 2026');
          expect(mail).not.toContain('November 27');
          expect(mail).not.toContain('2026-11-2');
        } finally {
          vi.useRealTimers();
        }
      });
    });

    describe('attachments', () => {
      const form = (files: { name: string; type: string; data: Buffer }[], fields = validRequest) =>
        multipartForm(
          fields,
          files.map((file) => ({ field: 'attachments', ...file })),
        );
      const post = (body: ReturnType<typeof multipartForm>, by: TestUser = resident) =>
        test.app.inject({
          method: 'POST',
          url: '/api/arc-requests',
          payload: body.payload,
          headers: { ...by.headers, ...body.headers },
        });

      it('stores PDFs and images in the file store and streams them back to the resident and the committee', async () => {
        const response = await post(
          form([
            { name: 'plan.pdf', type: 'application/pdf', data: pdf },
            { name: 'swatch.png', type: 'image/png', data: png },
          ]),
        );
        expect(response.statusCode, response.body).toBe(201);
        const created = response.json<ArcRequest>();
        expect(created.title).toBe(validRequest.title);
        expect(created.attachments.map((a) => [a.fileName, a.contentType, a.size])).toEqual([
          ['plan.pdf', 'application/pdf', pdf.length],
          ['swatch.png', 'image/png', png.length],
        ]);
        expect(created.attachmentCount).toBe(2);
        for (const caller of [resident, admin]) {
          const file = await inject('GET', created.attachments[1]!.url, caller);
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-type']).toBe('image/png');
          expect(file.headers['x-content-type-options']).toBe('nosniff');
          expect(file.rawPayload.equals(png)).toBe(true);
        }
        expect((await inject('GET', created.attachments[0]!.url, neighbour)).statusCode).toBe(404);
        expect((await inject('GET', created.attachments[0]!.url, null)).statusCode).toBe(401);
        expect(
          (await inject('GET', `/api/arc-requests/${created.id}/attachments/nope`, resident)).statusCode,
        ).toBe(404);
      });

      it('checks files by their content: a text file named .png is refused (415) and nothing is kept', async () => {
        const [requests, files] = [
          await countRows(test.app, 'arcRequests'),
          await countRows(test.app, 'storedFiles'),
        ];
        const response = await post(
          form([
            { name: 'plan.pdf', type: 'application/pdf', data: pdf },
            { name: 'photo.png', type: 'image/png', data: Buffer.from('<html>not an image at all</html>') },
          ]),
        );
        expect(response.statusCode).toBe(415);
        expect(await countRows(test.app, 'arcRequests')).toBe(requests);
        expect(await countRows(test.app, 'storedFiles')).toBe(files);
      });

      it('takes at most 10 files (413) and deletes the stored ones when the fields are refused', async () => {
        const [requests, files] = [
          await countRows(test.app, 'arcRequests'),
          await countRows(test.app, 'storedFiles'),
        ];
        const eleven = Array.from({ length: 11 }, (_, i) => ({
          name: `p${i}.png`,
          type: 'image/png',
          data: png,
        }));
        expect((await post(form(eleven))).statusCode).toBe(413);
        const ten = await post(form(eleven.slice(0, 10)));
        expect(ten.statusCode).toBe(201);
        expect(ten.json().attachments).toHaveLength(10);
        const invalid = await post(
          form([{ name: 'p.png', type: 'image/png', data: png }], { ...validRequest, description: 'short' }),
        );
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json().errors).toContainEqual({
          path: 'description',
          message: 'Description must be at least 20 characters',
        });
        expect(await countRows(test.app, 'arcRequests')).toBe(requests + 1);
        expect(await countRows(test.app, 'storedFiles')).toBe(files + 10);
      });

      it('refuses a non-resident before reading the files', async () => {
        const response = await post(form([{ name: 'p.png', type: 'image/png', data: png }]), outsider);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(ARC_MESSAGES.notResident);
      });
    });
  });
}
