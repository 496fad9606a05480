import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHeaderDisclosure } from './header-disclosure.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import classes from './main-layout.module.css';

interface Props {
  fullName: string;
  onFeedback: () => void;
  onSignOut: () => void;
}

/**
 * Who is signed in, the language, feedback and sign-out: a row at the end of the header; on narrow
 * screens (main-layout.module.css) an account button that opens them as a list under the header.
 */
export function AccountMenu({ fullName, onFeedback, onSignOut }: Props) {
  const { t } = useTranslation();
  const { open, toggle, close, button, container, onKeyDown } = useHeaderDisclosure();

  return (
    <div ref={container} className={classes.account} onKeyDown={onKeyDown}>
      <button
        ref={button}
        id="account-button"
        type="button"
        className={`${classes.headerButton} ${classes.accountButton}`}
        aria-expanded={open}
        aria-controls="account-menu"
        aria-label={t('app.account')}
        onClick={toggle}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="10" cy="6.5" r="3.5" />
          <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" strokeLinecap="round" />
        </svg>
      </button>
      <div id="account-menu" className={classes.accountControls} data-open={open || undefined}>
        <Text size="sm" className={classes.userName} title={fullName}>
          <VisuallyHidden>{t('app.signedInAs', { name: '' })}</VisuallyHidden>
          {fullName}
        </Text>
        <LanguageSwitcher />
        <Button
          id="feedback-button"
          variant="subtle"
          size="xs"
          aria-haspopup="dialog"
          onClick={() => {
            close();
            onFeedback();
          }}
        >
          {t('app.feedback')}
        </Button>
        <Button variant="default" size="xs" onClick={onSignOut}>
          {t('app.signOut')}
        </Button>
      </div>
    </div>
  );
}
