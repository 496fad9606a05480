import type { EmailContent } from '@portal/contracts';
import { DeliveryFailure } from './delivery-failure.ts';

export interface OutgoingEmail {
  to: string;
  content: EmailContent;
}

const testSubject = (subject: string) => `[TEST] ${subject}`;

/**
 * One e-mail through the configured SMTP relay. The content's sender is shown in From (that is the
 * message being tried); the relay's own address (SMTP_FROM) is the envelope sender and Sender, so
 * bounces come back to the platform.
 */
export async function sendEmail(
  smtp: { url: string; from: string },
  timeoutMs: number,
  mail: OutgoingEmail,
): Promise<string | null> {
  // Loaded on the first message: nodemailer adds about 6 MB to the heap of a process that may never send one.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new DeliveryFailure(
            'timeout',
            `The mail server did not answer within ${timeoutMs / 1000} seconds; the message may not have been delivered`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    const info = await Promise.race([
      transport.sendMail({
        from: { name: mail.content.fromName, address: mail.content.fromEmail },
        sender: smtp.from,
        envelope: { from: smtp.from, to: mail.to },
        to: mail.to,
        subject: testSubject(mail.content.subject),
        html: mail.content.body,
        headers: { 'X-Test-Message': 'yes' },
      }),
      deadline,
    ]);
    return typeof info.messageId === 'string' ? info.messageId : null;
  } catch (error) {
    if (error instanceof DeliveryFailure) throw error;
    const smtpError = error as { code?: string; responseCode?: number };
    if (smtpError.code === 'ETIMEDOUT')
      throw new DeliveryFailure(
        'timeout',
        `The mail server did not answer within ${timeoutMs / 1000} seconds; the message may not have been delivered`,
      );
    if (smtpError.responseCode)
      throw new DeliveryFailure('refused', `The mail server refused the message (SMTP ${smtpError.responseCode})`);
    throw new DeliveryFailure('unreachable', 'The mail server could not be reached; the message was not sent');
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}
