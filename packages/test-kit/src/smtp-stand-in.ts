import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and RCPT TO as the relay was told. */
  envelope: { from: string | null; to: string[] };
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `refuse` makes it answer a 5xx to
 * the message; `stall` makes it hold the message without answering (a relay that hangs).
 */
export async function startSmtpStandIn() {
  const received: ReceivedMail[] = [];
  const behaviour = { refuse: false, stall: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (behaviour.stall) return;
        if (behaviour.refuse) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          const from = session.envelope.mailFrom;
          received.push({
            envelope: { from: from ? from.address : null, to: session.envelope.rcptTo.map((r) => r.address) },
            mail,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    behaviour,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
