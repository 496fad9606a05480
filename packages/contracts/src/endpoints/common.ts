import { z } from 'zod';

// What the server answers on success is not in the spec (§7): writes answer { ok: true }
// unless they return the changed record. See docs/decisions.md.
export const okResponse = z.object({ ok: z.literal(true) });
export const linkResponseSchema = z.object({ link: z.string() });

export const idParam = z.string().min(1).max(64);
export const cybrIdParams = z.object({ cybrId: idParam });
