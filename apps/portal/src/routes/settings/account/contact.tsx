import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  Form,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  formatPhoneNumber,
  maxLength,
  messages,
  normalisePhoneNumber,
  organizationContact,
  organizationContactRequestSchema,
  updateOrganizationContact,
  type OrganizationContact,
} from '@portal/contracts';
import { ApiError } from '../../../api/api-error.ts';
import { call } from '../../../api/client.ts';
import { requirePartner } from '../../../session/require-partner.ts';
import { PageSection } from '../../../ui/page-section.tsx';
import { accountRouteId, type AccountLayoutData } from './account-access.ts';
import { FormOutcome } from './form-outcome.tsx';
import { parseForm, type FormText } from '../../../lib/parse-form.ts';
import { refusalOf, refusalText, type FieldErrors, type Refusal } from './refusals.ts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';

const fields = ['name', 'email', 'phoneNumber', 'jobTitle'] as const;

/** /settings/account/contact (§2): who the platform contacts about this partner account. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { org } = await requirePartner();
  try {
    return shown(
      await call(organizationContact, { params: { cybrOrgId: org.cybrOrgId }, signal: request.signal }),
      org.country,
    );
  } catch (error) {
    // No contact stored yet: the form starts empty.
    if (error instanceof ApiError && error.status === 404) return { contact: null, storedErrors: {} };
    throw error;
  }
}

/**
 * The stored contact as the form shows it: a phone number in the international format, or, where
 * the stored text is no phone number (saved before numbers were checked), marked as needing a fix.
 */
function shown(
  contact: OrganizationContact,
  country: string | null | undefined,
): { contact: OrganizationContact; storedErrors: FieldErrors } {
  if (!contact.phoneNumber) return { contact, storedErrors: {} };
  const phoneNumber = normalisePhoneNumber(contact.phoneNumber, country);
  if (!phoneNumber) return { contact, storedErrors: { phoneNumber: messages.phoneNumberInvalid } };
  return { contact: { ...contact, phoneNumber: formatPhoneNumber(phoneNumber) }, storedErrors: {} };
}

type ContactResult = { saved: true } | Refusal;

// A blank phone number or job title is none at all.
const contactInput = (text: FormText) => ({
  name: text('name'),
  email: text('email'),
  phoneNumber: text('phoneNumber') || null,
  jobTitle: text('jobTitle') || null,
});

export async function action({ request }: ActionFunctionArgs) {
  const { org } = await requirePartner();
  // The server's rules, here first: a number without + is read in the organisation's country.
  const parsed = parseForm(organizationContactRequestSchema(org.country), await request.formData(), {
    input: contactInput,
  });
  if ('errors' in parsed) return data<ContactResult>({ errors: parsed.errors }, { status: 400 });
  try {
    await call(updateOrganizationContact, { params: { cybrOrgId: org.cybrOrgId }, body: parsed.value });
    return { saved: true } satisfies ContactResult;
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<ContactResult>(refusal, { status: 'errors' in refusal ? 400 : refusal.status });
  }
}

export function Component() {
  const { contact, storedErrors } = useLoaderData<typeof loader>();
  const { canEdit } = useRouteLoaderData(accountRouteId) as AccountLayoutData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const refused = result && 'errors' in result ? result.errors : {};
  const errors: FieldErrors = result ? refused : storedErrors;
  const limits = { name: maxLength.name, email: maxLength.email, phoneNumber: maxLength.phoneNumber, jobTitle: 100 };
  return (
    <PageSection id="account-contact" title={t('account.contact.title')}>
      <Form method="post" noValidate>
        <Stack maw={480}>
          <Text size="sm">{contact ? t('account.contact.intro') : t('account.contact.empty')}</Text>
          <FormOutcome
            saved={result && 'saved' in result && navigation.state === 'idle' && t('account.contact.saved')}
            refused={result && 'refused' in result ? result.refused : undefined}
          />
          {Object.keys(refused).length > 0 && (
            <Alert color="red" role="alert">
              {t('account.contact.fixErrors')}
            </Alert>
          )}
          {!result && Object.keys(storedErrors).length > 0 && (
            <Alert color="orange" role="status">
              {t('validation.storedDetailsInvalid')}
            </Alert>
          )}
          {fields.map((field) => (
            <TextInput
              key={field}
              name={field}
              type={field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'}
              label={t(`account.contact.${field}`)}
              defaultValue={contact?.[field] ?? ''}
              error={refusalText(t, errors[field])}
              required={field === 'name' || field === 'email'}
              maxLength={limits[field]}
              disabled={!canEdit}
            />
          ))}
          {canEdit && (
            <Button type="submit" loading={navigation.state === 'submitting'} w="fit-content">
              {t('account.contact.save')}
            </Button>
          )}
        </Stack>
      </Form>
    </PageSection>
  );
}
