// The diagrams are drawn without a browser, so text is measured by estimate: per-character widths
// in ems of a wide system sans-serif (DejaVu Sans, which Linux falls back to), so that a label
// drawn in any narrower font still fits the room the layout gave it.
const NARROW = new Set("fijlrtI.,:;'!|()[]/ ");
const WIDE = new Set('mwMW@%');

function charEms(char: string): number {
  if (NARROW.has(char)) return 0.34;
  if (WIDE.has(char)) return 0.98;
  if (char >= 'A' && char <= 'Z') return 0.72;
  return 0.62;
}

/** The estimated width in pixels of one line of text. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of text) ems += charEms(char);
  return Math.ceil(ems * fontSize * (bold ? 1.08 : 1));
}

const INDENT = '   ';

/**
 * Splits `prefix item, item, …` into lines of at most `maxChars` characters where it can (an
 * item never breaks); continuation lines are indented.
 */
export function wrapList(prefix: string, items: string[], maxChars: number): string[] {
  const lines: string[] = [];
  let line = prefix;
  items.forEach((item, index) => {
    const piece = index < items.length - 1 ? `${item},` : item;
    const fresh = line === prefix || line === INDENT;
    const candidate = fresh ? `${line}${piece}` : `${line} ${piece}`;
    if (!fresh && candidate.length > maxChars) {
      lines.push(line);
      line = `${INDENT}${piece}`;
    } else {
      line = candidate;
    }
  });
  lines.push(line);
  return lines;
}
