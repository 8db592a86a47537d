/**
 * npm run bench:votes — 200 homes cast their ballots in the same second (issue 31): each home's
 * resident posts at once over HTTP to a listening server, on SQLite and, with TEST_DATABASE_URL set
 * to a PostgreSQL server (a fresh database is made on it), on PostgreSQL. Reports p50, p99 and
 * the slowest answer, and checks that every ballot was counted once. Results go in bench/README.md.
 */
import { openDueVotes } from '../src/server/votes/openings.ts';
import { factories } from '../test/support/factories.ts';
import { createTestApp, ENGINES, type Engine } from '../test/support/test-app.ts';

const HOMES = Number(process.env.BENCH_HOMES ?? 200);

async function run(engine: Engine) {
  const t = await createTestApp(engine);
  try {
    const make = factories(t.app.db);
    const admin = await make.user({ role: 'ADMIN' });
    const residents = [];
    for (let i = 0; i < HOMES; i++) {
      const home = await t.app.inject({
        method: 'POST',
        url: '/api/homes',
        headers: admin.headers,
        payload: { address: `${1000 + i} Bench Loop` },
      });
      const person = await make.resident();
      await t.app.db
        .updateTable('users')
        .set({ homeId: home.json().id, homeRelation: 'owner' })
        .where('id', '=', person.row.id)
        .execute();
      residents.push(person);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/votes',
      headers: admin.headers,
      payload: {
        title: 'Bench poll',
        kind: 'poll',
        options: [{ label: 'A' }, { label: 'B' }],
        opensAt: new Date(Date.now() + 60_000).toISOString(),
        closesAt: new Date(Date.now() + 3600_000).toISOString(),
        quorumPercent: 0,
      },
    });
    const vote = created.json();
    await t.app.db
      .updateTable('votes')
      .set({ opensAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', vote.id)
      .execute();
    await openDueVotes(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const started = performance.now();
    const answers = await Promise.all(
      residents.map(async (person, i) => {
        const sent = performance.now();
        const res = await fetch(`${address}/api/votes/${vote.id}/ballots`, {
          method: 'POST',
          headers: { ...person.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ choices: [vote.options[i % 2].id] }),
        });
        return { status: res.status, ms: performance.now() - sent };
      }),
    );
    const wall = performance.now() - started;
    const counted = await t.app.db
      .selectFrom('voteParticipation')
      .select(t.app.db.fn.countAll<number>().as('n'))
      .where('voteId', '=', vote.id)
      .executeTakeFirstOrThrow();
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    const ok = answers.filter((a) => a.status === 201).length;
    return {
      engine,
      ok,
      counted: Number(counted.n),
      wall: wall.toFixed(0),
      p50: at(0.5).toFixed(0),
      p99: at(0.99).toFixed(0),
      max: times.at(-1)!.toFixed(0),
    };
  } finally {
    await t.close();
  }
}

console.log(
  `| engine | ${HOMES} ballots at once | counted | all answered in (ms) | p50 (ms) | p99 (ms) | slowest (ms) |`,
);
console.log('|---|---|---|---|---|---|---|');
for (const engine of ENGINES) {
  const r = await run(engine);
  console.log(`| ${r.engine} | ${r.ok} × 201 | ${r.counted} | ${r.wall} | ${r.p50} | ${r.p99} | ${r.max} |`);
  if (r.ok !== HOMES || r.counted !== HOMES) process.exitCode = 1;
}
