// Meta descriptions as search engines show them: at most 160 characters, cut at a word boundary with an ellipsis,
// whitespace (line breaks of a dealer's text) folded to single spaces.
export const META_DESCRIPTION_MAX = 160;

export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  // Room for the ellipsis; cut at the last space inside it, unless that leaves less than half the room.
  const room = folded.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
