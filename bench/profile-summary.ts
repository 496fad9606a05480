import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package, our source, Node itself, or V8 (GC, idle). */
function origin(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const ours = /\/(apps|packages)\/(.+)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1).padStart(5)} %`;

/** Self time by function and by origin, and inclusive time of our own frames, idle left out. */
export function summariseProfile(file: string, top = 40): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const idle = [...self]
    .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
    .reduce((s, [, t]) => s + t, 0);
  const busy = [...self].reduce((s, [, t]) => s + t, 0) - idle;
  const fnSelf = new Map<string, number>();
  const originSelf = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, t] of self) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${origin(url)}:${lineNumber + 1}`;
    fnSelf.set(key, (fnSelf.get(key) ?? 0) + t);
    originSelf.set(origin(url), (originSelf.get(origin(url)) ?? 0) + t);
    // Inclusive time for every distinct frame on the stack (a frame counted once per sample).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const k = `${f.functionName || '(anonymous)'} ${origin(f.url)}:${f.lineNumber + 1}`;
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + t);
    }
  }
  const list = (m: Map<string, number>, n: number, filter: (k: string) => boolean = () => true) =>
    [...m]
      .filter(([k]) => filter(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, t]) => `${pct(t, busy)}  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  return [
    `Busy ${(busy / 1000).toFixed(0)} ms (idle ${(idle / 1000).toFixed(0)} ms)`,
    '',
    'Self time by origin:',
    ...list(originSelf, 25),
    '',
    'Self time by function:',
    ...list(fnSelf, top),
    '',
    'Inclusive time, our code and hooks:',
    ...list(inclusive, top, (k) => / (apps|packages)\//.test(k)),
    '',
    'Inclusive time, fastify and friends:',
    ...list(inclusive, top, (k) => /fastify|find-my-way|light-my-request|pino|avvio/.test(k)),
  ].join('\n');
}

if (import.meta.main) console.log(summariseProfile(process.argv[2]!));
