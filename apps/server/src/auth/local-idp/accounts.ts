import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { countries } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { idpAccounts } from '../../db/schema.ts';
import { hashPassword } from '../passwords.ts';
import type { AccountErrors } from './account-pages.ts';
import type { Translate } from './texts.ts';

// A sensible rule without composition theatre: long enough, and not letters alone.
const strongEnough = (password: string) =>
  password.length >= 10 && /\p{L}/u.test(password) && /[^\p{L}]/u.test(password);

export function accountSchema(t: Translate) {
  return z.object({
    name: z.string().trim().min(1, t('create.nameRequired')).max(200),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(320)
      .pipe(z.email(t('create.invalidEmail'))),
    organizationName: z.string().trim().min(1, t('create.organizationRequired')).max(200),
    country: z.string().refine((code) => Object.hasOwn(countries, code), t('create.countryRequired')),
    password: z.string().max(200).refine(strongEnough, t('create.weakPassword')),
  });
}
export type NewAccount = z.output<ReturnType<typeof accountSchema>>;

/** Field → first message, for the form. */
export function accountErrors(error: z.ZodError): AccountErrors {
  const errors: AccountErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof AccountErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Creates the account, or answers null when the address is taken (whatever its case; a unique index decides, so two tabs cannot both win). */
export async function createAccount(db: Db, account: NewAccount): Promise<{ sub: string } | null> {
  const sub = randomUUID();
  const rows = await db
    .insert(idpAccounts)
    .values({
      sub,
      email: account.email,
      name: account.name,
      organizationName: account.organizationName,
      country: account.country,
      passwordHash: await hashPassword(account.password),
    })
    .onConflictDoNothing()
    .returning({ sub: idpAccounts.sub });
  return rows[0] ?? null;
}
