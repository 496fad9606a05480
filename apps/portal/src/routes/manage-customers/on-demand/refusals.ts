import type { ApiError } from '../../../api/api-error.ts';

export type Refusal = { cybrOrgId: string | null; message: string };

/** The server names a refused customer by its position in the request (`childCybrOrgIds.<index>`). */
export function refusalsFrom(error: ApiError, ids: readonly string[]): Refusal[] {
  const fields = error.body?.fields ?? [];
  if (fields.length === 0) return [{ cybrOrgId: null, message: error.body?.message ?? error.message }];
  return fields.map(({ field, message }) => {
    const index = /^childCybrOrgIds\.(\d+)$/.exec(field)?.[1];
    return { cybrOrgId: index === undefined ? null : (ids[Number(index)] ?? null), message };
  });
}
