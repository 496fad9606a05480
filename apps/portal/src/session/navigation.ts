/** Where the single-page app is served (spec §2: every route lives under /partner). */
export const basename = '/partner';

/**
 * The one way to leave the single-page app: a full-page replace (§4 root guard, mode switches).
 * Paths are absolute on the server, e.g. /platform or /partner/login.
 */
export function fullPageReplace(path: string): Promise<never> {
  window.location.replace(path);
  // The page is going away; nothing after this should render.
  return new Promise<never>(() => {});
}
