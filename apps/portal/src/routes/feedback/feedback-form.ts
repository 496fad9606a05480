import { feedbackSchema, type Feedback } from '@portal/contracts';

export type FeedbackErrors = Partial<Record<'score' | 'text' | 'form', string>>;

/** The dialog's form as the contract's body, or the string key of what is wrong with each field. */
export function readFeedbackForm(form: FormData): { body: Feedback } | { errors: FeedbackErrors } {
  const rawScore = form.get('score');
  const parsed = feedbackSchema.safeParse({ score: rawScore === null || rawScore === '' ? undefined : Number(rawScore), text: String(form.get('text') ?? '') });
  if (parsed.success) return { body: parsed.data };
  const errors: FeedbackErrors = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'score') errors.score = 'feedback.scoreRequired';
    if (issue.path[0] === 'text') errors.text = 'feedback.tooLong';
  }
  return { errors };
}
