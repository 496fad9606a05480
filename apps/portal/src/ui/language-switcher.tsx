import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageCodes, languageNativeNames, toLanguageCode } from '@portal/contracts';
import { setLanguage } from '../i18n/index.ts';
import { reportError } from '../monitoring/report-error.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';

const options = languageCodes.map((code) => ({ value: code, label: languageNativeNames[code] }));

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('app.language')}
      data={options}
      value={toLanguageCode(i18n.language)}
      // The new language is fetched first; if that fails the page stays in the current one.
      onChange={(event) =>
        void setLanguage(event.currentTarget.value, true).catch((error: unknown) =>
          reportError(error, 'language-switcher'),
        )
      }
      size="xs"
    />
  );
}
