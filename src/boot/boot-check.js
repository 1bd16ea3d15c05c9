// Says, in the page's language, that the app could not start — when its code never runs (the entry script could
// not be loaded, or stopped with an error before the first render) or when main.tsx reports a failed start.
// A classic script of its own, loaded before the entry (decision 0137): it must work when the bundle does not, so
// it imports nothing, and the build copies it minified to /boot-check.js (vite.config.ts, `bootCheck`). The words
// are in index.html's static shell, in both languages; this only shows the right ones.
// The language follows the app's rule (src/i18n/languages.ts, `resolveLang`): the link's `lang`, else the one
// remembered on this browser, else English.
(function () {
  var LANGS = ['en', 'es'];

  function pageLang() {
    var inLink = (new URLSearchParams(window.location.search).get('lang') || '').toLowerCase();
    if (LANGS.indexOf(inLink) >= 0) return inLink;
    try {
      var remembered = window.localStorage.getItem('training-search-lang');
      if (LANGS.indexOf(remembered) >= 0) return remembered;
    } catch {
      // Storage turned off: nothing is remembered.
    }
    return 'en';
  }

  // The static shell until React's first render replaces it; from then on the app says what went wrong.
  var shell = document.querySelector('[data-boot-shell]');
  if (!shell) return;
  var lang = pageLang();
  var step = 'loading';

  function show() {
    document.querySelectorAll('[data-boot-lang]').forEach(function (el) {
      var only = el.getAttribute('data-boot-step');
      el.hidden = el.getAttribute('data-boot-lang') !== lang || (only !== null && only !== step);
    });
  }

  function fail(reason) {
    if (step === 'failed' || !shell.isConnected) return false;
    step = 'failed';
    console.error(reason);
    document.querySelectorAll('[data-boot-reload]').forEach(function (a) {
      a.href = window.location.href;
    });
    show();
    return true;
  }

  document.documentElement.lang = lang;
  show();
  // A script that could not be loaded (an element's error event reaches window only in the capture phase), or an
  // error thrown before the first render.
  window.addEventListener(
    'error',
    function (event) {
      if (event.target instanceof HTMLScriptElement) fail(event.target.src);
      else if (event instanceof ErrorEvent) fail(event.message);
    },
    true,
  );
  // main.tsx's start() failed (no runtime configuration, …): it hands the reason over and leaves the words here.
  window.addEventListener('training-search:start-failed', function (event) {
    if (fail(event.detail)) event.preventDefault();
  });
})();
