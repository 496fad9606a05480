import { existsSync, readdirSync, readFileSync } from 'node:fs';

// Two cores leave no headroom: CPU taken by anything but this process and PostgreSQL skews the
// figures, so each scenario reports how much of it there was (Linux /proc only).

const jiffyMs = 10; // USER_HZ is 100 on Linux

export interface CpuSnapshot {
  at: number;
  /** CPU time of the whole machine, this process, and all PostgreSQL processes (ms). */
  machine: number;
  own: number;
  postgres: number;
}

function machineBusyMs(): number {
  // user + nice + system: the time processes are charged with (interrupts and steal left out).
  const [user, nice, system] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 4)
    .map(Number);
  return (user! + nice! + system!) * jiffyMs;
}

function postgresMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * jiffyMs;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

export function cpuSnapshot(): CpuSnapshot | null {
  if (!existsSync('/proc/stat')) return null;
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    machine: machineBusyMs(),
    own: (own.user + own.system) / 1000,
    postgres: postgresMs(),
  };
}

/** Cores' worth of CPU used by other programs between two snapshots (NaN where unknown). */
export function otherCores(before: CpuSnapshot | null, after: CpuSnapshot | null): number {
  if (!before || !after) return NaN;
  const other = after.machine - before.machine - (after.own - before.own) - (after.postgres - before.postgres);
  return Math.max(0, other) / (after.at - before.at);
}

/** How busy the rest of the machine is right now, sampled over `ms`. */
export async function idleCheck(ms = 2000): Promise<number> {
  const before = cpuSnapshot();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return otherCores(before, cpuSnapshot());
}
