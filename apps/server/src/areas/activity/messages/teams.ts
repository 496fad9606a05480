import { DeliveryFailure, fetchFailure } from './delivery-failure.ts';

export interface OutgoingTeamsMessage {
  /** The person's Microsoft account (their e-mail as user principal name). */
  to: string;
  text: string;
}

/**
 * One Teams chat message through Microsoft Graph with the organisation's delegated token: the
 * connected account opens (or reuses) its one-on-one chat with the person and posts in it.
 */
export async function sendTeamsMessage(
  graphUrl: string,
  accessToken: string,
  timeoutMs: number,
  message: OutgoingTeamsMessage,
): Promise<string | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  const graph = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${graphUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal,
      redirect: 'error',
    });
    const text = await response.text();
    if (response.status === 401 || response.status === 403) {
      throw new DeliveryFailure(
        'refused',
        `Microsoft Teams refused the organisation's connection (HTTP ${response.status}); connect Teams again`,
      );
    }
    if (response.status === 404 && path === '/chats')
      throw new DeliveryFailure('refused', 'Microsoft Teams does not know this person');
    if (!response.ok)
      throw new DeliveryFailure('refused', `Microsoft Teams refused the message (HTTP ${response.status})`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new DeliveryFailure('refused', 'Microsoft Teams answered something other than JSON');
    }
  };
  try {
    const me = await graph<{ id?: unknown }>('GET', '/me');
    if (typeof me.id !== 'string')
      throw new DeliveryFailure('refused', 'Microsoft Teams did not name the connected account');
    const member = (user: string) => ({
      '@odata.type': '#microsoft.graph.aadUserConversationMember',
      roles: ['owner'],
      'user@odata.bind': `${graphUrl}/users('${encodeURIComponent(user)}')`,
    });
    const chat = await graph<{ id?: unknown }>('POST', '/chats', {
      chatType: 'oneOnOne',
      members: [member(me.id), member(message.to)],
    });
    if (typeof chat.id !== 'string') throw new DeliveryFailure('refused', 'Microsoft Teams did not open a chat');
    const posted = await graph<{ id?: unknown }>('POST', `/chats/${encodeURIComponent(chat.id)}/messages`, {
      body: { contentType: 'text', content: message.text },
    });
    return typeof posted.id === 'string' ? posted.id.slice(0, 200) : null;
  } catch (error) {
    throw fetchFailure('Microsoft Teams', error, timeoutMs);
  }
}
