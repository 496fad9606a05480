import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { partnerRootContext, partnerRootGuard, type PartnerRootData } from '../session/partner-root-guard.ts';

// §4: the guard decides before any loader of this route or below it starts.
export const middleware = [partnerRootGuard];

export function loader({ context }: LoaderFunctionArgs): PartnerRootData {
  return context.get(partnerRootContext);
}

export function Component() {
  return <Outlet />;
}
