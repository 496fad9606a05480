/**
 * The rows a report covers, for attempts aliased `a` joined to their person's placement `p`:
 * $1 organisation, $2 start, $3 end or null, $4 language, $5 department, $6 location (each null for all).
 * Department and location are the person's current ones. `joins` adds tables a report shows.
 */
export const reportFrom = (table: 'attack_attempts' | 'training_attempts', joins = '') => `${table} a
  left join user_placements p on p.cybr_id = a.cybr_id ${joins}
  where a.cybr_org_id = $1 and a.sent_at >= $2::timestamptz and ($3::timestamptz is null or a.sent_at < $3::timestamptz)
    and ($4::text is null or a.language_code = $4::text)
    and ($5::text is null or p.department_id = $5::text)
    and ($6::text is null or p.location_id = $6::text)`;

/** A time as the API writes it (ISO 8601, UTC, milliseconds), whatever the session's time zone. */
export const isoColumn = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
