/** Words that name a non-disclosure agreement, in French and English. */
const NDA_TERMS = /(?<![\p{L}\p{N}])(nda|non[- ]disclosure|confidentiality agreement|(accord|engagement|contrat) de confidentialit[ée])(?![\p{L}\p{N}])/iu;

/** How much of the text is read: an agreement names itself in its heading, not in its tenth page. */
const HEADING_CHARS = 2000;

/** Whether a document is a non-disclosure agreement, as its title or heading says. */
export function isNonDisclosureAgreement(title: string, text: string): boolean {
  return NDA_TERMS.test(title) || NDA_TERMS.test(text.slice(0, HEADING_CHARS));
}
