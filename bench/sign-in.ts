import { testBrowser } from '@portal/test-kit/test-browser.ts';
import { summarise, type Timing } from './measure-sql.ts';
import type { Served } from './processes.ts';

export interface SignInResult extends Timing {
  signInsPerSecond: number;
  failures: number;
  cpuMsPerSignIn: number;
}

/**
 * Whole sign-ins through the built-in identity provider, as a browser makes them: the portal's
 * link, the provider's form, the password check (scrypt), the code exchange and the session.
 * Each comes from its own address behind a trusted proxy, as real people do (the per-client
 * sign-in limit would otherwise stop the benchmark, not the server).
 */
export async function measureSignIns(
  server: Served,
  email: string,
  password: string,
  concurrency: number,
  seconds: number,
): Promise<SignInResult> {
  const samples: number[] = [];
  let failures = 0;
  let n = 0;
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const i = n++;
        const browser = testBrowser(server.base, { 'x-forwarded-for': `10.${worker}.${(i >> 8) & 255}.${i & 255}` });
        const start = performance.now();
        const { done } = await browser.signIn(email, password);
        if (done.url !== `${server.base}/partner`) failures++;
        else samples.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ...summarise(samples),
    signInsPerSecond: samples.length / elapsed,
    failures,
    cpuMsPerSignIn: (server.cpuMs() - cpuBefore) / Math.max(1, samples.length),
  };
}
