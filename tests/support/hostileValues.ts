// Values an attacker sends instead of what a field expects: control characters, broken and
// direction-changing characters, huge strings and numbers, wrong types, deep nesting, path
// traversal and injection strings, prototype keys.
import fc from 'fast-check';

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\b', '\u000B', '\f', '\u001B', '\u007F', '\u0085', '\u009F'];
const BROKEN_CHARACTERS = ['\uD800', '\uDFFF', 'a\uDC00b', '\uFFFE', '\uFEFF'];
const DIRECTION_MARKS = ['\u200F', '\u202E', '\u2066', '\u200B', '\u200D'];

export const HOSTILE_STRINGS = [
  'Nul\u0000Name',
  ...CONTROL_CHARACTERS,
  ...BROKEN_CHARACTERS,
  ...DIRECTION_MARKS.map((mark) => `Asha${mark}Rao`),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x10',
  '00000000001',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '....//....//',
  'C:\\Windows\\win.ini',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '$1',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  '\\',
  '%',
  '%zz',
  '\u0000'.repeat(64),
  'a'.repeat(10_000),
  '😀'.repeat(5_000),
  'क्‍ष'.repeat(2_000),
];

/** One hostile character; NUL half the time, as the one PostgreSQL refuses outright. */
const hostileCharacter = fc.oneof(
  { weight: 1, arbitrary: fc.constant('\u0000') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ...CONTROL_CHARACTERS,
      ...BROKEN_CHARACTERS,
      ...DIRECTION_MARKS,
      "'",
      '"',
      '%',
      '/',
      '\\',
    ),
  },
);

/** Strings from `text` with a hostile character put somewhere inside. */
export function taint(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, hostileCharacter, fc.nat()).map(([value, character, at]) => {
    const cut = value.length ? at % (value.length + 1) : 0;
    return value.slice(0, cut) + character + value.slice(cut);
  });
}

/** A string that looks ordinary but carries a hostile character. */
const taintedString = taint(fc.string({ maxLength: 24 }));

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: taintedString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);

const hostileNumber = fc.constantFrom(
  -1,
  -0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e-320,
  0.000001,
  123456789.123456,
);

/** Nested arrays and objects `depth` levels deep. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** An object with a `__proto__` or `constructor.prototype` key of its own, as JSON.parse makes it. */
export const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__": {"isAdmin": true}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"isAdmin": true}}}') as unknown,
  JSON.parse('{"a": {"__proto__": {"polluted": 1}}}') as unknown,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, '', [], {}, ['a'], [[[]]], { $gt: '' }, { $ne: null }),
  },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(64), deeplyNested(2_000)) },
  { weight: 1, arbitrary: prototypeKeys },
  { weight: 1, arbitrary: fc.array(hostileString, { minLength: 1, maxLength: 3 }) },
);

/** Raw request bodies that are not what a JSON route expects. */
export const hostileRawBodies = fc.constantFrom(
  '',
  'null',
  '"text"',
  '{',
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '\u0000',
  '[]',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  'x'.repeat(300_000),
);
