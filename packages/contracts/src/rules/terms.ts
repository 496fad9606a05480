// The terms of service a partner accepts at sign-up. Accepting records the version the person saw:
// when the text changes the version changes, and a stale acceptance is refused (409).
export const termsVersion = '2026-11-01';
