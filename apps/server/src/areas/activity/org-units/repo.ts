import { statement } from '../../../db/statement.ts';

export interface NamedItem {
  id: string;
  name: string;
}

// By name, then id, so the report filters list the same way every time.
export const departmentsStatement = statement<NamedItem>(
  'org_units_departments',
  'select id, name from org_departments where cybr_org_id = $1 order by name, id',
);
export const locationsStatement = statement<NamedItem>(
  'org_units_locations',
  'select id, name from org_locations where cybr_org_id = $1 order by name, id',
);

/** Whether a department or location id ($1) is one of the organisation's ($2). */
export const placeBelongsStatement = {
  department: statement<{ id: string }>(
    'org_units_department_of',
    'select id from org_departments where id = $1 and cybr_org_id = $2',
  ),
  location: statement<{ id: string }>(
    'org_units_location_of',
    'select id from org_locations where id = $1 and cybr_org_id = $2',
  ),
};
