import { createAnalyzer } from '../../../server/analysis';
import { liabilityHolder, subjectHolder } from '../../../server/analysis/direction/parties';
import { isNonClause } from '../../../server/analysis/rules/non-clauses';
import type { Finding } from '../../../server/analysis/types';
import type { ClauseCategory } from '../../../server/analysis/categories';

const analyzer = createAnalyzer({ engine: 'builtin' });

async function findingOf(text: string, category: ClauseCategory, locale: 'fr' | 'en'): Promise<Finding | undefined> {
  const result = await analyzer.analyze({ text, title: 'Contrat', locale });
  return result.findings.find((finding) => finding.category === category);
}

/** A short services agreement around one clause, so the clause is read inside a whole document. */
function contract(clause: string, language: 'fr' | 'en'): string {
  return language === 'fr'
    ? `CONTRAT DE PRESTATION DE SERVICES\n\nEntre la société Fournisseur SAS (le « Prestataire ») et le Client.\n\nArticle 1 - Objet\nLe Prestataire fournit au Client une solution de gestion de la paie.\n\nArticle 2 - Prix\nLe Client règle les factures à trente jours.\n\nArticle 3 - Responsabilité\n${clause}\n\nFait à Paris, le 3 mars 2026.`
    : `SERVICES AGREEMENT\n\nThis Agreement is entered into by and between Supplier Ltd (the "Supplier") and the Customer.\n\n1. Services\nThe Supplier provides the Customer with a payroll platform.\n\n2. Fees\nThe Customer pays invoices within thirty days.\n\n3. Liability\n${clause}\n\nIN WITNESS WHEREOF the parties have signed this Agreement.`;
}

describe('what a newcomer’s contracts showed', () => {
  it('does not take the sentence naming the parties for an exclusivity', async () => {
    const text = 'Entre la société Fournisseur SAS (le « Prestataire ») et le Client.';
    const result = await analyzer.analyze({ text, title: 'Contrat', locale: 'fr' });
    expect(result.findings).toEqual([]);
  });

  it('explains a supplier free to assign without the customer’s consent as that, not as a restriction', async () => {
    const finding = await findingOf('The Supplier may assign this Agreement without the Customer’s consent.', 'anti_assignment', 'en');
    expect(finding?.explanations?.en).toMatch(/^The other party may assign the contract without your consent/);
    expect(finding?.explanations?.en).not.toMatch(/cannot/);
    expect(finding?.explanations?.fr).toMatch(/^L’autre partie peut céder le contrat sans votre accord/);
  });

  it.each([
    ['fr', 'La responsabilité du Prestataire est exclue en toutes circonstances.'],
    ['en', 'The Supplier shall have no liability whatsoever under this Agreement.'],
  ] as const)('flags a total exclusion of the supplier’s liability as severe, inside a whole contract (%s)', async (language, clause) => {
    const finding = await findingOf(contract(clause, language), 'liability_limitation', language);
    expect(finding?.excerpt).toBe(clause);
    expect(finding?.severity).toBe(5);
    expect(finding?.explanation).toMatch(language === 'fr' ? /entièrement exclue/ : /excluded altogether/);
  });

  it.each(['fr', 'en'] as const)('flags nothing in the parties, the address or the signature of a %s contract with no clause', async (language) => {
    const text = contract(language === 'fr' ? 'Le Prestataire fournit les services avec soin.' : 'The Supplier provides the services with care.', language);
    const result = await analyzer.analyze({ text, title: 'Contrat', locale: language });
    expect(result.findings).toEqual([]);
  });
});

describe('never a finding', () => {
  it.each([
    'Entre la société Fournisseur SAS (le « Prestataire ») et le Client.',
    'La société Acme SAS, au capital de 10 000 euros, dont le siège social est situé 12 rue de la Paix, 75002 Paris, ci-après dénommée « le Prestataire », d’une part,',
    'Considérant que le Client souhaite confier au Prestataire la distribution exclusive de ses produits.',
    'Fait à Lyon, le 12 janvier 2026, en deux exemplaires.',
    'Lu et approuvé, bon pour accord.',
    'This Services Agreement is entered into on 1 March 2026 by and between Acme Inc. (the "Supplier") and Beta LLC (the "Customer").',
    'WHEREAS, the Customer wishes to appoint the Supplier as its exclusive provider of payroll services.',
    'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
    'Acme Inc., having its registered office at 200 Market Street, Suite 400, San Francisco.',
    'By: ______________________ Name: Title:',
  ])('"%s"', async (text) => {
    expect(isNonClause(text)).toBe(true);
    const result = await analyzer.analyze({ text, title: 'Contrat', locale: 'fr' });
    expect(result.findings).toEqual([]);
  });

  it('still reads a clause that binds, even when it names the parties', () => {
    expect(isNonClause('The Supplier shall not assign this Agreement without the Customer’s consent.')).toBe(false);
    expect(isNonClause('Le Client s’interdit de solliciter les salariés du Prestataire pendant douze mois.')).toBe(false);
  });
});

describe('who holds the right', () => {
  it('reads the party before the verb, the agent of a passive and the party whose liability it is', () => {
    expect(subjectHolder('The Supplier may terminate this Agreement at any time.')).toBe('other');
    expect(subjectHolder('This Agreement may be terminated by the Customer at any time.')).toBe('reader');
    expect(subjectHolder('Either party may terminate this Agreement for convenience.')).toBe('both');
    expect(subjectHolder('Le Client peut résilier le contrat à tout moment.')).toBe('reader');
    expect(subjectHolder('Nous pouvons suspendre votre compte à tout moment.')).toBe('other');
    expect(liabilityHolder('In no event shall the Supplier be liable to the Customer for lost profits.')).toBe('other');
    expect(liabilityHolder('La responsabilité du Client est limitée aux sommes versées.')).toBe('reader');
    expect(liabilityHolder('The Customer’s aggregate liability shall not exceed the fees paid.')).toBe('reader');
  });

  // [category, sentence, language, what the explanation must say, what it must never say]
  const PAIRS: Array<[ClauseCategory, string, 'fr' | 'en', RegExp, RegExp]> = [
    ['termination_for_convenience', 'The Supplier may terminate this Agreement at any time without cause.', 'en', /^The other party may end/, /^You may/],
    [
      'termination_for_convenience',
      'The Customer may terminate this Agreement at any time without cause.',
      'en',
      /^You may end the contract .* in your favour/,
      /other party may end/,
    ],
    [
      'termination_for_convenience',
      'Le Prestataire peut résilier le contrat à tout moment sans motif.',
      'fr',
      /^L’autre partie peut mettre fin/,
      /^Vous pouvez/,
    ],
    [
      'termination_for_convenience',
      'Le Client peut résilier le contrat à tout moment sans motif.',
      'fr',
      /^Vous pouvez mettre fin .* en votre faveur/,
      /autre partie peut mettre fin/,
    ],
    [
      'anti_assignment',
      'The Customer may not assign this Agreement without the prior written consent of the Supplier.',
      'en',
      /^You cannot assign/,
      /other party cannot/,
    ],
    [
      'anti_assignment',
      'The Supplier may not assign this Agreement without the prior written consent of the Customer.',
      'en',
      /^The other party cannot assign .* protects you/,
      /^You cannot/,
    ],
    [
      'anti_assignment',
      'Le Client ne pourra céder le contrat sans l’accord préalable du Prestataire.',
      'fr',
      /^Vous ne pouvez pas céder/,
      /autre partie ne peut pas/,
    ],
    [
      'anti_assignment',
      'Le Prestataire ne pourra céder le contrat sans l’accord préalable du Client.',
      'fr',
      /^L’autre partie ne peut pas céder .* vous protège/,
      /^Vous ne pouvez/,
    ],
    [
      'liability_limitation',
      'In no event shall the Supplier’s aggregate liability exceed the fees paid in the preceding twelve months.',
      'en',
      /^The other party’s liability is capped/,
      /excluded|Your own/,
    ],
    [
      'liability_limitation',
      'The Supplier shall have no liability whatsoever under this Agreement.',
      'en',
      /^The other party’s liability is excluded altogether/,
      /capped|Your own/,
    ],
    ['liability_limitation', 'The Customer’s aggregate liability shall not exceed the fees paid.', 'en', /^Your own liability/, /other party/],
    [
      'liability_limitation',
      'La responsabilité du Prestataire est plafonnée au montant des sommes versées par le Client.',
      'fr',
      /^La responsabilité de l’autre partie est plafonnée/,
      /exclue|Votre propre/,
    ],
    [
      'liability_limitation',
      'La responsabilité du Prestataire est exclue en toutes circonstances.',
      'fr',
      /^La responsabilité de l’autre partie est entièrement exclue/,
      /plafonnée|Votre propre/,
    ],
    ['liability_limitation', 'La responsabilité du Client est limitée au montant des sommes versées.', 'fr', /^Votre propre responsabilité/, /autre partie/],
    [
      'non_solicit',
      'The Customer shall not solicit or hire any employee of the Supplier during the term and for twelve months thereafter.',
      'en',
      /^You may not solicit/,
      /protects you/,
    ],
    [
      'non_solicit',
      'The Supplier shall not solicit or hire any employee of the Customer during the term and for twelve months thereafter.',
      'en',
      /^The other party may not solicit .* protects you/,
      /^You may not/,
    ],
    [
      'non_solicit',
      'Le Client s’interdit de solliciter ou d’embaucher tout salarié du Prestataire pendant la durée du contrat.',
      'fr',
      /^Il vous est interdit/,
      /vous protège/,
    ],
    [
      'non_solicit',
      'Le Prestataire s’interdit de solliciter ou d’embaucher tout salarié du Client pendant la durée du contrat.',
      'fr',
      /^L’autre partie s’interdit .* vous protège/,
      /^Il vous est interdit/,
    ],
    ['audit_rights', 'The Supplier may audit the Customer’s books and records once a year.', 'en', /^The other party may audit your books/, /in your favour/],
    [
      'audit_rights',
      'The Customer may audit the Supplier’s books and records once a year.',
      'en',
      /^You may audit the other party’s books .* in your favour/,
      /other party may audit/,
    ],
    [
      'audit_rights',
      'Le Prestataire pourra auditer les livres et registres du Client une fois par an.',
      'fr',
      /^L’autre partie peut auditer vos livres/,
      /en votre faveur/,
    ],
    [
      'audit_rights',
      'Le Client pourra auditer les livres et registres du Prestataire une fois par an.',
      'fr',
      /^Vous pouvez auditer .* en votre faveur/,
      /autre partie peut auditer/,
    ],
    [
      'unilateral_change',
      'The Supplier may change the prices at any time by notice to the Customer.',
      'en',
      /changed by the other party without your agreement/,
      /in your favour/,
    ],
    [
      'unilateral_change',
      'The Customer may change the order quantities at any time by notice to the Supplier.',
      'en',
      /^You are the one who may change .* in your favour/,
      /other party/,
    ],
    ['unilateral_change', 'Le Prestataire peut modifier ses tarifs à tout moment.', 'fr', /modifiés par l’autre partie sans votre accord/, /en votre faveur/],
    [
      'auto_renewal',
      'This Agreement shall renew automatically for successive one-year terms unless the Customer gives sixty days notice of non-renewal.',
      'en',
      /unless you give notice in time/,
      /only the other party/,
    ],
    [
      'auto_renewal',
      'This Agreement shall renew automatically for successive one-year terms unless the Supplier gives sixty days notice of non-renewal.',
      'en',
      /only the other party may stop it/,
      /unless you give notice/,
    ],
    [
      'auto_renewal',
      'Le contrat est reconduit tacitement par périodes d’un an sauf dénonciation par le Client trois mois avant l’échéance.',
      'fr',
      /sauf si vous le dénoncez à temps/,
      /seule l’autre partie/,
    ],
  ];

  it.each(PAIRS)('explains %s "%s" for the reader', async (category, sentence, language, says, never) => {
    const finding = await findingOf(sentence, category, language);
    expect(finding).toBeDefined();
    expect(finding?.explanation).toMatch(says);
    expect(finding?.explanation).not.toMatch(never);
  });

  it('weighs a right held by the other party above the same right held by the reader, and an exclusion above a cap', async () => {
    const severity = async (sentence: string, category: ClauseCategory, language: 'fr' | 'en') =>
      (await findingOf(sentence, category, language))?.severity ?? 0;
    expect(await severity('The Supplier may terminate this Agreement at any time without cause.', 'termination_for_convenience', 'en')).toBeGreaterThan(
      await severity('The Customer may terminate this Agreement at any time without cause.', 'termination_for_convenience', 'en'),
    );
    expect(await severity('Le Prestataire ne pourra céder le contrat sans l’accord préalable du Client.', 'anti_assignment', 'fr')).toBeLessThan(
      await severity('Le Client ne pourra céder le contrat sans l’accord préalable du Prestataire.', 'anti_assignment', 'fr'),
    );
    for (const [excluded, capped, language] of [
      [
        'La responsabilité du Prestataire est exclue en toutes circonstances.',
        'La responsabilité du Prestataire est plafonnée au montant des sommes versées par le Client.',
        'fr',
      ],
      [
        'The Supplier shall have no liability whatsoever under this Agreement.',
        'In no event shall the Supplier’s aggregate liability exceed the fees paid in the preceding twelve months.',
        'en',
      ],
    ] as const) {
      expect(await severity(excluded, 'liability_limitation', language)).toBeGreaterThanOrEqual(await severity(capped, 'liability_limitation', language));
      expect(await severity(excluded, 'liability_limitation', language)).toBeGreaterThan(3);
    }
  });
});
