import { feedbackSchema, type Feedback } from '@portal/contracts';
import { parseForm, type FormText } from '../../lib/parse-form.ts';

export type FeedbackErrors = Partial<Record<'score' | 'text' | 'form', string>>;

// No score chosen is no score at all, which the contract refuses like one out of range.
const feedbackInput = (text: FormText) => ({
  score: text('score') === '' ? undefined : Number(text('score')),
  text: text('text'),
});

/** The dialog's form as the contract's body, or the string key of what is wrong with each field. */
export function readFeedbackForm(form: FormData): { body: Feedback } | { errors: FeedbackErrors } {
  const parsed = parseForm(feedbackSchema, form, { input: feedbackInput });
  if ('value' in parsed) return { body: parsed.value };
  const errors: FeedbackErrors = {};
  if (parsed.errors.score) errors.score = 'feedback.scoreRequired';
  if (parsed.errors.text) errors.text = 'feedback.tooLong';
  return { errors };
}
