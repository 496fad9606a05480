import { login, toLanguageCode } from '@portal/contracts';
import { call } from '../api/client.ts';

/** §7: the identity provider's address at which OpenID Connect sign-in starts (in a popup, or this window). */
export async function signInLink(language: string, popup = false): Promise<string> {
  const { link } = await call(login, {
    query: { 'auth-provider': 'microsoft', 'popup-enabled': popup, lang: toLanguageCode(language) },
  });
  return link;
}
