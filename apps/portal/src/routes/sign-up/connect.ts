import { orgAuthorization, toLanguageCode } from '@portal/contracts';
import { call } from '../../api/client.ts';
import { isFramed, runInPopup, type PopupResult } from '../../session/popup.ts';
import type { PartnerKind } from './sign-up-step.ts';

/**
 * Connects the person's organisation through their identity provider (org-authorization): the
 * whole window goes there and comes back to the next step, or, inside a frame, a popup does.
 */
export async function connectOrganization(kind: PartnerKind, language: string): Promise<PopupResult | 'redirected'> {
  const framed = isFramed();
  const { link } = await call(orgAuthorization, {
    query: {
      'auth-provider': 'microsoft',
      'popup-enabled': framed,
      partner: true,
      products: 'SAT',
      'partner-type': kind,
      lang: toLanguageCode(language),
    },
  });
  if (!framed) {
    window.location.assign(link);
    return 'redirected';
  }
  return runInPopup(link);
}
