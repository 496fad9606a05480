import { DeliveryFailure, fetchFailure } from './delivery-failure.ts';

export interface OutgoingSms {
  to: string;
  from: string;
  body: string;
  /** Ours, so the gateway's delivery reports can be matched to the send. */
  reference: string;
}

/** One SMS through the HTTP gateway: a JSON POST `{ to, from, body, reference }`; any 2xx is accepted. */
export async function sendSms(
  gateway: { url: string; token: string | null },
  timeoutMs: number,
  sms: OutgoingSms,
): Promise<string | null> {
  try {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
      },
      body: JSON.stringify(sms),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok)
      throw new DeliveryFailure('refused', `The SMS gateway refused the message (HTTP ${response.status})`);
    return messageIdIn(text);
  } catch (error) {
    throw fetchFailure('The SMS gateway', error, timeoutMs);
  }
}

/** Gateways name their message `id` or `messageId`; an answer without one is still a success. */
function messageIdIn(text: string): string | null {
  try {
    const body = JSON.parse(text) as { id?: unknown; messageId?: unknown };
    const id = body.messageId ?? body.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : null;
  } catch {
    return null;
  }
}
