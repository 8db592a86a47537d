import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * Generated API requests for the fuzzer (test/api/fuzz.test.ts): every operation of
 * /api/openapi.json, with odd ids, odd query values, random JSON, schema-shaped bodies whose fields
 * hold wrong types and unicode-edge strings, malformed bodies and wrong content types.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with {param} placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: Record<string, JsonSchema> | null;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const schema = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: schema?.properties ?? null,
      });
    }
  }
  return operations;
}

/** Strings that have broken web applications: controls, lone surrogates, bidi overrides, patterns, sizes. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'emoji half \ud83d',
  '\udfff tail',
  '\u202e\u202dreversed',
  '\ufeffBOM',
  '\u2028\u2029',
  '\u0007\u001b[31m',
  'tab\tand\nnewline\r\n',
  '𝕳𝖔𝖆 🎉 עברית العربية 日本語',
  'ß'.repeat(300),
  'a'.repeat(6000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'); DROP TABLE users; --",
  "$` $' $& $$",
  '../../../../etc/passwd',
  '/uploads/../../data/hoa.sqlite',
  '%00',
  '%E0%A4%A',
  '\r\nBcc: victim@example.org',
  'javascript:alert(1)',
  'https://example.org/' + 'p'.repeat(2100),
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  'toString',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '275760-09-13T00:00:00Z',
  '2026-06-01T25:61:00Z',
];

/** Text long enough for most minimums (an FAQ answer needs more than 50 characters). */
const LONG_TEXT = 'A perfectly reasonable value for this field, long enough for the minimums of every form.';

/** Values valid for a field, by what its name says, so requests get past validation and deeper in. */
function plausibleFor(name: string): fc.Arbitrary<unknown> {
  const day = fc
    .integer({ min: 1, max: 3000 })
    .map((n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10));
  if (/email/i.test(name)) return fc.constantFrom('resident@example.org', 'Board@Example.org');
  if (/password/i.test(name)) return fc.constant('Correct-Horse-9');
  if (/^(date|repeatUntil)$/.test(name)) return day;
  if (/Time$/.test(name)) return day.map((d) => `${d}T18:00:00.000Z`);
  if (/(url|link|website|direction)$/i.test(name))
    return fc.constantFrom('https://example.org/page', 'http://example.org');
  if (/^(image|imgUrl|mapImage|heroImage)$/.test(name))
    return fc.constantFrom('/uploads/0123456789abcdef0123456789abcdef.webp', '/images/map.svg');
  if (name === 'role') return fc.constantFrom('USER', 'moderator', 'ADMIN');
  if (name === 'username') return fc.constantFrom('resident_1', 'board.member');
  if (name === 'phone' || /Phone|Fax$/.test(name)) return fc.constant('(425) 555-0100');
  if (name === 'timeZone') return fc.constantFrom('America/Denver', 'Pacific/Kiritimati');
  if (name === 'token') return fc.constant('A'.repeat(43));
  if (/^(homes|socialsNoticeMonths|limit)$/.test(name)) return fc.integer({ min: 1, max: 500 });
  if (name === 'arcReviewDays') return fc.integer({ min: 1, max: 365 });
  if (name === 'type') return fc.constantFrom('Social', 'elementary', 'alert', 'event');
  if (name === 'repeat') return fc.constantFrom('none', 'weekly', 'monthly', 'yearly');
  if (name === 'category') return fc.constant('Community Guidelines');
  if (/^(read|archived)$/.test(name)) return fc.boolean();
  // Free text: plain, or carrying an edge case inside text that is otherwise valid.
  return fc.oneof(
    fc.constant(LONG_TEXT),
    fc.tuple(fc.constant(LONG_TEXT), edgeString).map(([text, edge]) => `${text} ${edge}`),
  );
}

const PLAUSIBLE_QUERY_VALUES = [
  '2030-06-15',
  '2026-01-01',
  '10',
  '1',
  '500',
  'true',
  'false',
  'user',
  'admin',
];

const edgeString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  // Any UTF-16 code unit, lone surrogates included.
  {
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 20,
    }),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
);

/** Any JSON value, strings drawn from the edge cases. */
const wildValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    edgeString,
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -0, 0.5),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(edgeString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** A value for one field: mostly valid for its name (or one of its enum), sometimes anything. */
function valueFor(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = schema.enum ? fc.constantFrom(...schema.enum) : plausibleFor(name);
  return fc.oneof(
    { arbitrary: valid, weight: 8 },
    { arbitrary: edgeString, weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
}

/** A JSON object with the operation's own field names (most present), values from valueFor. */
function shapedBody(properties: Record<string, JsonSchema>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(properties).map(([key, schema]) =>
    fc.option(valueFor(key, schema), { nil: undefined, freq: 8 }).map((value) => [key, value] as const),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.dictionary(edgeString, wildValue, { maxKeys: 2 }), { freq: 4 }))
    .map(([entries, extra]) => ({
      ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
      ...(extra ?? {}),
    }));
}

/** Bodies that are not JSON objects at all, sent as raw text. */
const RAW_BODIES = [
  '{',
  '{"a":',
  'nul',
  '"\\ud800"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[]',
  '"just a string"',
  '1e999',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  JSON.stringify({ text: 'x'.repeat(900_000) }),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=latin1',
];

type Body = { payload?: string | Buffer; contentType?: string };

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.record({
      payload: value.map((v) => JSON.stringify(v) ?? 'null'),
      contentType: fc.constant('application/json'),
    });
  const options: { arbitrary: fc.Arbitrary<Body>; weight: number }[] = [
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: json(wildValue), weight: 1 },
    {
      arbitrary: fc.record({
        payload: fc.oneof(fc.constantFrom(...RAW_BODIES), edgeString),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        payload: fc.uint8Array({ maxLength: 300 }).map((bytes) => multipartImage(Buffer.from(bytes))),
        contentType: fc.constant('multipart/form-data; boundary=----fuzz'),
      }),
      weight: operation.path === '/api/uploads/' ? 4 : 0,
    },
  ];
  // Most weight on the operation's own shape: that is what reaches validation and the handlers.
  if (operation.body) options.push({ arbitrary: json(shapedBody(operation.body)), weight: 6 });
  return fc.oneof(...options.filter((o) => o.weight > 0));
}

function multipartImage(bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from('------fuzz\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n'),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    bytes,
    Buffer.from('\r\n------fuzz--\r\n'),
  ]);
}

/**
 * A string as it appears in a URL: percent-encoded, except that lone surrogates (which
 * encodeURIComponent refuses) become the bytes a careless client would send for them.
 */
function urlPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((c) => {
        const code = c.charCodeAt(0);
        if (code >= 0xd800 && code <= 0xdfff && c.length === 1) {
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
        }
        return encodeURIComponent(c);
      })
      .join('');
  }
}

const ODD_IDS = [
  '',
  ' ',
  '..',
  '.',
  '-1',
  '0',
  'null',
  'undefined',
  '__proto__',
  'a'.repeat(64),
  'a'.repeat(65),
  'a'.repeat(300),
];
/** Already encoded: what a client may put in a path segment as it is. */
const RAW_ID_SEGMENTS = [
  '%2e%2e',
  '%2F',
  '%00',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '..%2F..%2Fetc',
  '%u0041',
];

function idSegment(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realIds), weight: 4 },
    { arbitrary: fc.constantFrom(...ODD_IDS).map(urlPart), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_ID_SEGMENTS), weight: 1 },
    { arbitrary: edgeString.map(urlPart), weight: 1 },
  );
}

const ODD_QUERY_VALUES = [
  '0x10',
  '0b11',
  '1e2',
  '1e999',
  '-0',
  'NaN',
  'Infinity',
  ' 1',
  '1.5',
  '9'.repeat(400),
  '',
  'true',
  'TRUE',
  'yes',
  '2026-02-30',
  '2026-1-1',
  '9999-12-31',
  '0000-01-01',
];

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(...ODD_QUERY_VALUES),
    fc.constantFrom(...PLAUSIBLE_QUERY_VALUES),
    edgeString,
    fc.integer({ min: -5, max: 600 }).map(String),
  );
  const pair = (name: string) => value.map((v) => `${urlPart(name)}=${urlPart(v)}`);
  const known = operation.queryParams.map((name) =>
    fc.option(fc.array(pair(name), { minLength: 1, maxLength: 2 }), { nil: undefined }),
  );
  return fc
    .tuple(
      fc.tuple(...known),
      fc.option(fc.oneof(pair('extra'), fc.constantFrom('%', '%ZZ=1', 'a[b]=1', '=', '&&')), {
        nil: undefined,
      }),
    )
    .map(([pairs, extra]) => [...pairs.flat(), extra].filter((p): p is string => Boolean(p)).join('&'));
}

export interface FuzzRequest {
  caller: string;
  options: InjectOptions;
}

/** One request: an operation, a caller, its path, query and body. */
export function requestArbitrary(
  operations: Operation[],
  callers: Record<string, Record<string, string>>,
  realIds: string[],
): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        // Admins reach the most code; visitors and users mostly meet the guards.
        caller: fc.oneof(
          ...Object.keys(callers).map((name) => ({
            arbitrary: fc.constant(name),
            weight: name === 'admin' ? 3 : 1,
          })),
        ),
        ids: fc.tuple(...operation.pathParams.map(() => idSegment(realIds))),
        query: queryFor(operation),
        body: bodyFor(operation),
      })
      .map(({ caller, ids, query, body }) => {
        let url = operation.path;
        operation.pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, ids[i] ?? '')));
        if (query) url += `?${query}`;
        const headers: Record<string, string> = { ...callers[caller] };
        if (body.contentType) headers['content-type'] = body.contentType;
        return {
          caller,
          options: {
            method: operation.method as InjectOptions['method'],
            url,
            headers,
            payload: body.payload,
          },
        };
      }),
  );
}

/** What a failing request looked like, short enough to read and enough to replay. */
export function describeRequest(request: FuzzRequest): string {
  const { method, url, headers, payload } = request.options as {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
  };
  const body = payload === undefined ? '(none)' : JSON.stringify(String(payload).slice(0, 300));
  return `${method} ${JSON.stringify(url).slice(0, 400)} as ${request.caller}, content-type ${headers['content-type'] ?? '(none)'}, body ${body}`;
}
