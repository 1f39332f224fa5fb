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
  var framed = parentOrigin && window.parent !== window;
  if (attemptId && framed) {
    window.parent.postMessage({ type: 'payment-finished', attemptId: attemptId }, parentOrigin);
  }

  // The page's height, so the portal sizes the frame to it: a phone then scrolls one page, never a box inside a page.
  var lastHeight = 0;
  function tellHeight() {
    var height = Math.ceil(document.documentElement.scrollHeight);
    if (!framed || height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: 'payment-frame-height', height: height }, parentOrigin);
  }
  tellHeight();
  window.addEventListener('load', tellHeight);
  window.addEventListener('resize', function () {
    window.requestAnimationFrame(tellHeight);
  });
  document.addEventListener('toggle', tellHeight, true);

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
