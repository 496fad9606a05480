import i18n from 'i18next';
import { dateLocaleFor, organization, organizationMembers, user as userEndpoint } from '@portal/contracts';
import { call } from '../../../api/client.ts';
import { requirePartner } from '../../../session/require-partner.ts';

export const pageSize = 10;
const sorts = ['fullName', 'userRole', 'latestContact'] as const;
export type UsersSort = (typeof sorts)[number];

/** The users list's state in the URL: search, sort, order and page, each checked (anything else is the default). */
export function readUsersParams(search: URLSearchParams) {
  const page = Number(search.get('page'));
  const sort = search.get('sort') as UsersSort | null;
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    sort: sort && sorts.includes(sort) ? sort : ('fullName' as const),
    order: search.get('order') === 'desc' ? ('desc' as const) : ('asc' as const),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
export type UsersParams = ReturnType<typeof readUsersParams>;

/** Everything the account page shows: the organisation, a page of its users, and the person's own delivery method. */
export async function loadAccount(url: URL, signal: AbortSignal) {
  const { user, org: own } = await requirePartner();
  const params = { cybrOrgId: own.cybrOrgId };
  const list = readUsersParams(url.searchParams);
  const [org, users, me, locale] = await Promise.all([
    call(organization, { params, signal }),
    call(organizationMembers, {
      params,
      query: {
        from: (list.page - 1) * pageSize,
        to: list.page * pageSize,
        sortBy: list.sort,
        order: list.order,
        ...(list.search ? { search: list.search } : {}),
      },
      signal,
    }),
    call(userEndpoint, { params: { cybrId: user.cybrId }, signal }),
    dateLocaleFor(i18n.language),
  ]);
  return {
    org,
    users,
    list,
    preferredDeliveryMethod: me.preferredDeliveryMethod ?? null,
    dates: { language: i18n.language, locale },
  };
}

export type AccountData = Awaited<ReturnType<typeof loadAccount>>;
