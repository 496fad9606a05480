import { apiBasePath, sellerFields } from '@portal/contracts';

export const sellerScriptPath = '/platform/seller-details.js';

/**
 * The seller page's script, served from the page's own origin (no inline script under the
 * Content-Security-Policy): it PUTs the form to the API as JSON with the version the page was
 * rendered at, and shows a refusal at the field it names, in the page's language.
 */
export const sellerScript = `(function () {
  var form = document.getElementById('seller-details');
  var problem = document.getElementById('seller-problem');
  var fields = ${JSON.stringify(sellerFields)};
  function show(message, field) {
    problem.textContent = message || problem.dataset.failed;
    form.querySelectorAll('[aria-invalid]').forEach(function (input) { input.removeAttribute('aria-invalid'); });
    var input = field && form.elements[field];
    if (input && !input.disabled) { input.setAttribute('aria-invalid', 'true'); input.focus(); }
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var body = { version: Number(form.dataset.version) };
    fields.forEach(function (field) {
      var input = form.elements[field];
      if (input && !input.disabled) body[field] = input.value;
    });
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    fetch('${apiBasePath}/api/v1/platform/seller-details', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        if (response.ok) return location.assign('/platform/seller-details?done=saved');
        return response.json().then(function (refusal) {
          var field = refusal.fields && refusal.fields[0];
          throw { message: field ? field.message : refusal.message, field: field && field.field };
        }, function () { throw { message: problem.dataset.failed + ' (' + response.status + ')' }; });
      })
      .catch(function (error) {
        button.disabled = false;
        show(error.message, error.field);
      });
  });
})();
`;
