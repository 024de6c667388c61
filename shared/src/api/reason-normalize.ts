/**
 * The form in which two wordings of one message compare equal: Unicode NFKC (full-width
 * letters and digits as half-width), lower case, one kind of quote, dash and space, and no
 * punctuation or space at either end ("Insufficient balance." = "insufficient balance",
 * "余额不足。" = "余额不足").
 */
export function normalizeMessage(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(
      /^[\s.,;:!?'"()[\]。，、！？：；「」『』¡¿…]+|[\s.,;:!?'"()[\]。，、！？：；「」『』¡¿…]+$/gu,
      '',
    )
    .trim();
}
