// Blog posts and policies are written in Markdown and also sent as HTML, so the browser needs no
// Markdown parser of its own (one was 36 KB gzip of a post's first load). micromark follows
// CommonMark, shows raw HTML in the source as text and drops unsafe link targets (javascript:),
// so its HTML can go into the page as it is.
import { micromark } from 'micromark';

export const markdownToHtml = (markdown: string): string => micromark(markdown);
