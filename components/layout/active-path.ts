// Whether a navigation link points at the current page (paths compared without query or trailing slash).

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

/** `nested` also matches pages below the link, e.g. a record's detail page under its list. */
export function isActivePath(pathname: string, href: string, { nested = false } = {}): boolean {
  const current = normalise(pathname);
  const target = normalise(href);
  if (current === target) return true;
  return nested && target !== '/' && current.startsWith(`${target}/`);
}
