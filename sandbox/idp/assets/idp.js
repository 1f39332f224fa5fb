// The only script of the identity provider pages (their CSP allows no inline script).
/* global document, window */
(function () {
  'use strict';
  // GOV.UK pattern: move focus to the error summary so screen readers announce the problems first.
  var summary = document.querySelector('[data-error-summary]');
  if (summary) summary.focus();

  // The logout page: the resident already chose to log out in the portal, so do not ask again.
  var autoSubmit = document.querySelector('form[data-auto-submit]');
  if (autoSubmit) autoSubmit.submit();

  // A double click must not post a form twice (a second registration attempt would report "already exists").
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form.getAttribute('data-submitted') === 'true') event.preventDefault();
    else form.setAttribute('data-submitted', 'true');
  });
  // Coming back with the Back button restores the page from cache: let its forms be sent again.
  window.addEventListener('pageshow', function () {
    var forms = document.querySelectorAll('form[data-submitted]');
    for (var i = 0; i < forms.length; i += 1) forms[i].removeAttribute('data-submitted');
  });
})();
