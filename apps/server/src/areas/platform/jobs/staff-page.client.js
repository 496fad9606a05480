/* global document, location, fetch */
// The jobs page's script (staff-page.ts), served from the page's own origin (its
// Content-Security-Policy allows no inline script). A Retry button POSTs the retry of its failed job
// to the API and reloads the page with the outcome; a refusal is shown on the page in its language
// (#jobs-problem holds the texts) and the button is usable again. The API is on this script's element.
const api = `${document.currentScript.dataset.api}/platform/jobs`;
const problem = document.getElementById('jobs-problem');
const says = problem.dataset;

for (const button of document.querySelectorAll('button[data-retry]')) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    problem.textContent = '';
    const path = `${encodeURIComponent(button.dataset.name)}/${encodeURIComponent(button.dataset.retry)}`;
    try {
      const response = await fetch(`${api}/${path}/retry`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (response.ok) return location.assign('/platform/jobs?done=retried');
      // Retried already, or no longer kept: the page is out of date.
      problem.textContent =
        response.status === 404 || response.status === 409 ? says.notFailed : `${says.failed} (${response.status})`;
    } catch {
      problem.textContent = says.failed;
    }
    button.disabled = false;
    button.focus();
  });
}
