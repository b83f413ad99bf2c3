// The one place the site reloads the page, so tests can observe it (jsdom cannot navigate).
export function reloadPage(): void {
  window.location.reload();
}
