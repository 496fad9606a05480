/** An expected problem with an operational command: its message is the whole story, shown without a stack. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** Runs a command's body: prints an expected problem as one sentence and anything else with its stack; exit code 1 either way. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof CommandError ? error.message : error);
    process.exitCode = 1;
  }
}

/** A thrown value's message, for wrapping it in a sentence of our own. */
export function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}
