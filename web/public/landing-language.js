// The landing page's language before it shows (a classic script, run before the body): the page
// stays hidden while English replaces the French pre-rendered there. The same choice as
// visitorLanguage (web/src/i18n/languages.ts): this browser's choice, else its preferred languages.
(function () {
  var chosen = null;
  try {
    chosen = localStorage.getItem('paraphe.language');
  } catch {
    // No storage: the browser's preference.
  }
  var preferred = (navigator.languages || [navigator.language || '']).map(function (tag) {
    return tag.slice(0, 2).toLowerCase();
  });
  var language =
    chosen === 'en' || chosen === 'fr'
      ? chosen
      : preferred.filter(function (tag) {
          return tag === 'en' || tag === 'fr';
        })[0];
  if (language === 'en') document.documentElement.lang = 'en';
})();
