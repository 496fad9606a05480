/** A provider that refused a message, could not be reached or did not answer in time. */
export class DeliveryFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'refused' | 'unreachable',
    message: string,
  ) {
    super(message);
  }
}

/** Turns a fetch error into what the sender is told: a timeout or an unreachable provider. */
export function fetchFailure(provider: string, error: unknown, timeoutMs: number): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new DeliveryFailure(
      'timeout',
      `${provider} did not answer within ${timeoutMs / 1000} seconds; the message may not have been delivered`,
    );
  }
  return new DeliveryFailure('unreachable', `${provider} could not be reached; the message was not sent`);
}
