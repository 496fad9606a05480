import type { useFetcher } from 'react-router';
import type { WebhookActionResult } from './webhook-actions.ts';

/** A fetcher of this page's forms: one issues secrets (add, rotate), one changes endpoints. */
export type WebhookFetcher = ReturnType<typeof useFetcher<WebhookActionResult>>;

/** The answer a fetcher holds once it is idle again, when it was for one of `intents`. */
export function settled<I extends WebhookActionResult['intent']>(fetcher: WebhookFetcher, ...intents: I[]) {
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return result && (intents as string[]).includes(result.intent)
    ? (result as WebhookActionResult & { intent: I })
    : undefined;
}

/** Where the focus goes once a secret is put away or an endpoint deleted: its row, else the list's title. */
export function focusEndpoint(endpointId?: string) {
  const target =
    (endpointId && document.getElementById(`webhook-endpoint-${endpointId}`)) ||
    document.getElementById('webhook-endpoints-title');
  target?.focus();
}
