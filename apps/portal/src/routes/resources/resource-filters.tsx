import { Button, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import {
  languageCodes,
  languageNativeNames,
  resourceKinds,
  resourceSearchMaxLength,
  type LanguageCode,
} from '@portal/contracts';
import { allLanguages, readResourceParams, resourceSorts, toSearch, type ResourceParams } from './resource-params.ts';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

/**
 * A GET form (the route keys it by the URL's state, so the back button resets it): the search applies when submitted, a language, kind or order as soon as it is chosen; each
 * starts again at page 1, and the URL holds it all.
 */
export function ResourceFilters({ params, own }: { params: ResourceParams; own: LanguageCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(params.search);
  // The form's values as a short link: defaults (the person's language, page 1, empty fields) left out.
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const next = readResourceParams(new URLSearchParams(new FormData(form) as unknown as Record<string, string>), own);
    void navigate(toSearch(next, own));
  };
  const applyNow = (event: React.ChangeEvent<HTMLSelectElement>) => apply(event.currentTarget.form);

  return (
    <Form
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          name="search"
          type="search"
          label={t('resources.search')}
          placeholder={t('resources.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={resourceSearchMaxLength}
          w={280}
          rightSection={
            params.search || search ? (
              <CloseButton
                aria-label={t('resources.clearSearch')}
                onClick={() => {
                  setSearch('');
                  void navigate(toSearch(params, own, { search: '', page: 1 }));
                }}
              />
            ) : null
          }
        />
        <Button type="submit">{t('resources.searchButton')}</Button>
        <NativeSelect
          name="language"
          label={t('resources.language')}
          defaultValue={params.language ?? allLanguages}
          onChange={applyNow}
          data={[
            { value: allLanguages, label: t('resources.allLanguages') },
            ...languageCodes.map((code) => ({ value: code, label: languageNativeNames[code] })),
          ]}
        />
        <NativeSelect
          name="kind"
          label={t('resources.kind')}
          defaultValue={params.kind ?? ''}
          onChange={applyNow}
          data={[
            { value: '', label: t('resources.allKinds') },
            ...resourceKinds.map((kind) => ({ value: kind, label: t(`resources.kinds.${kind}`) })),
          ]}
        />
        <NativeSelect
          name="sort"
          label={t('resources.sort')}
          defaultValue={params.sort}
          onChange={applyNow}
          data={resourceSorts.map((sort) => ({ value: sort, label: t(`resources.sorts.${sort}`) }))}
        />
      </Group>
    </Form>
  );
}
