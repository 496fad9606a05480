// For interaction tests that run in jsdom (`// @vitest-environment jsdom` at the top of the file):
// what jsdom lacks and Mantine needs, Testing Library's matchers and clean-up, and the providers
// every screen has (i18n and Mantine).
import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect } from 'vitest';

// Mantine reads the colour scheme from matchMedia; jsdom has none. Nothing here depends on a query.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom lays nothing out, so nothing is ever resized: an observer that never reports.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

/** Renders a screen's part as the app does: in the person's language, with Mantine's theme. */
export function renderWith(language: i18n, ui: ReactNode): RenderResult {
  return render(
    <I18nextProvider i18n={language}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

/** Tabs through the page, as a keyboard user does, until `target` has the focus. */
export async function tabTo(user: UserEvent, target: HTMLElement): Promise<void> {
  for (let n = 0; n < 30 && document.activeElement !== target; n++) await user.tab();
  expect(target).toHaveFocus();
}
