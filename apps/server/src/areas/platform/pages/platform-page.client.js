/* global document, location, fetch */
// The buttons of the /platform pages, served from the page's own origin so the Content-Security-Policy
// (script-src 'self') runs them without allowing any inline script: leaving a mode, signing out,
// entering ghost mode. The API is on this script's element.
const api = document.currentScript.dataset.api;

// Leaving always succeeds on the server; the reload goes where spec §4 says (/partner or /platform with a timestamp).
for (const button of document.querySelectorAll('button[data-mode]')) {
  button.addEventListener('click', () => {
    button.disabled = true;
    fetch(`${api}/modes/${button.dataset.mode}`, { method: 'DELETE', credentials: 'same-origin' }).finally(() =>
      location.assign(`${button.dataset.back}?t=${Date.now()}`),
    );
  });
}

// Signing out ends the session here, then at the identity provider (its end-session page), as the portal's own button does.
for (const button of document.querySelectorAll('button[data-sign-out]')) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    const body = await fetch(`${api}/logout`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}));
    location.assign(body.endSessionUrl || '/partner/login');
  });
}

// A refusal without a reason of its own shows the page's message (data-fallback, in the page's language).
for (const button of document.querySelectorAll('button[data-enter-ghost]')) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const response = await fetch(`${api}/modes/ghost`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ cybrOrgId: button.dataset.enterGhost }),
      });
      if (response.ok) return location.assign(`/platform?t=${Date.now()}`);
      const body = await response.json();
      throw new Error(body.message);
    } catch (error) {
      button.disabled = false;
      const problem = document.getElementById('mode-problem');
      problem.textContent = error.message || problem.dataset.fallback;
    }
  });
}
