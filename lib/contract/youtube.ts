// YouTube links (spec §5): watch, embed, shorts and youtu.be forms with an 11-character id → a privacy embed URL.

const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The 11-character video id of a YouTube link, or null when the text is not one of the accepted forms. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (!YOUTUBE_HOSTS.has(host)) id = null;
  else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
  else if (segments.length === 2 && (segments[0] === 'embed' || segments[0] === 'shorts')) id = segments[1];
  return id && ID.test(id) ? id : null;
}

/** `https://www.youtube-nocookie.com/embed/<id>` for an accepted link, else null. */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
