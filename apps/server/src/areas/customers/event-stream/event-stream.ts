import { PassThrough } from 'node:stream';

// A client that stops reading is dropped once this much waits for it; it reconnects and resyncs.
const maxBacklogBytes = 1 << 20;

/**
 * The text/event-stream body of one connection: `retry:` first, then messages with ids, comments as
 * heartbeats. Ending it ends the response; `onEnd` runs once however it ends.
 */
export class EventStreamBody {
  readonly body = new PassThrough();
  private nextId = 1;
  private ended = false;

  constructor(
    retryMs: number,
    private readonly onEnd: () => void,
  ) {
    this.body.write(`retry: ${retryMs}\n\n`);
    this.body.once('close', () => this.end());
  }

  send(event: string, data: unknown): void {
    this.write(`id: ${this.nextId++}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
