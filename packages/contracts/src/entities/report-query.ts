import { z } from 'zod';
import { languageCodeSchema } from './provider-enums.ts';
import { lookbackSchema, maxLength } from '../rules/validation.ts';

// §3 report periods; custom needs its own range.
export const reportPeriodSchema = z.enum(['24hours', '7days', '30days', '12months', 'custom']);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const reportTypeSchema = z.enum(['range', 'scatter']);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const reportQueryMessages = {
  rangeRequired: 'from and to are required for a custom period',
  rangeOnlyForCustom: 'from and to apply only to a custom period',
  rangeOrder: 'to must not be before from',
} as const;

// §7 report query. from and to are calendar days, given only with a custom
// period, so a preset period and a range can never disagree.
// Shape not in the spec: see docs/decisions/0020-entity-shapes-the-spec-does-not-show.md
export const reportQuerySchema = z
  .object({
    period: reportPeriodSchema,
    from: z.iso.date().max(10).optional(),
    to: z.iso.date().max(10).optional(),
    // The id of one of the organisation's locations or departments.
    location: z.string().min(1).max(maxLength.id).optional(),
    department: z.string().min(1).max(maxLength.id).optional(),
    lang: languageCodeSchema.optional(),
    type: reportTypeSchema,
  })
  .superRefine((query, ctx) => {
    const hasRange = query.from !== undefined || query.to !== undefined;
    if (query.period !== 'custom') {
      if (hasRange) ctx.addIssue({ code: 'custom', path: ['from'], message: reportQueryMessages.rangeOnlyForCustom });
      return;
    }
    if (query.from === undefined || query.to === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [query.from === undefined ? 'from' : 'to'],
        message: reportQueryMessages.rangeRequired,
      });
    } else if (query.to < query.from) {
      // yyyy-MM-dd strings order the same way as the days they name.
      ctx.addIssue({ code: 'custom', path: ['to'], message: reportQueryMessages.rangeOrder });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

// §5 lookback as a query value: query strings carry text, so '90' is read as 90;
// absent means the 30-day default.
export const lookbackQuerySchema = z.object({
  lookback: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
    lookbackSchema,
  ),
});
export type LookbackQuery = z.infer<typeof lookbackQuerySchema>;
