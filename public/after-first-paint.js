// Starts the app's module scripts once the server's first HTML has been painted (the page then shows without
// waiting for them, and on a slow link they do not take bandwidth from the styles and the lead image).
// The server writes the entry and its preloads into this element's data attributes (page-first-paint.ts).
(function () {
  var element = document.currentScript;
  if (!element) return;
  var entry = element.getAttribute('data-entry');
  var preloads = (element.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A hidden tab paints no frames: it starts at once rather than when first shown.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
