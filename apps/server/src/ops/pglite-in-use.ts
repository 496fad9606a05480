import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { CommandError } from './command-error.ts';

interface Holder {
  pid: number;
  command: string;
}

/**
 * The processes that have files of the data directory open, from /proc (Linux); null where there is
 * no /proc. PGlite keeps the relation files it has read open, so a running server always shows.
 */
function processesUsing(dataDir: string): Holder[] | null {
  if (!existsSync('/proc/self/fd')) return null;
  const dir = realpathSync(dataDir);
  const holders: Holder[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's: a server we may not read is not one we could stop either
    }
    const holds = fds.some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target === dir || target.startsWith(`${dir}/`);
      } catch {
        return false;
      }
    });
    if (holds) holders.push({ pid: Number(pid), command: commandLine(pid) });
  }
  return holders;
}

function commandLine(pid: string): string {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const line = words.join(' ');
    return line.length > 120 ? `${line.slice(0, 117)}...` : line;
  } catch {
    return 'unknown command';
  }
}

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory corrupt it:
 * refuse while any process (this one included) has it open.
 */
export function refuseIfInUse(dataDir: string): void {
  const holders = processesUsing(dataDir);
  const stop = 'The embedded database serves one process at a time: stop the server, then run this again.';
  if (holders === null) {
    // No /proc: PGlite's postmaster.pid is there from open to close (or after a crash).
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      throw new CommandError(
        `The embedded database in ${dataDir} is open in another process, or was not closed cleanly. ${stop} If no server is running, start and stop it once.`,
      );
    }
    return;
  }
  if (holders.length > 0) {
    const who = holders.map((h) => `process ${h.pid} (${h.command})`).join(', ');
    throw new CommandError(`The embedded database in ${dataDir} is in use by ${who}. ${stop}`);
  }
}
