// The one place the site reloads the page, so tests can observe it (jsdom cannot navigate; the unit tests resolve this
// module to tests/support/reload-page.ts). Import it as `@/lib/reload-page`: that is the name the tests replace.
// With `href`, a full load of that page instead (signing out lands on the home page, decision 051).
export function reloadPage(href?: string): void {
  if (href) window.location.assign(href);
  else window.location.reload();
}
