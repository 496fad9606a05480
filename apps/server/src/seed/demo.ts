import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { currencyForCountry, type CountryCode } from '@portal/contracts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { accessCodes, idpAccounts, licenses, organizations, partners, users } from '../db/schema.ts';
import { seedResources } from './resources.ts';
import { seedDemoIntegrations } from './demo-integrations.ts';
import { seedAccountSettings } from './demo-account.ts';
import { firstNames, jobTitles, lastNames, orgNouns, orgPrefixes, orgSuffixes, seededRandom } from './names.ts';
import { seedDemoConnections } from './demo-connections.ts';
import { seedDemoMicrosoftTenants } from './demo-microsoft-tenants.ts';
import { seedOrganizationTexts } from './demo-org-texts.ts';
import { seedContent } from './demo-content.ts';
import { seedDemoInsiderThreat } from './demo-insider-threat.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoMessageSends } from './demo-message-sends.ts';
import { seedDemoSeller } from './demo-seller.ts';

export { demoAccounts, demoPassword, expiredDemoCode, type DemoAccount } from './demo-accounts.ts';
import { demoAccounts, demoPassword, expiredDemoCode } from './demo-accounts.ts';

type OrgInsert = typeof organizations.$inferInsert;
type UserInsert = typeof users.$inferInsert;

const customerCountries: CountryCode[] = [
  'NO',
  'SE',
  'DK',
  'FI',
  'DE',
  'AT',
  'NL',
  'FR',
  'ES',
  'IT',
  'PL',
  'GB',
  'IE',
  'US',
  'BE',
  'CH',
];
const languageByCountry: Record<string, string> = {
  NO: 'no',
  SE: 'sw',
  DK: 'da',
  FI: 'fi',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  NL: 'nl',
  BE: 'nl',
  FR: 'fr',
  ES: 'es',
  IT: 'it',
  PL: 'pl',
};
const statuses = [
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'TRIAL',
  'TRIAL',
  'PENDING',
  'PENDING',
  'DISABLED',
  'DISABLED',
] as const;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organizations);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db): Promise<void> {
  const random = seededRandom(2026);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const org = (values: Omit<OrgInsert, 'cybrOrgId'> & { cybrOrgId?: string }): OrgInsert => ({
    cybrOrgId: values.cybrOrgId ?? randomUUID(),
    firstActiveDate: daysAgo(random.int(30, 900)),
    domainPoolId: random.int(1, 5),
    ...values,
  });

  const distributorId = randomUUID();
  const distributor = org({
    cybrOrgId: distributorId,
    organizationName: 'Nordic Shield Distribution AS',
    country: 'NO',
    defaultLanguageCode: 'no',
    isPistachioPartner: true,
    status: 'PARTNER',
    distributorCybrOrgId: distributorId,
    products: ['SAT', 'ITD'],
  });
  const resellerA = org({
    organizationName: 'Alpine Secure IT GmbH',
    country: 'DE',
    defaultLanguageCode: 'de',
    isPistachioPartner: true,
    status: 'PARTNER',
    partnerCybrOrgId: distributorId,
    distributorCybrOrgId: distributorId,
    products: ['SAT'],
  });
  const resellerB = org({
    organizationName: 'Thames Cyber Partners Ltd',
    country: 'GB',
    defaultLanguageCode: 'en',
    isPistachioPartner: true,
    status: 'PARTNER',
    partnerCybrOrgId: distributorId,
    distributorCybrOrgId: distributorId,
    products: ['SAT', 'ITD'],
  });
  const platform = org({
    organizationName: 'Platform Operations',
    country: 'NO',
    status: 'APPROVED',
    products: ['SAT', 'ITD'],
  });

  const usedNames = new Set<string>();
  const customers: OrgInsert[] = [];
  const owners: [string, number][] = [
    [distributorId, 30],
    [resellerA.cybrOrgId, 20],
    [resellerB.cybrOrgId, 14],
  ];
  for (const [ownerId, howMany] of owners) {
    for (let i = 0; i < howMany; i++) {
      const country = random.pick(customerCountries);
      let name: string;
      do name = `${random.pick(orgPrefixes)} ${random.pick(orgNouns)} ${random.pick(orgSuffixes[country] ?? ['Ltd'])}`;
      while (usedNames.has(name));
      usedNames.add(name);
      customers.push(
        org({
          organizationName: name,
          country,
          defaultLanguageCode: languageByCountry[country] ?? 'en',
          status: random.pick(statuses),
          partnerCybrOrgId: ownerId,
          distributorCybrOrgId: distributorId,
          partnerView: random.next() < 0.5,
          products: random.next() < 0.4 ? ['SAT', 'ITD'] : ['SAT'],
          syncStatus: random.pick(['synced', 'synced', 'pending', 'failed']),
          syncDate: daysAgo(random.int(0, 10)),
        }),
      );
    }
  }

  // A few customers of the distributor itself wait for approval, whatever the draw gave it.
  for (const customer of customers.slice(27, 30)) customer.status = 'PENDING';

  const people: UserInsert[] = [];
  const person = (
    cybrOrgId: string,
    userRole: string,
    languageCode: string,
    fixed?: { email: string; name: string },
  ): UserInsert => {
    const fullName = fixed?.name ?? `${random.pick(firstNames)} ${random.pick(lastNames)}`;
    const user = {
      cybrId: randomUUID(),
      cybrOrgId,
      userRole,
      languageCode,
      fullName,
      jobTitle: random.pick(jobTitles),
      email: fixed?.email ?? `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${people.length}@customer.example`,
    };
    people.push(user);
    return user;
  };
  person(distributorId, 'Partner', 'en', demoAccounts.distributor);
  person(resellerA.cybrOrgId, 'Partner', 'de', demoAccounts.reseller);
  person(resellerB.cybrOrgId, 'Partner', 'en', demoAccounts.reseller2);
  person(platform.cybrOrgId, 'SuperAdmin', 'en', demoAccounts.staff);

  const licenceRows: (typeof licenses.$inferInsert)[] = [];
  // Members' licences and latest contact come from a generator of their own, so the organisations
  // and people above stay exactly as they were before members carried them.
  const memberRandom = seededRandom(909);
  customers.forEach((customer, index) => {
    const size = random.int(2, 14);
    for (let u = 0; u < size; u++) {
      const demo = index === 0 && u === 0 ? demoAccounts.customer : undefined;
      const member = person(customer.cybrOrgId, u === 0 ? 'Admin' : 'User', customer.defaultLanguageCode ?? 'en', demo);
      member.securityAwarenessLicense = memberRandom.next() < 0.85;
      member.insiderThreatDetectionLicense = Boolean(customer.products?.includes('ITD')) && memberRandom.next() < 0.6;
      member.latestContact = memberRandom.next() < 0.8 ? daysAgo(memberRandom.int(0, 60)) : null;
    }
    const active = customer.status !== 'DISABLED';
    const cap = random.pick([null, 0, 10, 25, 50, 100]);
    licenceRows.push({
      cybrOrgId: customer.cybrOrgId,
      productType: 'standard',
      issued: cap ? Math.min(size, cap) : size,
      active,
      licenseCap: cap,
    });
    if (customer.products?.includes('ITD')) {
      licenceRows.push({
        cybrOrgId: customer.cybrOrgId,
        productType: 'insider-threat-detection',
        issued: random.int(0, size),
        active,
        licenseCap: random.pick([null, 0, 20]),
      });
    }
  });

  const allOrgs = [distributor, platform, resellerA, resellerB, ...customers];
  for (const o of allOrgs) o.totalUsers = people.filter((p) => p.cybrOrgId === o.cybrOrgId).length;

  const accounts = await Promise.all(
    Object.values(demoAccounts).map(async (a) => ({
      sub: randomUUID(),
      email: a.email,
      name: a.name,
      passwordHash: await hashPassword(demoPassword),
    })),
  );

  await db.transaction(async (tx) => {
    await tx.insert(organizations).values([distributor, platform]);
    await tx.insert(organizations).values([resellerA, resellerB]);
    await tx.insert(organizations).values(customers);
    await tx.insert(partners).values([
      {
        cybrOrgId: distributorId,
        acceptedTosDate: daysAgo(400),
        currency: currencyForCountry('NO'),
        hidePricing: false,
        billingInfo: {
          name: 'Nordic Shield Distribution AS',
          email: 'billing@nordicshield.example',
          address: { line1: 'Karl Johans gate 12', city: 'Oslo', postalCode: '0154', country: 'NO' },
        },
      },
      {
        cybrOrgId: resellerA.cybrOrgId,
        acceptedTosDate: daysAgo(300),
        currency: null,
        hidePricing: false,
        billingInfo: null,
      },
      {
        cybrOrgId: resellerB.cybrOrgId,
        acceptedTosDate: daysAgo(200),
        currency: null,
        hidePricing: true,
        billingInfo: null,
      },
    ]);
    await tx.insert(users).values(people);
    await tx.insert(licenses).values(licenceRows);
    await tx.insert(idpAccounts).values(accounts);
    await tx.insert(accessCodes).values({
      accessCode: expiredDemoCode,
      issuer: distributorId,
      product: 'standard',
      licenses: 10,
      created: daysAgo(400),
      expiration: daysAgo(365),
    });
    await seedDemoIntegrations(tx, { distributor: distributorId, reseller: resellerA.cybrOrgId }, daysAgo);
  });
  await seedResources(db);
  await seedDemoConnections(db, [
    demoAccounts.distributor.email,
    demoAccounts.reseller.email,
    demoAccounts.reseller2.email,
  ]);
  await seedAccountSettings(db);
  await Promise.all([seedOrganizationTexts(db), seedContent(db)]);
  // Activity places people in departments and locations; walls record the units of their person.
  await seedDemoActivity(db);
  await seedDemoInsiderThreat(db);
  await seedDemoMessageSends(db, { partner: demoAccounts.distributor.email, customer: demoAccounts.customer.email });
  await seedDemoMicrosoftTenants(db);
  await seedDemoSeller(db);
}
