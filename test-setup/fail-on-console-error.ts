import { afterEach, beforeEach } from 'vitest';

// An unexpected console.error fails the test; a test that expects one replaces
// console.error itself (vi.spyOn(...).mockImplementation), which bypasses this recorder.
const original = console.error;
let recorded: unknown[][] = [];

beforeEach(() => {
  recorded = [];
  console.error = (...args: unknown[]) => {
    recorded.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (recorded.length > 0) {
    throw new Error(`Unexpected console.error:\n${recorded.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
