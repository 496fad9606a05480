import { parse as parseForm } from 'node:querystring';
import fc from 'fast-check';
import { findUnsafeInput } from '@portal/contracts';
import { signInFormSchema } from '@portal/server/src/auth/local-idp/sign-in-routes.ts';
import { decodesCleanly } from '@portal/server/src/http/percent-encoding.ts';
import { badEscape, encodeUrlText, insertedInto, trickyText, unsafeCharacter } from './unicode-tricks.ts';

// Posts to the built-in identity provider's login form that it must refuse without counting a failed
// attempt: the form is a second way in besides the API, and is anonymous.

export interface MalformedForm {
  payload: string;
  contentType: string;
  remoteAddress: string;
  defects: string[];
}

const formType = 'application/x-www-form-urlencoded';
const fields = {
  email: fc.constantFrom('distributor@portal.example', 'ola@example.no'),
  password: fc.constantFrom('portal-demo', 'wrong'),
};
type Field = keyof typeof fields;
type Pair = [key: string, encoded: string];

const plain = (key: Field) => fields[key].map((value): Pair => [key, encodeUrlText(value)]);
const longest: Record<Field, number> = { email: 320, password: 200 };

/** One field broken: an undecodable escape, text no field can hold, too long, empty, missing or repeated. */
type Broken = { pairs: Pair[]; what: string };
const brokenField = (key: Field): fc.Arbitrary<Broken> =>
  fc.oneof<fc.Arbitrary<Broken>[]>(
    fc
      .tuple(fields[key], badEscape)
      .map(([v, e]) => ({ pairs: [[key, encodeUrlText(v) + e]], what: `${key}: bad escape` })),
    fields[key]
      .chain((v) => insertedInto(v, unsafeCharacter))
      .map((v) => ({ pairs: [[key, encodeUrlText(v)]], what: `${key}: unsafe character` })),
    fc
      .integer({ min: longest[key] + 1, max: longest[key] + 80 })
      .map((n) => ({ pairs: [[key, 'a'.repeat(n)]], what: `${key}: over-long` })),
    fc.constantFrom('', '+++', '%20').map((v) => ({ pairs: [[key, v]], what: `${key}: empty` })),
    fc.constant({ pairs: [], what: `${key}: missing` }),
    fc.tuple(plain(key), plain(key)).map((pairs) => ({ pairs, what: `${key}: repeated` })),
  );

/** Whether the form's contract refuses the post: sent as another type, undecodable, or a field out of bounds. */
export function formRefused(form: Pick<MalformedForm, 'payload' | 'contentType'>): boolean {
  if (form.contentType !== formType || !decodesCleanly(form.payload)) return true;
  const body = parseForm(form.payload);
  return findUnsafeInput(body, 'body') !== null || !signInFormSchema.safeParse(body).success;
}

export const malformedSignInForm: fc.Arbitrary<MalformedForm> = fc
  .record({
    broken: fc.oneof(brokenField('email'), brokenField('password')),
    email: plain('email'),
    password: plain('password'),
    noise: fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), trickyText), { maxLength: 2 }),
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant(formType) },
      fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml'),
    ),
    remoteAddress: fc.ipV4(),
  })
  .map(({ broken, email, password, noise, contentType, remoteAddress }) => {
    const kept = [email, password].filter(([key]) => !broken.what.startsWith(`${key}:`));
    const pairs = [...kept, ...broken.pairs, ...noise.map(([k, v]): Pair => [k, encodeUrlText(v)])];
    const payload = pairs.map(([k, v]) => `${encodeUrlText(k)}=${v}`).join('&');
    const defects = [broken.what, ...(contentType === formType ? [] : [`sent as ${contentType}`])];
    return { payload, contentType, remoteAddress, defects };
  })
  .filter(formRefused);
