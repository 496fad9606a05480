import { z } from 'zod';

// Query strings carry text; these accept both the typed value and its text form.
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const sortOrderSchema = z.enum(['asc', 'desc']);
