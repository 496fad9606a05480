import type { Problem } from '../../../ui/form-refusal.ts';
import { ProblemAlert } from '../../../ui/problem-alert.tsx';

/** Why the server did not create, rotate or revoke a key, said at once, with its own words where it gave some. */
export function KeyProblemAlert({ problem, message }: { problem: Problem; message?: string }) {
  return <ProblemAlert texts="apiKeys.problems" problem={problem} message={message} />;
}
