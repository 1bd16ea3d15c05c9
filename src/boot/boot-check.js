// Says, in the page's language, that the app could not start — when its code never runs (the entry script could
// not be loaded, or stopped with an error before the first render) or when main.tsx reports a failed start.
// A classic script of its own, loaded before the entry (decision 0137): it must work when the bundle does not,
// so it imports nothing and the build copies it minified to /boot-check.js (vite.config.ts, `bootCheck`).
// The language follows the app's rule (src/i18n/languages.ts, `resolveLang`): the link's `lang`, else the one
// remembered on this browser, else English. src/boot/boot-check.test.ts holds the two in step.
(function () {
  var WORDS = {
    en: {
      name: 'Training Search',
      loading: 'Loading…',
      title: 'Training Search could not start',
      body: 'The page’s code could not be loaded or stopped with an error. Check your connection, then reload the page.',
      reload: 'Reload the page',
    },
    es: {
      name: 'Buscador de Capacitación',
      loading: 'Cargando…',
      title: 'El Buscador de Capacitación no pudo iniciarse',
      body: 'El código de la página no se pudo cargar o se detuvo con un error. Revise su conexión y vuelva a cargar la página.',
      reload: 'Volver a cargar la página',
    },
  };

  function pageLang() {
    var inLink = (new URLSearchParams(window.location.search).get('lang') || '').toLowerCase();
    if (WORDS[inLink]) return inLink;
    try {
      var remembered = window.localStorage.getItem('training-search-lang');
      if (remembered && WORDS[remembered]) return remembered;
    } catch {
      // Storage turned off: nothing is remembered.
    }
    return 'en';
  }

  var lang = pageLang();
  var words = WORDS[lang];
  // The static shell (index.html) until React's first render replaces it; afterwards the app says what went wrong.
  var shell = document.querySelector('[data-boot-shell]');
  if (!shell) return;
  document.documentElement.lang = lang;
  var home = document.querySelector('[data-boot-home]');
  if (home) home.textContent = words.name;
  shell.textContent = words.loading;

  var failed = false;
  function fail(reason) {
    if (failed || !shell.isConnected) return false;
    failed = true;
    if (reason) console.error('Training Search could not start:', reason);
    shell.textContent = '';
    var box = document.createElement('div');
    box.setAttribute('role', 'alert');
    var title = document.createElement('h1');
    title.className = 'text-xl font-bold text-slate-900';
    title.textContent = words.title;
    var body = document.createElement('p');
    body.className = 'mt-2';
    body.textContent = words.body;
    var again = document.createElement('a');
    again.href = window.location.href;
    again.className = 'mt-2 inline-block text-blue-800 underline';
    again.textContent = words.reload;
    box.append(title, body, again);
    shell.append(box);
    return true;
  }

  // A script that could not be loaded (error events of elements reach window only in the capture phase), or an
  // error thrown before the first render.
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target instanceof HTMLScriptElement) fail(target.src + ' could not be loaded');
      else if (event instanceof ErrorEvent) fail(event.message);
    },
    true,
  );
  // main.tsx's start() failed (no runtime configuration, …): it hands the reason over and leaves the words here.
  window.addEventListener('training-search:start-failed', function (event) {
    if (fail(event.detail)) event.preventDefault();
  });
})();
