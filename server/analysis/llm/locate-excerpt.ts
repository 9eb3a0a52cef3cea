/**
 * Offsets of an excerpt quoted by a model: exact match first, then a match that ignores case,
 * whitespace runs and typographic quotes (models re-flow line breaks and curl apostrophes).
 */
export function locateExcerpt(text: string, excerpt: string): { start: number; end: number } | null {
  const trimmed = excerpt.trim();
  if (!trimmed) return null;
  const exact = text.indexOf(trimmed);
  if (exact >= 0) return { start: exact, end: exact + trimmed.length };
  const fold = (char: string) => (/[’‘`]/.test(char) ? "'" : /[“”«»]/.test(char) ? '"' : char.toLowerCase());
  let normalized = '';
  const positions: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i])) {
      if (normalized.endsWith(' ')) continue;
      normalized += ' ';
    } else normalized += fold(text[i]);
    positions.push(i);
  }
  const needle = [...trimmed.replace(/\s+/g, ' ')].map(fold).join('');
  const at = normalized.indexOf(needle);
  if (at < 0) return null;
  return { start: positions[at], end: positions[at + needle.length - 1] + 1 };
}
