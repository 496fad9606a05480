// Sign-in is where an anonymous client can make the server do work: bounded per client address
// (the real one: X-Forwarded-For counts only from TRUSTED_PROXIES).
export const signInRateLimit = { max: 30, timeWindow: '1 minute' };
