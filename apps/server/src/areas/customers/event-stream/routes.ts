import type { FastifyInstance } from 'fastify';
import { apiBasePath, customerEventName } from '@portal/contracts';
import type { AppContext } from '../../../app-context.ts';
import { forbidden } from '../../../app-error.ts';
import { requireCaller } from '../../../auth/caller.ts';
import { findSessionStatement, hashToken, sessionCookie, sessionEventsChannel } from '../../../auth/sessions.ts';
import type { Logger } from '../../../logger.ts';
import { EventStreamBody } from './event-stream.ts';
import { CustomerEventHub } from './hub.ts';
import { replayFor } from './replay.ts';

export const eventsPath = `${apiBasePath}/api/v1/events`;
const retryMs = 3000;

interface OpenStream {
  idHash: string;
  cybrId: string;
  cybrOrgId: string;
  stream: EventStreamBody;
}

/**
 * GET /api/v1/events: a partner's live customer changes (docs/client.md). Not a catalogue entry:
 * its answer is a stream of messages, not one response. A stream lives as long as its session.
 */
export async function registerEventRoutes(
  app: FastifyInstance,
  { database, config }: AppContext,
  log: Logger,
): Promise<void> {
  const hub = new CustomerEventHub(log);
  await hub.start(database);
  const open = new Set<OpenStream>();
  app.metrics.gauge({
    name: 'portal_event_streams_open',
    help: 'Event streams open in this process',
    collect() {
      this.set(open.size);
    },
  });

  // A session that ended, idled out or changed organisation ends its streams, in every process.
  async function recheck(streams: OpenStream[]): Promise<void> {
    for (const s of streams) {
      const [row] = await database
        .query(findSessionStatement, [s.idHash, config.session.idleSeconds])
        .catch(() => [undefined]);
      if (!row || row.cybrOrgId !== s.cybrOrgId || !row.isPartner) s.stream.end();
    }
  }
  await database.listen(sessionEventsChannel, {
    message(payload) {
      const kind = payload.slice(0, 2);
      const key = payload.slice(2);
      const all = [...open];
      if (kind === 's:') all.filter((s) => s.idHash === key).forEach((s) => s.stream.end());
      else
        void recheck(
          kind === 'u:'
            ? all.filter((s) => s.cybrId === key)
            : kind === 'o:'
              ? all.filter((s) => s.cybrOrgId === key)
              : all,
        );
    },
  });

  const timer = setInterval(() => {
    for (const s of open) s.stream.comment('heartbeat');
    void recheck([...open]);
  }, config.eventHeartbeatMs);
  timer.unref();
  // Open streams would keep a graceful shutdown waiting for ever: they end first, clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const s of [...open]) s.stream.end();
  });

  app.get(eventsPath, async (request, reply) => {
    const caller = requireCaller(request);
    if (!caller.isPartner || !caller.cybrOrgId) throw forbidden();
    const entry = {
      idHash: hashToken(request.cookies[sessionCookie]!),
      cybrId: caller.cybrId,
      cybrOrgId: caller.cybrOrgId,
    } as OpenStream;
    let leave = () => {};
    entry.stream = new EventStreamBody(retryMs, () => {
      open.delete(entry);
      leave();
    });
    open.add(entry);
    // Live events wait while the missed ones are read, then follow them without repeating any.
    let waiting: [string, unknown, string | undefined][] | null = [];
    leave = hub.add({
      cybrOrgId: caller.cybrOrgId,
      send: (event, data, id) => (waiting ? waiting.push([event, data, id]) : entry.stream.send(event, data, id)),
    });
    reply.raw.once('close', () => entry.stream.end());
    const lastEventId = request.headers['last-event-id'];
    const replay = await replayFor(
      database,
      caller.cybrOrgId,
      typeof lastEventId === 'string' ? lastEventId : undefined,
    );
    const sent = new Set<string>();
    if (replay.kind === 'fresh') entry.stream.position(replay.position);
    else if (replay.kind === 'resync') entry.stream.send('resync', {});
    else
      for (const { id, ...event } of replay.events) {
        sent.add(String(id));
        entry.stream.send(customerEventName, event, String(id));
      }
    for (const [event, data, id] of waiting) if (id === undefined || !sent.has(id)) entry.stream.send(event, data, id);
    waiting = null;
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // no-transform: no proxy may compress or buffer it; X-Accel-Buffering: nginx passes it on at once.
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(entry.stream.body)
    );
  });
}
