// The only script of the payment pages (their CSP allows no inline script).
/* global document, window */
(function () {
  'use strict';
  var summary = document.querySelector('[data-error-summary]');
  if (summary) summary.focus();

  // On the result page: tell the portal that framed us, and only the portal, that this attempt has finished. The
  // message carries no result: the portal asks its gateway for it, since anyone can post a message.
  var body = document.body;
  var attemptId = body.getAttribute('data-payment-finished');
  var parentOrigin = body.getAttribute('data-parent-origin');
  if (attemptId && parentOrigin && window.parent !== window) {
    window.parent.postMessage({ type: 'payment-finished', attemptId: attemptId }, parentOrigin);
  }

  // One payment per press: a double click must not post the card twice.
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form.getAttribute('data-submitted') === 'true') event.preventDefault();
    else form.setAttribute('data-submitted', 'true');
  });
  window.addEventListener('pageshow', function () {
    var forms = document.querySelectorAll('form[data-submitted]');
    for (var i = 0; i < forms.length; i += 1) forms[i].removeAttribute('data-submitted');
  });
})();
