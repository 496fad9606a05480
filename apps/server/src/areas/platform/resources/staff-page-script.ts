import { apiBasePath, maxResourceFileBytes } from '@portal/contracts';

export const staffScriptPath = '/platform/resources.js';

/**
 * The staff page's script, served from the page's own origin (its Content-Security-Policy allows
 * no inline script). It sends the form to the API as JSON with the file in base64, the transport
 * the contract takes, and removes a resource after a confirmation. A refusal is shown on the page,
 * at the field it names. Its own messages are the page's, in the page's language: data attributes
 * on #resource-problem and, for the confirmation, on the table.
 */
export const staffScript = `(function () {
  var api = '${apiBasePath}/api/v1/platform/resources';
  var problem = document.getElementById('resource-problem');
  var says = problem.dataset;
  function show(message, field) {
    problem.textContent = message || says.failed;
    document.querySelectorAll('[aria-invalid]').forEach(function (input) { input.removeAttribute('aria-invalid'); });
    var input = field && document.querySelector('[name="' + field.replace(/"/g, '') + '"]');
    var target = input || (field === 'content' || field === 'fileName' ? document.getElementById('file') : null);
    if (target) { target.setAttribute('aria-invalid', 'true'); target.focus(); }
  }
  function refused(response) {
    return response.json().then(function (body) {
      var field = body.fields && body.fields[0];
      throw { message: field ? field.message : body.message, field: field && field.field };
    }, function () { throw { message: says.failed + ' (' + response.status + ')' }; });
  }
  function readBase64(file) {
    return new Promise(function (resolve, reject) {
      var reader = new FileReader();
      reader.onload = function () { resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1)); };
      reader.onerror = function () { reject({ message: says.unreadable }); };
      reader.readAsDataURL(file);
    });
  }
  var form = document.getElementById('add-resource');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var file = form.elements.file.files[0];
    if (!file) return show(says.chooseFile, 'content');
    if (file.size > ${maxResourceFileBytes}) return show(says.tooLarge, 'content');
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    readBase64(file)
      .then(function (content) {
        return fetch(api, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            title: form.elements.title.value,
            description: form.elements.description.value,
            language: form.elements.language.value,
            kind: form.elements.kind.value,
            fileName: file.name,
            content: content,
          }),
        });
      })
      .then(function (response) {
        if (!response.ok) return refused(response);
        location.assign('/platform/resources?done=added');
      })
      .catch(function (error) {
        button.disabled = false;
        show(error.message, error.field);
      });
  });
  var table = document.querySelector('table[data-confirm-remove]');
  document.querySelectorAll('button[data-remove]').forEach(function (button) {
    button.addEventListener('click', function () {
      if (!confirm(table.dataset.confirmRemove.split('{{title}}').join(button.dataset.title))) return;
      button.disabled = true;
      fetch(api + '/' + encodeURIComponent(button.dataset.remove), { method: 'DELETE', credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(function (response) {
          if (!response.ok) return refused(response);
          location.assign('/platform/resources?done=removed');
        })
        .catch(function (error) {
          button.disabled = false;
          show(error.message);
        });
    });
  });
})();
`;
