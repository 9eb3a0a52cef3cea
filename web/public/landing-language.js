// The landing page's language before it shows (a classic script, run before the body): the page
// stays hidden while English, the remembered choice, replaces the French pre-rendered there.
try {
  if (localStorage.getItem('paraphe.language') === 'en') document.documentElement.lang = 'en';
} catch {
  // No storage: French.
}
