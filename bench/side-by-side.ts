import { requestStep, type Step } from './load.ts';
import { sqlStep, type RunStatement } from './measure-sql.ts';
import type { Served } from './processes.ts';
import type { Scenario } from './scenarios.ts';
import { sessionLookup } from './anchor/session-lookup.ts';

/** PostgreSQL: ours, the anchor and the floor, all three on the same database. */
export type SideBySide = { ours: Served; anchor: Served; floor: Served };

/** One round of the one-connection comparison: ours, the anchor, the floor, the bare SQL, the anchor's SQL. */
export const sideBySideSteps = (
  { ours, anchor, floor }: SideBySide,
  run: RunStatement,
  scenario: Scenario,
  cookie: string,
): Step[] => [
  requestStep(ours, scenario.url, cookie),
  requestStep(anchor, scenario.url, cookie),
  requestStep(floor, scenario.url, cookie),
  sqlStep(run, scenario.statements),
  sqlStep(run, [sessionLookup(cookie), ...scenario.statements]),
];
