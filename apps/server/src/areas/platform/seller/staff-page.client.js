/* global document, location, fetch */
// The seller page's script (staff-page.ts), served from the page's own origin (no inline script
// under the Content-Security-Policy): it PUTs the form's fields that are not fixed by the server's
// environment to the API as JSON, with the version the page was rendered at, and shows a refusal
// at the field it names, in the page's language. The API is on this script's element.
const api = `${document.currentScript.dataset.api}/platform/seller-details`;
const form = document.getElementById('seller-details');
const problem = document.getElementById('seller-problem');

function show(message, field) {
  problem.textContent = message || problem.dataset.failed;
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  const input = field && form.elements[field];
  if (input && !input.disabled) {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }
}

/** The API's refusal: its message, and the field it names first. */
async function refusal(response) {
  const body = await response.json().catch(() => null);
  if (!body) return { message: `${problem.dataset.failed} (${response.status})` };
  const field = body.fields?.[0];
  return { message: field ? field.message : body.message, field: field?.field };
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const body = { version: Number(form.dataset.version) };
  for (const input of form.elements) if (input.name && !input.disabled) body[input.name] = input.value;
  const button = form.querySelector('button[type=submit]');
  button.disabled = true;
  try {
    const response = await fetch(api, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return location.assign('/platform/seller-details?done=saved');
    throw await refusal(response);
  } catch (error) {
    button.disabled = false;
    show(error.message, error.field);
  }
});
