/* global document, location, fetch, confirm, FileReader */
// The staff's page of the resource library (staff-page.ts), served from the page's own origin (its
// Content-Security-Policy allows no inline script). It sends the form to the API as JSON with the
// file in base64, the transport the contract takes, and removes a resource after a confirmation.
// A refusal is shown on the page, at the field it names. What it needs rides on the page: the API
// on this script's element, the largest file on the file input, its messages in the page's
// language on #resource-problem and, for the confirmation, on the table.
const api = `${document.currentScript.dataset.api}/platform/resources`;
const problem = document.getElementById('resource-problem');
const says = problem.dataset;

function show(message, field) {
  problem.textContent = message || says.failed;
  for (const input of document.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  const input = field && document.querySelector(`[name="${field.replace(/"/g, '')}"]`);
  const target = input || (field === 'content' || field === 'fileName' ? document.getElementById('file') : null);
  if (target) {
    target.setAttribute('aria-invalid', 'true');
    target.focus();
  }
}

/** The API's refusal: its message, and the field it names first. */
async function refusal(response) {
  const body = await response.json().catch(() => null);
  if (!body) return { message: `${says.failed} (${response.status})` };
  const field = body.fields?.[0];
  return { message: field ? field.message : body.message, field: field?.field };
}

const readBase64 = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject({ message: says.unreadable });
    reader.readAsDataURL(file);
  });

const form = document.getElementById('add-resource');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const file = form.elements.file.files[0];
  if (!file) return show(says.chooseFile, 'content');
  if (file.size > Number(form.elements.file.dataset.maxBytes)) return show(says.tooLarge, 'content');
  const button = form.querySelector('button[type=submit]');
  button.disabled = true;
  try {
    const content = await readBase64(file);
    const response = await fetch(api, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        title: form.elements.title.value,
        description: form.elements.description.value,
        language: form.elements.language.value,
        kind: form.elements.kind.value,
        fileName: file.name,
        content,
      }),
    });
    if (!response.ok) throw await refusal(response);
    location.assign('/platform/resources?done=added');
  } catch (error) {
    button.disabled = false;
    show(error.message, error.field);
  }
});

const table = document.querySelector('table[data-confirm-remove]');
for (const button of document.querySelectorAll('button[data-remove]')) {
  button.addEventListener('click', async () => {
    if (!confirm(table.dataset.confirmRemove.split('{{title}}').join(button.dataset.title))) return;
    button.disabled = true;
    try {
      const response = await fetch(`${api}/${encodeURIComponent(button.dataset.remove)}`, {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw await refusal(response);
      location.assign('/platform/resources?done=removed');
    } catch (error) {
      button.disabled = false;
      show(error.message);
    }
  });
}
