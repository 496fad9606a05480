import { describe, expect, it } from 'vitest';
import { readFeedbackForm } from './feedback-form.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('the feedback form', () => {
  it('reads a score of 0 to 10 and a text, which may be empty', () => {
    expect(readFeedbackForm(form({ score: '0', text: '' }))).toEqual({ body: { score: 0, text: '' } });
    expect(readFeedbackForm(form({ score: '10', text: ' Great ' }))).toEqual({ body: { score: 10, text: 'Great' } });
  });

  it('names the score when none is chosen or it is out of range, and the text when it is too long', () => {
    expect(readFeedbackForm(form({ text: 'x' }))).toEqual({ errors: { score: 'feedback.scoreRequired' } });
    expect(readFeedbackForm(form({ score: '11', text: 'x' }))).toEqual({ errors: { score: 'feedback.scoreRequired' } });
    expect(readFeedbackForm(form({ score: '-1', text: 'x' }))).toEqual({ errors: { score: 'feedback.scoreRequired' } });
    expect(readFeedbackForm(form({ score: '5', text: 'x'.repeat(5000) }))).toMatchObject({ body: { score: 5 } });
    expect(readFeedbackForm(form({ score: '5', text: 'x'.repeat(5001) }))).toEqual({
      errors: { text: 'feedback.tooLong' },
    });
  });
});
