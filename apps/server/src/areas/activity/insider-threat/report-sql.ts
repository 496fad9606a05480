import { statement } from '../../../db/statement.ts';
import { activeLicenceCondition } from './licence-sql.ts';

export interface ReportRow {
  wallId: string;
  fullName: string | null;
  email: string | null;
  firstSeen: string;
  updated: string;
  models: string;
  activity: number;
  review: string;
  customerReady: boolean;
  customerFlag: string;
  cursorAt: string;
}

/**
 * The next batch of the organisation's walls seen during [$2, $3): first seen before its end and
 * updated since its start. Newest first, in keyset steps after (updated, id) = ($6, $7). Nothing at
 * all without an active insider-threat-detection licence. Department and location ($4, $5) match
 * the person's org units when the wall was raised.
 */
export const reportBatch = statement<ReportRow>(
  'insider_threat_report',
  `select w.id as "wallId", u.full_name as "fullName", u.email, iso_utc(w.first_seen) as "firstSeen", iso_utc(w.updated) as updated,
          array_to_string(array(select distinct s.model from wall_sieges ws join sieges s on s.id = ws.siege_id
                                 where ws.wall_id = w.id order by s.model), ';') as models,
          (select count(*) from wall_activity a where a.wall_id = w.id)::int as activity,
          w.review, w.customer_ready as "customerReady", w.customer_flag as "customerFlag", w.updated::text as "cursorAt"
     from walls w left join users u on u.cybr_id = w.user_cybr_id
    where w.cybr_org_id = $1 and ${activeLicenceCondition('$1')}
      and w.updated >= $2::timestamptz and w.first_seen < $3::timestamptz
      and ($4::text is null or w.department_id = $4::text) and ($5::text is null or w.location_id = $5::text)
      and ($6::timestamptz is null or (w.updated, w.id) < ($6::timestamptz, $7::text))
    order by w.updated desc, w.id desc limit $8`,
);
