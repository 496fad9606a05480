import { PassThrough } from 'node:stream';

// A client that stops reading is dropped once this much waits for it; it reconnects and resyncs.
const maxBacklogBytes = 1 << 20;

/**
 * The text/event-stream body of one connection: `retry:` first, then messages (customer events carry
 * their stored id, which the client sends back as Last-Event-ID), comments as heartbeats. Ending it
 * ends the response; `onEnd` runs once however it ends.
 */
export class EventStreamBody {
  readonly body = new PassThrough();
  private ended = false;

  constructor(
    retryMs: number,
    private readonly onEnd: () => void,
  ) {
    this.body.write(`retry: ${retryMs}\n\n`);
    this.body.once('close', () => this.end());
  }

  send(event: string, data: unknown, id?: string): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A position without an event: the client keeps it as its Last-Event-ID. */
  position(id: string): void {
    this.write(`id: ${id}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    this.body.end();
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.body.writableLength > maxBacklogBytes) return this.end();
    this.body.write(text);
  }
}
