import { lazy, type ComponentType } from 'react';
import { ensureFeatureStrings } from '../../../i18n/index.ts';

export interface LazySection<P> {
  /** Starts loading the code and strings (a loader calls it without waiting); a failure may be retried. */
  load(): Promise<unknown>;
  /** The section; left out when its code or strings cannot be loaded, so the rest of the page stays. */
  Component: ComponentType<P>;
}

/**
 * A section of a page whose code and feature strings load beside the page's own data: the route's
 * loader starts them and the page never waits for them.
 */
export function lazySection<P extends object>(
  importModule: () => Promise<{ default: ComponentType<P> }>,
  feature: string,
): LazySection<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= Promise.all([importModule(), ensureFeatureStrings(feature)]).then(
      ([module]) => module,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Empty: ComponentType<P> = () => null;
  return { load, Component: lazy(() => load().catch(() => ({ default: Empty }))) };
}
