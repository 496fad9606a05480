import { statement } from '../../db/statement.ts';

export const personOrganizationStatement = statement<{ cybrOrgId: string | null }>(
  'activity_person_org',
  'select cybr_org_id as "cybrOrgId" from users where cybr_id = $1',
);
