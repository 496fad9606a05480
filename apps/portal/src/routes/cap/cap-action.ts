import { data, redirect, type ActionFunctionArgs } from 'react-router';
import {
  licenseCapValueSchema,
  partnerOrganization,
  productTypeSchema,
  updateChildLicenseCaps,
} from '@portal/contracts';
import { ApiError } from '../../api/api-error.ts';
import { call } from '../../api/client.ts';
import { requirePartner } from '../../session/require-partner.ts';
import { shownCap } from './caps.ts';

export type CapActionResult = { fieldError?: string; fieldErrorKey?: string; conflict?: { current: number | null } };

/** The form's number: '' and anything that is not 0 or a whole number ≥ 1 is refused before sending. */
function readCap(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return licenseCapValueSchema.safeParse(Number(value)).data ?? null;
}

function readExpected(value: FormDataEntryValue | null): number | null {
  return typeof value === 'string' && value !== ''
    ? (licenseCapValueSchema.safeParse(Number(value)).data ?? null)
    : null;
}

/** /cap action: one customer's cap for one product, with the stale-edit guard. */
export async function capAction({ request }: ActionFunctionArgs) {
  const { cybrOrgId } = (await requirePartner()).org;
  const form = await request.formData();
  const productType = productTypeSchema.safeParse(form.get('productType')).data;
  const licenseCap = readCap(form.get('licenseCap'));
  if (!productType || licenseCap === null)
    return data<CapActionResult>({ fieldErrorKey: 'caps.capRule' }, { status: 400 });

  const childCybrOrgId = String(form.get('childCybrOrgId') ?? '');
  const expectedLicenseCap = readExpected(form.get('expectedLicenseCap'));
  try {
    await call(updateChildLicenseCaps, {
      params: { cybrOrgId, childCybrOrgId },
      body: { productType, licenseCap, expectedLicenseCap },
    });
    // Saved: back to the list the person came from, editor closed.
    const back = new URL(request.url);
    back.searchParams.delete('customer');
    back.searchParams.delete('product');
    return redirect(`/cap${back.search}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // Someone else changed the cap since this person loaded it: show what it is now, overwrite nothing.
      const now = await call(partnerOrganization, { params: { cybrOrgId, childCybrOrgId } });
      return data<CapActionResult>({ conflict: { current: shownCap(now, productType) } }, { status: 409 });
    }
    if (error instanceof ApiError && error.status === 400) {
      const message =
        error.body?.fields?.find((f) => f.field === 'licenseCap')?.message ?? error.body?.message ?? error.message;
      return data<CapActionResult>({ fieldError: message }, { status: 400 });
    }
    throw error;
  }
}
