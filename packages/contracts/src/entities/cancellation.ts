import { z } from 'zod';
import { idSchema, maxLength, nonEmptyTextUpTo } from '../rules/validation.ts';

export const cancellationMessages = {
  resumeWithCancellation: 'A resumed subscription carries neither a cancellationReason nor a cancellationTime',
  neither: 'Give a cancellationReason or a cancellationTime',
  both: 'Give either a cancellationReason or a cancellationTime, not both',
} as const;

const ids = {
  subscriptionId: idSchema,
  cybrOrgId: idSchema,
};

// §3: resuming undoes a pending cancellation, so it carries no cancellation data.
export const resumeSubscriptionSchema = z.object({
  ...ids,
  resume: z.literal(true),
  cancellationReason: z.undefined({ error: cancellationMessages.resumeWithCancellation }).optional(),
  cancellationTime: z.undefined({ error: cancellationMessages.resumeWithCancellation }).optional(),
});

// §3 / §4: "either a cancellationReason or a cancellationTime" ("reason or date").
// Read as exactly one, since both sections phrase them as alternatives; a
// stricter contract can later be relaxed to at-least-one without breaking
// clients, the reverse cannot.
export const cancelSubscriptionSchema = z
  .object({
    ...ids,
    resume: z.literal(false),
    cancellationReason: nonEmptyTextUpTo(maxLength.shortText).optional(),
    cancellationTime: z.iso.datetime({ offset: true }).max(maxLength.timestamp).optional(),
  })
  .superRefine((value, ctx) => {
    const hasReason = value.cancellationReason !== undefined;
    const hasTime = value.cancellationTime !== undefined;
    if (!hasReason && !hasTime) {
      ctx.addIssue({ code: 'custom', path: ['cancellationReason'], message: cancellationMessages.neither });
    } else if (hasReason && hasTime) {
      ctx.addIssue({ code: 'custom', path: ['cancellationTime'], message: cancellationMessages.both });
    }
  });

// §3 cancellation request: resume true or false decides which fields may appear.
export const cancellationSchema = z.discriminatedUnion('resume', [resumeSubscriptionSchema, cancelSubscriptionSchema]);
export type Cancellation = z.infer<typeof cancellationSchema>;
