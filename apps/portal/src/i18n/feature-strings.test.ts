import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, withFeatureStrings } from './index.ts';

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: 'en' } });
  vi.stubGlobal('localStorage', { getItem: () => 'de', setItem: () => undefined });
});
afterAll(() => vi.unstubAllGlobals());

describe('feature strings of a screen opened directly', () => {
  it('wait for i18n to start (the router loads the first route before it has), then load in the language in use', async () => {
    const screen = withFeatureStrings('integrations', async () => 'route module')();
    let settled = false;
    void screen.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    await initI18n();
    expect(await screen).toBe('route module');
    expect(i18n.t('connections.title')).toBe('Verbindungen');
  });
});
