import { startNewsSandbox, type RunningNewsSandbox } from '@cadence/linkedin-sandbox';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

type HTTPMethods = NonNullable<InjectOptions['method']>;
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test-support/test-databases';
import { bearer, PUBLIC_URL, startTestServer, type SignedIn, type TestServer } from '../test-support/test-server';

// Point 9 of issue 8: no input a client can send makes the API answer 5xx. The routes come from the
// app's own API reference (every /api route registered, with its JSON schema), so a route added later
// is fuzzed without touching this file. Each gets RUNS requests, signed in, with bodies and query
// strings built from its own field names: hostile strings, wrong types, huge numbers, deep nesting,
// prototype keys and broken JSON.

const RUNS = 1000;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  required?: string[];
  minimum?: number;
  maximum?: number;
}
interface Operation {
  parameters?: Array<{ in: 'query' | 'path' | 'header'; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: HTTPMethods;
  path: string;
  body?: JsonSchema;
  query: Array<{ name: string; schema?: JsonSchema }>;
  pathParams: string[];
}

/** Every /api route with its inputs, as GET /api/openapi.json describes it. */
function routesOf(server: TestServer): Route[] {
  const doc = server.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  // The event stream never ends (inject would wait for ever) and reads no input: nothing to fuzz.
  const streams = new Set(['/api/scheduling/events']);
  return Object.entries(doc.paths)
    .filter(([path]) => !streams.has(path))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => ({
        method: method.toUpperCase() as HTTPMethods,
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      })),
    );
}

// --- strings that have broken servers: NULs, lone surrogates, controls, invisible and huge text ---
const nasty = fc.constantFrom(
  '\u0000',
  '\u0000'.repeat(50),
  '\uD800',
  '\uDFFF\uD800',
  'Tech\u0000nology',
  'Tech\uD800',
  '\r\n\t\u000B\u001B\u007F\u0085\u009F',
  '\u200B\u200D\u202E\u2066\uFEFF',
  '👩‍👩‍👧 שלום cafe\u0301',
  ' ',
  '',
  '%00',
  '\\u0000',
  '{constructor}',
  "'; DROP TABLE posts; --",
  '<script>alert(1)</script>',
  'x'.repeat(70_000),
);
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDC00', 'a', ' ', '\n', '#'), maxLength: 40 }),
  nasty,
  fc.tuple(fc.string({ maxLength: 20 }), nasty, fc.string({ maxLength: 20 })).map(([a, b, c]) => a + b + c),
);
/** A URL-shaped value for `format: uri` fields, our own address among them, so the route's work runs. */
const url = fc.oneof(
  fc.constant(PUBLIC_URL),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constant('javascript:alert(1)'),
);

const cleanable = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
      fc.constantFrom('\u0000', '\u0007', '\r\n', '\u009F', '\u200D', ' '),
    ),
    { maxLength: 8 },
  )
  .map((parts) => `AI ${parts.join('')}`);
const hugeNumber = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 31, 2 ** 64, 0.1, -1);
const deep = fc.integer({ min: 1, max: 200 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hugeNumber, deep, text);

/** A value of the field's own type (any content): such bodies get past the types to the code behind. */
function typedValueFor(schema: JsonSchema | undefined, connectionId: string): fc.Arbitrary<unknown> {
  const shape = schema?.anyOf?.find((s) => s.type !== 'null') ?? schema;
  if (shape?.enum) return fc.constantFrom(...shape.enum);
  if (shape?.format === 'uuid') return fc.oneof(fc.constant(connectionId), fc.constant(connectionId), fc.uuid());
  if (shape?.format === 'uri') return url;
  if (shape?.type === 'array') return fc.array(typedValueFor(shape.items, connectionId), { maxLength: 5 });
  if (shape?.type === 'object') return objectFor(shape, connectionId, 'typed');
  if (shape?.type === 'number' || shape?.type === 'integer') {
    return fc.oneof(fc.integer({ min: shape.minimum ?? -5, max: Math.min(shape.maximum ?? 20, 2 ** 31 - 1) }), hugeNumber);
  }
  if (shape?.type === 'boolean') return fc.boolean();
  // Half the time text that is valid once cleaned (NULs and controls in real words), which reaches the database and LinkedIn.
  return fc.oneof(text, cleanable);
}

/** Any value at all for a field, of its own type half the time. */
function valueFor(schema: JsonSchema | undefined, connectionId: string): fc.Arbitrary<unknown> {
  return fc.oneof(typedValueFor(schema, connectionId), anyJson);
}

function objectFor(schema: JsonSchema, connectionId: string, kind: 'typed' | 'any'): fc.Arbitrary<Record<string, unknown>> {
  const value = kind === 'typed' ? typedValueFor : valueFor;
  const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, value(s, connectionId)]));
  return fc.record(fields, { requiredKeys: kind === 'typed' ? (schema.required ?? []) : [] });
}

/** A JSON document as raw text, so it can hold what JSON.stringify never writes. */
function bodyFor(route: Route, connectionId: string): fc.Arbitrary<string> {
  const keys = Object.keys(route.body?.properties ?? {});
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.string();
  const literal = fc.constantFrom(
    '1e400',
    '-1e400',
    '9007199254740993',
    '"\\u0000"',
    '"\\ud800"',
    '"\\udfff\\ud800x"',
    '[[[[[[[[]]]]]]]]',
    'null',
    '{}',
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: route.body ? objectFor(route.body, connectionId, 'typed').map((v) => JSON.stringify(v)) : fc.constant('{}'),
    },
    {
      weight: 3,
      arbitrary: (route.body ? objectFor(route.body, connectionId, 'any') : fc.dictionary(fc.string(), anyJson)).map((v) =>
        JSON.stringify(v),
      ),
    },
    { weight: 2, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.tuple(key, literal).map(([k, v]) => `{${JSON.stringify(k)}:${v}}`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), key, text)
        .map(
          ([proto, k, v]) => `{${JSON.stringify(k)}:${JSON.stringify(v)},"${proto}":{"prototype":{"isAdmin":true},"polluted":1}}`,
        ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  );
}

/**
 * Query strings cannot carry a lone surrogate (URLs are UTF-8), but they can carry any byte: raw
 * percent-encoded bytes (invalid UTF-8 and %00 included), and any well-formed string.
 */
const queryPart = fc.oneof(
  text.map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))),
  fc.uint8Array({ maxLength: 30 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '&&', '=', '[]', '__proto__', 'a[b]=c'),
);

function urlFor(route: Route): fc.Arbitrary<string> {
  const named = route.query.map((q) =>
    fc.tuple(fc.constant(q.name), q.schema?.format === 'uri' ? fc.oneof(queryPart, url.map(encodeURIComponent)) : queryPart),
  );
  const pair = fc.oneof(fc.tuple(queryPart, queryPart), ...named, ...named);
  const query = fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const params = fc.array(
    queryPart.filter((p) => p !== ''),
    { minLength: route.pathParams.length, maxLength: route.pathParams.length },
  );
  return fc.tuple(params, query).map(([values, q]) => {
    let path = route.path;
    route.pathParams.forEach((param, i) => (path = path.replace(`{${param}}`, values[i]!)));
    return q ? `${path}?${q}` : path;
  });
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
];

describe.each(databaseKinds)('every JSON route against arbitrary input on %s', (kind) => {
  let news: RunningNewsSandbox;
  let server: TestServer;
  let routes: Route[];
  let address = 0;

  beforeAll(async () => {
    news = await startNewsSandbox();
    server = await startTestServer(kind, {
      TOPIC_SOURCES: 'sandbox',
      NEWS_SANDBOX_URL: news.url,
      TOPIC_FETCH_TIMEOUT_MS: '800',
      // Rate limits answer before validation does: with them on, most of the fuzz would test the limiter.
      RATE_LIMIT_PER_MINUTE: '0',
    });
    routes = routesOf(server);
  });
  afterAll(async () => {
    await server?.close();
    await news?.close();
  });

  it('finds the API’s routes in the app itself', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/linkedin/post',
        'POST /api/content/trending-topics',
        'POST /api/content/generate-post',
        'GET /api/auth/linkedin/callback',
      ]),
    );
  });

  // Every route is fuzzed, the LinkedIn sign-in redirect flow included: its callback gets arbitrary
  // query strings too. A failure names its route and the smallest request that still fails.
  it(`answers every route below 500 to ${RUNS} arbitrary requests each`, { timeout: 180_000 }, async ({ annotate }) => {
    for (const [index, route] of routes.entries()) {
      const statuses = await fuzz(index, route);
      // The answers per status, shown by the reporter: how far the fuzz got past validation.
      await annotate(`${route.method} ${route.path}: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    }
  });

  async function fuzz(index: number, route: Route): Promise<Map<number, number>> {
    // A member of its own per route: signing out (DELETE /api/auth/session) ends only this one's session.
    const member: SignedIn = await server.signIn({ email: `fuzz${index}@example.com` });
    const profile = await server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(member.accessToken) });
    const connectionId = (profile.json() as { data: { connections: Array<{ id: string }> } }).data.connections[0]!.id;
    const withBody = !['GET', 'HEAD'].includes(route.method);
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(
        urlFor(route),
        withBody ? bodyFor(route, connectionId) : fc.constant(undefined),
        fc.constantFrom(...CONTENT_TYPES),
        async (target, payload, contentType) => {
          address += 1;
          const res = await server.app.inject({
            method: route.method,
            url: target,
            // Each request from its own address: a per-address limit must never cut the run short.
            remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
            headers: { ...bearer(member.accessToken), ...(payload !== undefined && { 'content-type': contentType }) },
            ...(payload !== undefined && { payload }),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${route.method} ${target} ${payload?.slice(0, 300)} → ${res.body.slice(0, 300)}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: RUNS },
    );

    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(answered).toBe(RUNS);
    // Honest fuzzing: a route with inputs must have got past sign-in to its validation.
    if (route.body || route.query.length > 0) expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    return statuses;
  }
});
