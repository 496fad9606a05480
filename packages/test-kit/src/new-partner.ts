import { insertSession, sessionCookie } from '@portal/server/src/auth/sessions.ts';
import { createPartnerOrganization } from '@portal/server/src/areas/onboarding/partner-organization.ts';
import { findOrCreateUser } from '@portal/server/src/areas/tenancy/users/repo.ts';
import type { TestApp } from './test-app.ts';

let count = 0;

/** A new person, signed in, whose organisation has just been connected as a partner of this kind. */
export async function newPartner(t: TestApp, kind: 'distributor' | 'reseller', name = `New Partner ${++count} AS`) {
  const email = `admin${count}.${Date.now()}@${kind}-${count}.example`;
  const { user } = await findOrCreateUser(t.database.db, { email, name: `Admin ${count}`, languageCode: 'en' });
  const created = await createPartnerOrganization(t.database.db, {
    cybrId: user.cybrId,
    organizationName: name,
    country: 'NO',
    languageCode: 'en',
    partnerType: kind,
    products: ['SAT'],
  });
  if (created === 'already-connected') throw new Error('unexpected');
  return {
    cybrId: user.cybrId,
    cybrOrgId: created.cybrOrgId,
    email,
    cookie: `${sessionCookie}=${await insertSession(t.database, user.cybrId, 3600)}`,
  };
}
