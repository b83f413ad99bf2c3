// The one place the site reloads the page, so tests can observe it (jsdom cannot navigate).
// With `href`, a full load of that page instead (signing out lands on the home page, decision 051).
export function reloadPage(href?: string): void {
  if (href) window.location.assign(href);
  else window.location.reload();
}
