import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, Organization, Partner } from '@portal/contracts';

const call = vi.fn();
const fullPageReplace = vi.fn((_path: string) => new Promise<never>(() => {}));
vi.mock('../api/client.ts', () => ({ call: (...args: unknown[]) => call(...args) }));
vi.mock('../i18n/index.ts', () => ({ applyUserLanguage: async () => {} }));
vi.mock('../monitoring/init.ts', () => ({ identifyUser: () => {} }));
vi.mock('./navigation.ts', () => ({ basename: '/partner', fullPageReplace: (path: string) => fullPageReplace(path) }));

const { forgetSession } = await import('./current-user.ts');
const { partnerRootContext, partnerRootGuard } = await import('./partner-root-guard.ts');

const org = (over: Partial<Organization>): Organization =>
  ({
    cybrOrgId: 'org-1',
    organizationName: 'Org',
    isPistachioPartner: true,
    partnerCybrOrgId: 'dist-1',
    licenses: [],
    ...over,
  }) as Organization;
const person = (organizationData: Organization): CurrentUser => ({
  cybrId: 'u-1',
  email: 'a@b.example',
  fullName: 'A B',
  userRole: 'Admin',
  languageCode: 'en',
  organizationData,
});
const partner = (over: Partial<Partner> = {}): Partner =>
  ({
    cybrOrgId: 'org-1',
    acceptedTOSDate: '2025-01-01T00:00:00.000Z',
    currency: 'eur',
    billingInfo: null,
    hidePricing: false,
    ...over,
  }) as Partner;

/** Answers users/me and the partner record as the API would, and records what was asked. */
function api(user: CurrentUser, record: Partner | null) {
  const asked: string[] = [];
  call.mockImplementation(async (endpoint: { path: string }) => {
    asked.push(endpoint.path);
    if (endpoint.path === '/api/v1/users/me') return user;
    return record;
  });
  return asked;
}

/** The partner root as router.tsx builds it, with a screen below it whose loader records each run. */
function start(path: string) {
  const screen = vi.fn(() => 'screen data');
  const routes: RouteObject[] = [
    { path: '/login', loader: () => null },
    { path: '/sign-up', loader: () => null },
    {
      id: 'partner-root',
      middleware: [partnerRootGuard],
      loader: ({ context }) => context.get(partnerRootContext),
      children: [
        { path: 'billing', loader: screen, action: () => null },
        { path: 'manage-customers', loader: screen },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { basename: '/partner', initialEntries: [`/partner${path}`] });
  return { router, screen };
}

afterEach(() => {
  forgetSession();
  call.mockReset();
  fullPageReplace.mockClear();
});

describe('§4 partner root guard as middleware', () => {
  it("sends a customer admin to /platform before any screen's loader asks the API for anything", async () => {
    const asked = api(person(org({ isPistachioPartner: false })), null);
    const { screen } = start('/manage-customers');
    await vi.waitFor(() => expect(fullPageReplace).toHaveBeenCalledWith('/platform'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen).not.toHaveBeenCalled();
    expect(asked).toEqual(['/api/v1/users/me']);
  });

  it('redirects a distributor whose billing details fail validation to /billing, running only that screen', async () => {
    api(person(org({ partnerCybrOrgId: null })), partner({ billingInfo: null }));
    const { router, screen } = start('/manage-customers');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/partner/billing'));
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(screen).toHaveBeenCalledTimes(1);
    expect((screen.mock.calls[0] as unknown as [{ request: Request }])[0].request.url).toMatch(/\/partner\/billing$/);
  });

  it("lets an authorised partner in, handing the guard's answer to the partner root's loader", async () => {
    api(person(org({})), partner({ hidePricing: true }));
    const { router, screen } = start('/manage-customers');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.loaderData['partner-root']).toEqual({
      kind: 'authorized',
      partnerType: 'reseller',
      hidePricing: true,
      standardLicense: undefined,
    });
    expect(screen).toHaveBeenCalledTimes(1);
    expect(fullPageReplace).not.toHaveBeenCalled();
  });

  it("reads an admitted partner's record once while moving between screens, and anew after a submission", async () => {
    const asked = api(person(org({})), partner({ billingInfo: null }));
    const { router, screen } = start('/manage-customers');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await router.navigate('/billing');
    await router.navigate('/manage-customers');
    expect(screen).toHaveBeenCalledTimes(3);
    expect(asked.filter((path) => path !== '/api/v1/users/me')).toHaveLength(1);
    // The guard of the submission reads it before the action runs; the screens after it read it again.
    await router.navigate('/billing', { formMethod: 'post', formData: new FormData() });
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(asked.filter((path) => path !== '/api/v1/users/me')).toHaveLength(3);
  });

  it("never lets a distributor's record admitted only on /billing open another screen after its billing details are saved", async () => {
    const distributor = person(org({ partnerCybrOrgId: null }));
    let record = partner({ billingInfo: null });
    call.mockImplementation(async (endpoint: { path: string }) =>
      endpoint.path === '/api/v1/users/me' ? distributor : record,
    );
    const { router } = start('/billing');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe('/partner/billing');
    record = partner({
      billingInfo: {
        name: 'Fjord AS',
        email: 'a@fjord.example',
        address: { line1: 'Strandgata 1', city: 'Bergen', postalCode: '5004', country: 'NO' },
      },
      billingInfoValid: true,
    });
    await router.navigate('/manage-customers');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/partner/manage-customers');
  });
});
