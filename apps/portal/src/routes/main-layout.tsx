import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useNavigate, useRouteLoaderData } from 'react-router';
import { useLiveUpdates } from '../events/live-updates.ts';
import type { PartnerRootData } from '../session/partner-root-guard.ts';
import { signOut, requireUser } from '../session/current-user.ts';
import { fullPageReplace } from '../session/navigation.ts';
import { ensureFeatureStrings } from '../i18n/index.ts';
import { AccountMenu } from '../ui/account-menu.tsx';
import { MainNavigation } from '../ui/main-navigation.tsx';
import { NavigationProgress } from '../ui/navigation-progress.tsx';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import classes from '../ui/main-layout.module.css';

// §2: every child of the main layout.
const navigation = [
  { to: '/welcome', label: 'nav.welcome' },
  { to: '/manage-customers', label: 'nav.customers' },
  { to: '/pending', label: 'customers.navigation.pending' },
  { to: '/add-pending-customers', label: 'customers.navigation.addCustomers' },
  { to: '/cap', label: 'customers.navigation.caps' },
  { to: '/audit-log', label: 'customers.navigation.auditLog' },
  { to: '/pricing', label: 'nav.pricing' },
  { to: '/resources', label: 'nav.resources' },
  { to: '/settings', label: 'settings.title' },
] as const;

// The feedback dialog and its strings load when it is first opened, not with every page.
const FeedbackDialog = lazy(
  async () => (await Promise.all([import('../ui/feedback-dialog.tsx'), ensureFeatureStrings('feedback')]))[0],
);

export async function loader() {
  const user = await requireUser();
  return { fullName: user.fullName, organizationName: user.organizationData?.organizationName ?? '' };
}

export function Component() {
  const { fullName, organizationName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A partner whose pricing is hidden has no price page to go to.
  const hidePricing = (useRouteLoaderData('partner-root') as PartnerRootData | undefined)?.hidePricing ?? false;
  const [signingOut, setSigningOut] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // The event stream belongs to the signed-in partner: it closes when the layout goes or sign-out starts.
  useLiveUpdates(!signingOut);

  // A person who signs out on a shared computer is signed out at the identity provider too,
  // which then sends the browser back to the sign-in page.
  async function onSignOut() {
    setSigningOut(true);
    const endSessionUrl = await signOut();
    if (endSessionUrl) await fullPageReplace(endSessionUrl);
    else await navigate('/login');
  }

  // Focus goes back where the dialog was opened: the feedback button, or the account button when
  // the feedback button sits in the account menu, which closed as the dialog opened.
  function closeFeedback() {
    setFeedbackOpen(false);
    const opener = ['feedback-button', 'account-button']
      .map((id) => document.getElementById(id))
      .find((element) => element?.checkVisibility());
    opener?.focus();
  }

  return (
    <>
      <NavigationProgress />
      <header className={classes.header}>
        <div className={classes.bar}>
          <Anchor href="#main" className={classes.skipLink}>
            {t('app.skipToContent')}
          </Anchor>
          <Text fw={700} className={classes.orgName} title={organizationName || undefined}>
            {organizationName || t('app.name')}
          </Text>
          <MainNavigation entries={navigation.filter(({ to }) => !(hidePricing && to === '/pricing'))} />
          <AccountMenu fullName={fullName} onFeedback={() => setFeedbackOpen(true)} onSignOut={onSignOut} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
        {feedbackOpen && (
          <Suspense fallback={null}>
            <FeedbackDialog onClose={closeFeedback} />
          </Suspense>
        )}
      </main>
    </>
  );
}
