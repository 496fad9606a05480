import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { sendFeedback } from '@portal/contracts';
import { ApiError } from '../../api/api-error.ts';
import { call } from '../../api/client.ts';
import { reportError } from '../../monitoring/report-error.ts';
import { readFeedbackForm, type FeedbackErrors } from './feedback-form.ts';

// Nothing to show at /feedback itself: the dialog opens from any page.
export const loader = () => redirect('/');

/** The feedback dialog's submission (the dialog lives in the main layout; this route has no screen). */
export async function action({ request }: ActionFunctionArgs) {
  const read = readFeedbackForm(await request.formData());
  if ('errors' in read) return data({ ok: false as const, errors: read.errors }, { status: 400 });
  try {
    await call(sendFeedback, { body: read.body });
    return { ok: true as const, errors: {} as FeedbackErrors };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return data({ ok: false as const, errors: { form: 'feedback.tooMany' } }, { status: 429 });
    if (error instanceof ApiError && error.status === 400) {
      const fields = new Set(error.body?.fields?.map((f) => f.field));
      const errors: FeedbackErrors = fields.has('score')
        ? { score: 'feedback.scoreRequired' }
        : { text: 'feedback.tooLong' };
      return data({ ok: false as const, errors }, { status: 400 });
    }
    reportError(error, 'feedback');
    return data({ ok: false as const, errors: { form: 'feedback.failed' } }, { status: 502 });
  }
}
