import type { Locale } from 'date-fns';
import {
  apiBasePath,
  dateLocaleFor,
  decideWall,
  user,
  walls as wallsEndpoint,
  wallActivity,
  type Wall,
  type WallDecision,
} from '@portal/contracts';
import { ApiError, TimeoutError } from '../../../api/api-error.ts';
import { call, getClientConfig, resolvePath } from '../../../api/client.ts';
import { reportError } from '../../../monitoring/report-error.ts';

// What the insider-threat section asks of the API and makes of the answers (customer-walls.tsx shows it).

/** The person a wall is about, as the users endpoint names them. */
export interface Person {
  fullName: string;
  email: string;
}

export interface ReviewList {
  walls: Wall[];
  /** By cybrId; a person whose lookup failed is missing and shown by cybrId. */
  people: Record<string, Person>;
  /** The date-fns locale of the language the list was loaded in (a later switch loads its own). */
  dates: { language: string; locale: Locale };
}

/** The customer's walls awaiting review, with the people they are about and the dates' locale. */
export async function loadReviewList(cybrOrgId: string, language: string, signal?: AbortSignal): Promise<ReviewList> {
  const [walls, locale] = await Promise.all([
    call(wallsEndpoint, { params: { cybrOrgId }, signal }),
    dateLocaleFor(language),
  ]);
  const ids = [...new Set(walls.map((wall) => wall.user))];
  const found = await Promise.allSettled(ids.map((cybrId) => call(user, { params: { cybrId }, signal })));
  const people: Record<string, Person> = {};
  found.forEach((result, n) => {
    if (result.status === 'fulfilled') people[ids[n]!] = { fullName: result.value.fullName, email: result.value.email };
  });
  return { walls, people, dates: { language, locale } };
}

/** A plain download of the activity behind a wall, like the section's other reports. */
export function activityHref(cybrOrgId: string, wallId: string): string {
  return `${getClientConfig().origin}${apiBasePath}${resolvePath(wallActivity.path, { cybrOrgId, wallId })}`;
}

/** What became of a decision: done, refused because the wall was already decided, or failed. */
export type DecisionOutcome =
  | { status: 'done'; decision: WallDecision; name: string }
  | { status: 'conflict'; message: string }
  | { status: 'failed' };

/** Sends the decision about one wall; a 409 carries the server's own words. */
export async function sendDecision(
  cybrOrgId: string,
  wallId: string,
  decision: WallDecision,
  name: string,
): Promise<DecisionOutcome> {
  try {
    await call(decideWall, { params: { cybrOrgId, wallId }, body: { decision } });
    return { status: 'done', decision, name };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      return { status: 'conflict', message: error.body?.message ?? '' };
    if (!(error instanceof ApiError || error instanceof TimeoutError)) reportError(error, 'customer-walls');
    return { status: 'failed' };
  }
}

export type WallsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'unlicensed' } | { status: 'loaded'; list: ReviewList };

/** Why the list is missing: 403 is the customer without an active licence; anything else failed. */
export function failedLoad(error: unknown): WallsState {
  if (error instanceof ApiError && error.status === 403) return { status: 'unlicensed' };
  if (!(error instanceof ApiError || error instanceof TimeoutError)) reportError(error, 'customer-walls');
  return { status: 'failed' };
}
