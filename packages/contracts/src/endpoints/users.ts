import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { cybrIdParams, okResponse } from './common.ts';
import { cybrOrgIdParams } from './organizations.ts';
import { queryBoolean, queryInt, sortOrderSchema } from './query-params.ts';
import { currentUserSchema } from '../entities/current-user.ts';
import { productTypeSchema } from '../entities/license.ts';
import { organizationSchema } from '../entities/organization.ts';
import { paginatedSchema } from '../entities/paginated.ts';
import { attackStatsSchema } from '../entities/attack-stats.ts';
import { trainingStatsSchema } from '../entities/training-stats.ts';
import {
  deliveryMethodSchema,
  deliveryPreferenceSchema,
  feedbackSchema,
  memberRoleSchema,
  platformUserSchema,
} from '../entities/user.ts';

export const usersMe = endpoint({
  method: 'GET',
  path: '/api/v1/users/me',
  response: currentUserSchema,
  summary: 'The signed-in user with its organisation',
});

export const user = endpoint({
  method: 'GET',
  path: '/api/v1/users/{cybrId}',
  params: cybrIdParams,
  // Beyond §3: how the person receives notifications, null until they choose (docs/decisions/0055-account-settings-admins-contact-delivery.md).
  response: platformUserSchema.extend({ preferredDeliveryMethod: deliveryMethodSchema.nullable().optional() }),
  summary: 'One platform user',
});

export const sendFeedback = endpoint({
  method: 'POST',
  path: '/api/v1/users/feedback',
  body: feedbackSchema,
  response: okResponse,
  summary: 'Feedback from the signed-in user (score and text)',
});

export const setDeliveryPreference = endpoint({
  method: 'POST',
  path: '/api/v1/users/{cybrId}/deliveries/preferences',
  params: cybrIdParams,
  body: deliveryPreferenceSchema,
  response: deliveryPreferenceSchema,
  summary: 'Preferred delivery method: slack, email or teams',
});

export const userSummaries = endpoint({
  method: 'GET',
  path: '/api/v1/users/{cybrId}/summaries',
  params: cybrIdParams,
  response: z.object({ attacks: attackStatsSchema, training: trainingStatsSchema }),
  summary: "A user's attack and training summary",
});

// Several values arrive comma-separated (userRoles=Admin,User) or repeated; each list here picks
// from a handful of values, so a few dozen is already more than any real filter.
const csv = <T extends z.ZodType>(item: T) => {
  const list = z.array(item).max(20);
  return z.union([
    list,
    z
      .string()
      .max(200)
      .transform((s, ctx) => {
        const parsed = list.safeParse(s.split(',').filter(Boolean));
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: 'Invalid input' });
          return z.NEVER;
        }
        return parsed.data;
      }),
  ]);
};

export const membersQuery = z.object({
  from: queryInt(0, 10_000_000).default(0),
  to: queryInt(1, 10_000_100).default(25),
  search: z.string().trim().max(100).optional(),
  sortBy: z.enum(['fullName', 'userRole', 'latestContact', 'cybrId']).default('fullName'),
  order: sortOrderSchema.default('asc'),
  userRoles: csv(memberRoleSchema).optional(),
  licenseTypes: csv(productTypeSchema).optional(),
  admins: queryBoolean.optional(),
});

export const organizationMembers = endpoint({
  method: 'GET',
  path: '/api/v2/users/organizations/{cybrOrgId}',
  params: cybrOrgIdParams,
  query: membersQuery,
  response: paginatedSchema(platformUserSchema),
  summary: 'Members of an organisation: search, sort, filter by role, licence and admins',
});

export const userPartners = endpoint({
  method: 'GET',
  path: '/api/v1/users/{cybrId}/partners',
  params: cybrIdParams,
  response: z.array(organizationSchema),
  summary: 'Partner organisations the user belongs to',
});
