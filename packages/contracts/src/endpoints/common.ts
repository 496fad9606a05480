import { z } from 'zod';
import { idSchema } from '../rules/validation.ts';

// What the server answers on success is not in the spec (§7): writes answer { ok: true }
// unless they return the changed record. See docs/decisions/0021-paths-and-answers-the-spec-leaves-open.md.
export const okResponse = z.object({ ok: z.literal(true) });
export const linkResponseSchema = z.object({ link: z.string() });

export const idParam = idSchema;
export const cybrIdParams = z.object({ cybrId: idParam });
