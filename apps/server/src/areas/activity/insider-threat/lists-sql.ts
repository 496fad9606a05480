import type { InsiderThreatModel, Wall } from '@portal/contracts';
import { statement } from '../../../db/statement.ts';

export interface CampaignRow {
  id: string;
  name: string;
  status: 'scheduled' | 'running' | 'finished';
  startedAt: string | null;
}

// Newest first; campaigns not started yet (no start) on top. Both read their (organisation, start) index.
export const crusadesOf = statement<CampaignRow>(
  'insider_threat_crusades',
  `select c.id, c.name, c.status, iso_utc(c.started_at) as "startedAt"
     from crusades c where c.cybr_org_id = $1 order by c.started_at desc, c.id`,
);

export const siegesOf = statement<CampaignRow & { model: InsiderThreatModel }>(
  'insider_threat_sieges',
  `select s.id, s.name, s.status, s.model, iso_utc(s.started_at) as "startedAt"
     from sieges s where s.cybr_org_id = $1 order by s.started_at desc, s.id`,
);

export const wallColumns = `w.id as "wallId",
  array(select ws.siege_id from wall_sieges ws where ws.wall_id = w.id order by ws.siege_id) as "siegeIds",
  iso_utc(w.first_seen) as "firstSeen", iso_utc(w.updated) as updated,
  w.csv_ready as "csvReady", w.customer_ready as "customerReady", w.user_cybr_id as "user"`;

// The review list: awaiting walls only, most recently updated first (the partial index walls_awaiting_idx).
export const awaitingWallsOf = statement<Wall>(
  'insider_threat_awaiting_walls',
  `select ${wallColumns} from walls w
    where w.cybr_org_id = $1 and w.review = 'awaiting' order by w.updated desc, w.id`,
);

export const wallOf = statement<Wall & { review: string; customerFlag: string }>(
  'insider_threat_wall',
  `select ${wallColumns}, w.review, w.customer_flag as "customerFlag" from walls w where w.cybr_org_id = $1 and w.id = $2`,
);
