import { login } from '@portal/contracts';
import { call } from '../api/client.ts';

/** §7: the identity provider's address at which OpenID Connect sign-in starts. */
export async function signInLink(): Promise<string> {
  const { link } = await call(login, { query: { 'auth-provider': 'microsoft', 'popup-enabled': false } });
  return link;
}
