import { z } from 'zod';

// §3: paginated lists carry data, count, from, to, reqFrom, reqTo, total.
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    count: z.number().int().nonnegative(),
    from: z.number().int().nonnegative(),
    to: z.number().int().nonnegative(),
    reqFrom: z.number().int().nonnegative(),
    reqTo: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  });
}
export type Paginated<T> = {
  data: T[];
  count: number;
  from: number;
  to: number;
  reqFrom: number;
  reqTo: number;
  total: number;
};
