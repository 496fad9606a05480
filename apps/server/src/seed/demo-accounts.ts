// The people a demo database can sign in as: the seed's parts and the README name them.
export const demoPassword = 'portal-demo';
/** An access code the demo distributor issued last year, long expired (shows how a stale code is refused). */
export const expiredDemoCode = 'DEMO-EXPD-CODE';

export const demoAccounts = {
  distributor: {
    email: 'distributor@portal.example',
    name: 'Ingrid Hansen',
    what: 'distributor admin (Nordic Shield Distribution AS)',
  },
  reseller: { email: 'reseller@portal.example', name: 'Lukas Schmidt', what: 'reseller admin (Alpine Secure IT GmbH)' },
  reseller2: {
    email: 'reseller2@portal.example',
    name: 'Emma Smith',
    what: 'reseller admin (Thames Cyber Partners Ltd)',
  },
  customer: {
    email: 'customer@portal.example',
    name: 'Sofia Garcia',
    what: 'admin of a customer organisation, not a partner',
  },
  staff: { email: 'staff@portal.example', name: 'Daan de Vries', what: 'platform staff (SuperAdmin)' },
} as const;
export type DemoAccount = keyof typeof demoAccounts;
