// Plain text for meta descriptions: markdown marks removed, whitespace folded, and a length that
// search results and link previews show whole.

/** About what a results page shows before it cuts a description off. */
export const DESCRIPTION_LENGTH = 155;
const ELLIPSIS = '…';

/** The words of a markdown text, without its marks, links' targets, images or HTML tags. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function trimDescription(text: string, max: number = DESCRIPTION_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const room = folded.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.!?–-]+$/, '')}${ELLIPSIS}`;
}

/** A meta description from markdown. */
export function describe(markdown: string): string {
  return trimDescription(plainText(markdown));
}
