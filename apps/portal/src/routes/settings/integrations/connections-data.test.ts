import { describe, expect, it } from 'vitest';
import { callbackOutcome } from './connections-data.ts';

const at = (search: string) => callbackOutcome(new URL(`http://localhost/partner/settings/integrations${search}`));

describe("the end of a connection attempt, as the server's callback puts it in the URL", () => {
  it('reads the provider and the result', () => {
    expect(at('?connection=slack&result=connected')).toEqual({ provider: 'slack', result: 'connected' });
    expect(at('?connection=microsoft&result=denied')).toEqual({ provider: 'microsoft', result: 'denied' });
  });

  it('keeps a result whose provider is missing or unknown, without naming one', () => {
    expect(at('?result=refused')).toEqual({ provider: null, result: 'refused' });
    expect(at('?connection=myspace&result=failed')).toEqual({ provider: null, result: 'failed' });
  });

  it('shows nothing for a plain visit or a result it has no words for', () => {
    expect(at('')).toBeNull();
    expect(at('?connection=slack&result=hacked')).toBeNull();
  });
});
