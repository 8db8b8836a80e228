/**
 * The malformed requests the fuzz test (fuzz.test.ts) sends to every route that takes a body:
 * broken JSON, wrong content types, oversized and deeply nested bodies, invalid Unicode, values
 * of the wrong type where the route's schema wants an object or a field, prototype pollution
 * and absurd headers. Every one of them must be answered with a 4xx `{detail}` (or a success),
 * never a 5xx; text no encoding can hold (an unpaired UTF-16 surrogate) never with a success.
 */

export interface FuzzCase {
  /** Short, stable name, shown in the failure summary. */
  name: string;
  /** The Content-Type header; null sends none. */
  contentType: string | null;
  payload: string | Buffer;
  headers?: Record<string, string>;
  /** The body must be refused: a success is a failure too, not only a 5xx. */
  mustRefuse?: boolean;
}

/** A JSON Schema as @fastify/swagger reports a route's body (only what the fuzzer reads). */
export interface BodySchema {
  type?: string | string[];
  properties?: Record<string, BodySchema>;
  items?: BodySchema;
  anyOf?: BodySchema[];
  oneOf?: BodySchema[];
}

const JSON_TYPE = 'application/json';
const MEGABYTE = 1024 * 1024;

/** 10 MB: ten times the JSON body limit, and more than any upload limit. */
export const HUGE_BODY = Buffer.alloc(10 * MEGABYTE, 0x61);
const HUGE_JSON = Buffer.concat([
  Buffer.from('{"title":"'),
  Buffer.alloc(10 * MEGABYTE, 0x61),
  Buffer.from('"}'),
]);

const DEPTH = 10_000;
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const DEEP_UNCLOSED = '{"a":['.repeat(DEPTH);

/** A string longer than any field allows (but under the body limit). */
const LONG_STRING = 'x'.repeat(200_000);

/** `{"a":"<bytes>"}` with raw bytes that are not UTF-8. */
const invalidUtf8 = (bytes: number[]) =>
  Buffer.concat([Buffer.from('{"title":"'), Buffer.from(bytes), Buffer.from('"}')]);

/** Bodies that are not JSON, or JSON that no route can take, sent as application/json. */
const BROKEN_JSON: readonly [string, string | Buffer][] = [
  ['empty', ''],
  ['whitespace', '   \n\t '],
  ['truncated object', '{"title": "half'],
  ['truncated key', '{"ti'],
  ['open brace', '{'],
  ['trailing comma object', '{"a": 1,}'],
  ['trailing comma array', '[1, 2,]'],
  ['missing value', '{"a":}'],
  ['missing colon', '{"a" 1}'],
  ['single quotes', "{'a': 1}"],
  ['unquoted key', '{a: 1}'],
  ['comment', '{"a": 1 /* note */}'],
  ['NaN', 'NaN'],
  ['NaN value', '{"a": NaN}'],
  ['Infinity value', '{"a": Infinity}'],
  ['undefined value', '{"a": undefined}'],
  ['hex number', '{"a": 0x10}'],
  ['two objects', '{"a":1}{"b":2}'],
  ['garbage after', '{"a":1} trailing'],
  ['byte order mark', '\ufeff{"a":1}'],
  ['lone high surrogate escape', '{"title":"\\ud800","name":"\\ud800","email":"\\udfff@x.org"}'],
  ['bad escape', '{"a":"\\x41"}'],
  ['control character', '{"a":"line\u0001break"}'],
  ['nul escape', '{"title":"a\\u0000b","name":"a\\u0000b","slug":"a\\u0000b"}'],
  ['invalid utf-8 ff fe', invalidUtf8([0xff, 0xfe, 0xfd])],
  ['invalid utf-8 overlong', invalidUtf8([0xc0, 0xaf])],
  ['invalid utf-8 surrogate bytes', invalidUtf8([0xed, 0xa0, 0x80])],
  ['invalid utf-8 truncated', invalidUtf8([0xe2, 0x82])],
  ['deep array', DEEP_ARRAY],
  ['deep object', DEEP_OBJECT],
  ['deep unclosed', DEEP_UNCLOSED],
  ['null', 'null'],
  ['true', 'true'],
  ['number', '42'],
  ['huge number', '1e400'],
  ['string', '"a string"'],
  ['empty array', '[]'],
  ['array of nulls', '[null, null]'],
  ['array of objects', '[{"a":1}]'],
  ['empty object', '{}'],
  ['proto pollution', '{"__proto__":{"polluted":1},"title":"x"}'],
  ['constructor pollution', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['nested proto pollution', '{"a":{"__proto__":{"polluted":1}}}'],
  ['duplicate keys', '{"title":"a","title":{"b":1}}'],
];

/** Content types the routes do not take (or take differently), with bodies to match. */
const WRONG_TYPES: readonly [string, string | null, string | Buffer][] = [
  ['text/plain', 'text/plain', '{"a":1}'],
  ['text/html', 'text/html', '<p>hello</p>'],
  ['application/xml', 'application/xml', '<?xml version="1.0"?><a>1</a>'],
  ['xml entity bomb', 'application/xml', '<!DOCTYPE a [<!ENTITY b "bbbb">]><a>&b;&b;</a>'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\n\r\nhello\r\n--x--'],
  [
    'multipart with wrong boundary',
    'multipart/form-data; boundary=abc',
    '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nhello\r\n--xyz--',
  ],
  [
    'multipart truncated',
    'multipart/form-data; boundary=abc',
    '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG',
  ],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2&title=x'],
  ['no content type', null, '{"a":1}'],
  ['json latin1 charset', 'application/json; charset=latin1', '{"a":"caf\u00e9"}'],
  ['json utf-16 charset', 'application/json; charset=utf-16', '{"a":1}'],
  ['json unknown charset', 'application/json; charset=klingon', '{"a":1}'],
  ['json patch', 'application/json-patch+json', '[{"op":"add","path":"/a","value":1}]'],
  ['vendor json', 'application/vnd.api+json', '{"data":{}}'],
  ['wildcard type', '*/*', '{"a":1}'],
  ['garbage type', 'not a type', '{"a":1}'],
  ['semicolons type', ';;;', '{"a":1}'],
  ['octet-stream', 'application/octet-stream', Buffer.from([0, 1, 2, 3, 255])],
  ['image/png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])],
  ['upper-case json', 'APPLICATION/JSON', '{"a":}'],
];

/** The cases every route gets, whatever its body looks like. */
export function genericCases(): FuzzCase[] {
  return [
    ...BROKEN_JSON.map(([name, payload]) => ({ name, contentType: JSON_TYPE, payload })),
    ...WRONG_TYPES.map(([name, contentType, payload]) => ({ name, contentType, payload })),
    {
      name: 'very long header values',
      contentType: JSON_TYPE,
      payload: '{"a":1}',
      headers: {
        'x-tenant-id': 't'.repeat(8_000),
        'accept-language': `${'en-US,'.repeat(1_000)}en`,
        'idempotency-key': 'k'.repeat(8_000),
        'x-request-id': 'r'.repeat(8_000),
        cookie: `${'c=1; '.repeat(1_000)}theme=dark`,
        'if-none-match': `"${'e'.repeat(8_000)}"`,
      },
    },
    {
      name: 'header with odd characters',
      contentType: JSON_TYPE,
      payload: '{"a":1}',
      headers: { 'x-tenant-id': '../../etc/passwd', 'accept-language': '*;q=NaN,;;q=-1' },
    },
  ];
}

/** The 10 MB bodies: sent once or twice per route (each costs a 10 MB copy). */
export function oversizedCases(): FuzzCase[] {
  return [
    { name: '10 MB JSON', contentType: JSON_TYPE, payload: HUGE_JSON },
    {
      name: '10 MB multipart',
      contentType: 'multipart/form-data; boundary=abc',
      payload: Buffer.concat([
        Buffer.from(
          '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        HUGE_BODY,
        Buffer.from('\r\n--abc--\r\n'),
      ]),
    },
  ];
}

function typesOf(schema: BodySchema): string[] {
  const own = schema.type === undefined ? [] : [schema.type].flat();
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  return [...own, ...alternatives];
}

/** Values of the wrong kind for a field whose schema is `schema`. */
function wrongValues(schema: BodySchema): [string, unknown][] {
  const types = typesOf(schema);
  const values: [string, unknown][] = [
    ['null', null],
    ['long string', LONG_STRING],
    ['object', { nested: { deeper: [1, 2, 3] } }],
    ['array', ['a', 1, null]],
    ['nul and surrogate', 'a\u0000b\ud800c'],
    ['number', -1e308],
    ['boolean', true],
  ];
  if (types.includes('string')) {
    values.push(['unicode line breaks', '\u2028\u2029\u200b\u202e<script>x</script>']);
    values.push(['emoji and combining', '\u0301'.repeat(2_000) + '\u{1f600}'.repeat(2_000)]);
  }
  if (types.includes('integer') || types.includes('number')) {
    values.push(['max safe plus', Number.MAX_SAFE_INTEGER + 2]);
    values.push(['fraction', 0.5]);
    values.push(['numeric string', '12abc']);
    values.push(['big integer', 2 ** 63]);
  }
  return values;
}

/** A plausible value for a field, so that wrong values of other fields are what fails. */
function plausible(schema: BodySchema): unknown {
  const types = typesOf(schema);
  if (types.includes('object')) return {};
  if (types.includes('array')) return [];
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  return 'plausible';
}

/**
 * Cases built from a route's body schema: the whole body of a wrong type, and each field (up to
 * `maxFields`) given wrong values while the others hold plausible ones.
 */
export function schemaCases(schema: BodySchema | undefined, maxFields = 6): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const json = (name: string, value: unknown): FuzzCase => ({
    name,
    contentType: JSON_TYPE,
    payload: JSON.stringify(value),
  });
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return cases;
  const base = Object.fromEntries(properties.map(([key, field]) => [key, plausible(field)]));
  cases.push(json('plausible fields', base));
  cases.push(json('all fields null', Object.fromEntries(properties.map(([key]) => [key, null]))));
  cases.push(
    json('all fields long', Object.fromEntries(properties.map(([key]) => [key, LONG_STRING]))),
  );
  cases.push(json('fields wrapped in an array', [base]));
  cases.push({
    name: 'fields with proto',
    contentType: JSON_TYPE,
    payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(base).slice(1)}`,
  });
  for (const [key, field] of properties.slice(0, maxFields)) {
    for (const [label, value] of wrongValues(field)) {
      cases.push(json(`${key}: ${label}`, { ...base, [key]: value }));
    }
  }
  return cases;
}

/** Text holding an unpaired UTF-16 surrogate: a high one, a low one, a pair in the wrong order. */
const UNPAIRED_SURROGATES: readonly string[] = ['a\ud800b', '\udfff', 'x\udc00\ud800y'];

/**
 * Bodies with an unpaired surrogate (JSON "\ud800"), which no encoding can hold: in each field of
 * the route's body, one at a time and every field (not only the first few), alone and among
 * plausible others, in all of them at once, in a key, and in a field of any name. Each must be
 * refused (422), never stored: PostgreSQL's jsonb answered such text with a 500 (issue 30).
 */
export function unpairedSurrogateCases(schema: BodySchema | undefined): FuzzCase[] {
  const refused = (name: string, value: unknown): FuzzCase => ({
    name,
    contentType: JSON_TYPE,
    payload: JSON.stringify(value),
    mustRefuse: true,
  });
  const cases = [
    refused('unpaired surrogate in any field', { text: 'a\ud800b', reason: '\udfff' }),
    refused('unpaired surrogate in a key', { 'k\ud800': 'value' }),
  ];
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return cases;
  const base = Object.fromEntries(properties.map(([key, field]) => [key, plausible(field)]));
  properties.forEach(([key], index) => {
    const text = UNPAIRED_SURROGATES[index % UNPAIRED_SURROGATES.length] as string;
    // Alone, as a partial update sends it (plausible values of the other fields may well fail
    // their own checks first, and hide what this one does), and among the others.
    cases.push(refused(`${key}: unpaired surrogate alone`, { [key]: text }));
    cases.push(refused(`${key}: unpaired surrogate`, { ...base, [key]: text }));
  });
  cases.push(
    refused(
      'all fields unpaired surrogates',
      Object.fromEntries(
        properties.map(([key], index) => [
          key,
          UNPAIRED_SURROGATES[index % UNPAIRED_SURROGATES.length],
        ]),
      ),
    ),
  );
  return cases;
}

/** Path parameter values: one plausible, the rest garbage that must still route or 404. */
export const GARBAGE_PARAMS: readonly string[] = [
  '0',
  '-1',
  '99999999999999999999999',
  '1.5',
  'abc',
  '%00',
  '%ff%fe',
  '%2e%2e%2f%2e%2e',
  "1'%20OR%20'1'='1",
  'NaN',
  'x'.repeat(199),
];
