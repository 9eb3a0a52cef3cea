import { readFileSync } from 'node:fs';
import { CLAUSE_CATEGORIES, createAnalyzer, detectLanguage } from '../../../server/analysis';
import { NEUTRAL_CLAUSES, PARITY_CLAUSES } from '../../../scripts/risk-engine/evaluation/parity-clauses';
import { riskLevel, riskScore } from '../../../server/analysis/scoring/risk-score';
import { seededRandom } from '../../../scripts/risk-engine/training/datasets';
import { CLAUSE_EXAMPLES, WEAK_POSITIVE_PATTERNS } from '../../../scripts/risk-engine/training/clause-examples';
import { HEADS, datasetLabelsOfFinding } from '../../../server/analysis/dataset-mapping';
import { ClauseModel, decodeIndices, encodeIndices } from '../../../server/analysis/model/clause-model';
import { CONSUMER_TERMS_HEAD, consumerTermsScore, silencedHeads } from '../../../server/analysis/model/document-genre';
import { featurize } from '../../../server/analysis/model/featurize';
import { readingSpans, splitSentences } from '../../../server/analysis/text/split-sentences';
import { isVetoed } from '../../../server/analysis/rules/softening';
import { readClauseTerms } from '../../../server/analysis/rules/clause-terms';
import { AGENCY_CONTRACT_CATEGORIES, SERVICES_AGREEMENT_CATEGORIES, TERMS_OF_USE_CATEGORIES } from '../../../scripts/risk-engine/evaluation/labelled-documents';
import type { ClauseCategory } from '../../../server/analysis/categories';

const analyzer = createAnalyzer({ engine: 'builtin' });

async function categories(text: string, language?: 'fr' | 'en'): Promise<ClauseCategory[]> {
  const result = await analyzer.analyze({ text, title: 'Test', language });
  return result.findings.map((finding) => finding.category);
}

describe('clause categories', () => {
  it('exposes the 22 public ids in the order of the specification', () => {
    expect(CLAUSE_CATEGORIES).toHaveLength(22);
    expect(CLAUSE_CATEGORIES[0]).toBe('liability_uncapped');
    expect(CLAUSE_CATEGORIES[21]).toBe('consent_by_use');
  });

  // Regression floor, not the goal: issue 5 wants every category found in both languages; the
  // current model finds 22 of 22 in each (`npm run eval:analyzer -- --parity`).
  it('finds the expected category in at least 19 of the 22 English and 19 of the 22 French clauses', async () => {
    let english = 0;
    let french = 0;
    for (const pair of PARITY_CLAUSES) {
      if ((await categories(pair.en)).includes(pair.category)) english++;
      if ((await categories(pair.fr, 'fr')).includes(pair.category)) french++;
    }
    expect(english).toBeGreaterThanOrEqual(19);
    expect(french).toBeGreaterThanOrEqual(19);
  });

  it('finds the same categories in the French and the English version of every clause', async () => {
    const mismatches = [];
    for (const pair of PARITY_CLAUSES) {
      const english = [...new Set(await categories(pair.en))].sort();
      const french = [...new Set(await categories(pair.fr, 'fr'))].sort();
      if (english.join() !== french.join()) mismatches.push({ category: pair.category, english, french });
    }
    expect(mismatches).toEqual([]);
  });

  it('reads a clause the same however its lines are wrapped, as a PDF wraps them where the page ends', async () => {
    const wrapped: Array<{ category: ClauseCategory; wrap: number }> = [];
    for (const pair of PARITY_CLAUSES) {
      for (const [text, language] of [
        [pair.en, 'en'],
        [pair.fr, 'fr'],
      ] as const) {
        const flowing = await analyzer.analyze({ text, title: 'Test', language });
        // Hard line breaks every few words, inside the sentences.
        for (const every of [1, 2, 5]) {
          const broken = text
            .split(' ')
            .map((word, index) => (index > 0 && index % every === 0 ? `\n${word}` : ` ${word}`))
            .join('')
            .trim();
          const result = await analyzer.analyze({ text: broken, title: 'Test', language });
          const same =
            result.riskScore === flowing.riskScore &&
            result.findings.map((finding) => finding.category).join() === flowing.findings.map((finding) => finding.category).join();
          if (!same) wrapped.push({ category: pair.category, wrap: every });
        }
      }
    }
    expect(wrapped).toEqual([]);
  });

  // Regression floor: the current model raises none (`npm run eval:analyzer -- --parity`).
  it('raises no alarm on at least 19 of the 20 ordinary clauses, in English and in French', async () => {
    let quietEnglish = 0;
    let quietFrench = 0;
    for (const clause of NEUTRAL_CLAUSES) {
      if ((await categories(clause.en, 'en')).length === 0) quietEnglish++;
      if ((await categories(clause.fr, 'fr')).length === 0) quietFrench++;
    }
    expect(NEUTRAL_CLAUSES).toHaveLength(20);
    expect(quietEnglish).toBeGreaterThanOrEqual(19);
    expect(quietFrench).toBeGreaterThanOrEqual(19);
  });

  it.each(['auto_renewal', 'unilateral_change', 'minimum_commitment', 'choice_of_law', 'consent_by_use'] as const)(
    'finds %s in both the English and the French clause',
    async (category) => {
      const pair = PARITY_CLAUSES.find((clause) => clause.category === category)!;
      expect(await categories(pair.en)).toContain(category);
      expect(await categories(pair.fr)).toContain(category);
    },
  );
});

describe('a whole services agreement', () => {
  // The same one-sided services agreement in English and in French: 19 clause types, and lines that
  // only look like clauses (titles, definitions, a notice address), and the provider free to assign,
  // which is a finding only as what it is: the other party handing the contract to anyone.
  const expected = SERVICES_AGREEMENT_CATEGORIES;
  const notClauses = [/^\d+\.\s+\p{Lu}[\p{L} ;]+$/u, /means/, /change its notice address|changer d’adresse|changer d'adresse/];

  for (const language of ['en', 'fr'] as const) {
    it(`finds at least 18 of its 19 clause types in ${language === 'en' ? 'English' : 'French'}, and nothing in what only looks like a clause`, async () => {
      const text = readFileSync(new URL(`./fixtures/services-agreement.${language}.txt`, import.meta.url), 'utf8');
      const { findings, riskLevel: level } = await analyzer.analyze({ text, title: 'Services agreement' });
      const found = new Set(findings.map((finding) => finding.category));
      expect(expected.filter((category) => found.has(category)).length).toBeGreaterThanOrEqual(18);
      for (const finding of findings) {
        expect(text.slice(finding.start, finding.end)).toBe(finding.excerpt);
        for (const pattern of notClauses) expect(finding.excerpt.split('\n')[0]).not.toMatch(pattern);
        if (/assign this Agreement freely|peut librement céder/.test(finding.excerpt))
          expect(finding.explanations?.en).toMatch(/^The other party may assign the contract without your consent/);
      }
      expect(level).toBe('HIGH');
    });
  }
});

describe('consumer terms of use in French', () => {
  it('finds the provider’s rights and the dispute clauses, and leaves the user’s own duties and rights alone', async () => {
    const text = readFileSync(new URL('./fixtures/conditions-utilisation.fr.txt', import.meta.url), 'utf8');
    const { findings } = await analyzer.analyze({ text, title: 'CGU' });
    const found = new Set(findings.map((finding) => finding.category));
    const expected = TERMS_OF_USE_CATEGORIES;
    expect(expected.filter((category) => found.has(category)).length).toBeGreaterThanOrEqual(6);
    // The user's password, the user's right to cancel and to keep their photos are no risk; an
    // arbitration seat is not a court.
    for (const excerpt of ['mot de passe', 'Vous pouvez résilier', 'Vous conservez'])
      expect(findings.filter((finding) => finding.excerpt.includes(excerpt))).toEqual([]);
    expect(found.has('jurisdiction')).toBe(false);
  });
});

describe('a French commercial agency contract', () => {
  it('finds its restrictive clauses, reads a lasting duty with the sentence it refers to, and takes no commission for a non-solicit', async () => {
    const text = readFileSync(new URL('./fixtures/contrat-agent.fr.txt', import.meta.url), 'utf8');
    const { findings } = await analyzer.analyze({ text, title: 'Contrat d’agent' });
    const found = new Set(findings.map((finding) => finding.category));
    const expected = AGENCY_CONTRACT_CATEGORIES;
    expect(expected.filter((category) => found.has(category)).length).toBeGreaterThanOrEqual(8);
    const lasting = findings.find((finding) => finding.excerpt.includes('Cet engagement demeurera'));
    expect(lasting?.excerpt.startsWith("L'Agent s'engage à ne divulguer")).toBe(true);
    expect(findings.filter((finding) => finding.excerpt.includes('commission de 12 %'))).toEqual([]);
  });
});

describe('negated and softened clauses', () => {
  it.each([
    ['auto_renewal', 'This Agreement shall not renew automatically and will expire at the end of the initial term of two years.'],
    ['auto_renewal', 'Le contrat ne sera pas renouvelé tacitement et prendra fin à l’expiration de la période initiale.'],
    ['liability_uncapped', 'The Supplier’s liability shall be capped at the fees paid by the Customer under this Agreement.'],
    ['exclusivity', 'The Distributor is appointed as a non-exclusive distributor of the Products in the territory.'],
    ['termination_for_convenience', 'Neither party may terminate this Agreement for convenience before the end of the initial term.'],
    [
      'liability_limitation',
      'The limitations of liability in this section shall not apply to losses caused by fraud, for which the Supplier shall be liable without limit.',
    ],
    [
      'liquidated_damages',
      'Toute facture impayée à l’échéance donne lieu à des intérêts de retard et à une indemnité forfaitaire de 40 euros pour frais de recouvrement.',
    ],
    ['non_solicit', 'The Consultant shall not, directly or indirectly, engage in or assist any business competing with the Company during the term.'],
    ['jurisdiction', 'You may bring any dispute arising from these terms before the courts of the place where you live.'],
    ['choice_of_law', 'These terms are governed by the law of your country of residence.'],
    ['jurisdiction', 'Tout litige relatif aux présentes conditions relève des tribunaux de votre lieu de résidence.'],
    [
      'most_favored_nation',
      'If the parties fail to reach agreement within sixty days, the Licensor shall be free to enter into an agreement with a third party on terms no less favourable than those offered to the Licensee.',
    ],
    ['change_of_control', 'A change of control of the Supplier shall not be deemed an assignment of this Agreement.'],
    ['exclusivity', 'Tout litige sera soumis à la compétence exclusive du Tribunal de commerce de Paris.'],
    [
      'liquidated_damages',
      'Tout retard de paiement entraînera des pénalités au taux de trois fois le taux d’intérêt légal et une indemnité forfaitaire de 40 euros.',
    ],
    ['unilateral_change', 'The Customer may not change the price of the Products.'],
    ['unilateral_change', 'Les tarifs ne peuvent être modifiés que par avenant signé des deux parties.'],
  ] as const)('does not report %s for "%s"', async (category, text) => {
    expect(await categories(text)).not.toContain(category);
  });

  it('reports the clause under a heading, not the heading that names it', async () => {
    const text = 'Article 5 - Droit applicable\nLe présent contrat est soumis au droit français.\n\nARTICLE 6 - RÉSILIATION';
    const result = await analyzer.analyze({ text, title: 'Contrat', language: 'fr' });
    expect(result.findings.map(({ category, excerpt }) => ({ category, excerpt }))).toEqual([
      { category: 'choice_of_law', excerpt: 'Le présent contrat est soumis au droit français.' },
    ]);
  });

  it('keeps a forum or governing law that holds the reader at home, a title or a question from being a finding, and nothing else', () => {
    expect(isVetoed('jurisdiction', 'Disputes shall be brought before the courts of the place where you live.')).toBe(true);
    expect(isVetoed('choice_of_law', 'Les présentes sont régies par la loi de votre lieu de résidence.')).toBe(true);
    expect(isVetoed('jurisdiction', 'You submit to the exclusive jurisdiction of the courts of California, regardless of where you live.')).toBe(false);
    expect(isVetoed('choice_of_law', 'These terms are governed by California law, regardless of your place of residence.')).toBe(false);
    expect(isVetoed('choice_of_law', 'Tout litige relève du droit français, quel que soit votre lieu de résidence.')).toBe(false);
    expect(isVetoed('choice_of_law', 'If your country of residence is the United States, these terms are governed by the laws of New York.')).toBe(false);
    expect(isVetoed('choice_of_law', 'Si votre lieu de résidence est la France, le droit français s’applique.')).toBe(false);
    expect(isVetoed('arbitration', 'Dispute Resolution by Binding Arbitration')).toBe(true);
    expect(isVetoed('arbitration', 'C. Binding Arbitration')).toBe(true);
    expect(isVetoed('arbitration', 'All disputes shall be resolved by binding arbitration')).toBe(false);
    // A run-in title closed by a full stop names the clause that follows it on the same line.
    expect(isVetoed('arbitration', 'Arbitration Procedures.')).toBe(true);
    expect(isVetoed('arbitration', 'All disputes shall be resolved by binding arbitration.')).toBe(false);
    expect(isVetoed('unilateral_change', 'Can we change these terms?')).toBe(true);
    expect(isVetoed('unilateral_change', 'We may change these terms at any time.')).toBe(false);
    // The reader's own right to leave is no termination risk; the other side's right is.
    expect(isVetoed('termination_for_convenience', 'You may cancel your subscription at any time.')).toBe(true);
    expect(isVetoed('termination_for_convenience', 'Vous pouvez à tout moment mettre fin à votre abonnement.')).toBe(true);
    expect(isVetoed('termination_for_convenience', 'We may terminate your account at any time, and you may cancel your subscription.')).toBe(false);
    expect(isVetoed('termination_for_convenience', 'Nous pouvons résilier votre compte à tout moment.')).toBe(false);
    // A change that is forbidden or needs both parties is no unilateral change; one only bounded or delayed still is.
    expect(isVetoed('unilateral_change', 'Prices may be revised each year by mutual agreement of the parties.')).toBe(true);
    expect(isVetoed('unilateral_change', 'Nous ne pouvons pas modifier ces conditions sans votre accord.')).toBe(true);
    expect(isVetoed('unilateral_change', 'The Supplier may not increase its prices more than once per calendar year.')).toBe(false);
    expect(isVetoed('unilateral_change', 'Le Prestataire ne pourra modifier ses tarifs qu’après un préavis de trente jours.')).toBe(false);
    expect(isVetoed('most_favored_nation', 'The Supplier shall grant the Customer prices no less favourable than those granted to any other customer.')).toBe(
      false,
    );
    expect(isVetoed('change_of_control', 'Either party may terminate this Agreement upon a change of control of the other party.')).toBe(false);
    // "Neither party may assign … without consent" forbids; "either party may assign … without consent" frees.
    expect(isVetoed('anti_assignment', 'Neither party may assign this Agreement without the prior written consent of the other party.')).toBe(false);
    expect(isVetoed('anti_assignment', 'Either party may assign this Agreement without the consent of the other party.')).toBe(true);
    // The other party free to assign is the reader's risk and stays a finding; the reader free to assign is none.
    expect(isVetoed('anti_assignment', 'Provider may assign this Agreement freely.')).toBe(false);
    expect(isVetoed('anti_assignment', 'The Customer may assign this Agreement freely.')).toBe(true);
    // In a contract a right to terminate for breach is no termination for convenience; in consumer
    // terms closing an account for a breach stays an unfair unilateral termination.
    const forBreach = 'Either party may terminate this Agreement on thirty days’ written notice if the other party commits a material breach.';
    expect(isVetoed('termination_for_convenience', forBreach, 'termination_for_convenience')).toBe(true);
    expect(
      isVetoed('termination_for_convenience', 'Le Prestataire peut résilier le contrat en cas de manquement grave du Client.', 'termination_for_convenience'),
    ).toBe(true);
    expect(
      isVetoed(
        'termination_for_convenience',
        'Either party may terminate this Agreement at any time for any reason, or at once for breach.',
        'termination_for_convenience',
      ),
    ).toBe(false);
    expect(isVetoed('termination_for_convenience', 'We may terminate your account if you breach these terms.', 'tos_termination_for_convenience')).toBe(false);
    // A definition binds no one, except the minimum a definition sets.
    expect(isVetoed('non_compete', '"Competing Provider" means any vendor whose products compete with the Company’s business.')).toBe(true);
    expect(isVetoed('exclusivity', '« Produits Exclusifs » désigne les produits distribués exclusivement par le Distributeur.')).toBe(true);
    expect(isVetoed('minimum_commitment', '"Minimum Annual Purchase" means 500 units in each contract year.')).toBe(false);
    // A minimum that is no volume to buy (records kept, insurance limits, none at all) is no commitment.
    expect(isVetoed('minimum_commitment', 'Distributor agrees to maintain all such records for a minimum of three years.')).toBe(true);
    expect(isVetoed('minimum_commitment', 'Supplier shall maintain the following minimum insurance coverages and minimum limits.')).toBe(true);
    expect(isVetoed('minimum_commitment', 'This License does not include a minimum annual royalty.')).toBe(true);
    expect(isVetoed('minimum_commitment', 'Customer shall purchase a minimum of 500 units per year and keep records of its purchases.')).toBe(false);
    // Exclusivity denied, an exclusive owner or purpose, and a reading rule are no exclusivity.
    expect(isVetoed('exclusivity', 'Supplier agrees that it shall not be considered Bank of America’s exclusive provider of any goods.')).toBe(true);
    expect(isVetoed('exclusivity', 'The word "or" is not exclusive.')).toBe(true);
    expect(isVetoed('exclusivity', 'The Company shall be the sole and exclusive owner of the Policy.')).toBe(true);
    expect(isVetoed('exclusivity', 'The premises shall be used exclusively for the purpose of operating a restaurant.')).toBe(true);
    expect(isVetoed('exclusivity', 'Supplier appoints Reseller as a non‐ exclusive reseller in the Territory.')).toBe(true);
    expect(isVetoed('exclusivity', 'The licence is not exclusive, except that Licensee shall be the exclusive distributor in France.')).toBe(false);
    expect(isVetoed('exclusivity', 'Fox will not grant any exclusive distribution rights to any other party.')).toBe(false);
    // Where an arbitration sits is no court's jurisdiction; a court named beside it still is.
    expect(isVetoed('jurisdiction', 'Tout litige sera tranché exclusivement par arbitrage individuel à San Francisco.')).toBe(true);
    expect(
      isVetoed('jurisdiction', 'Any dispute shall be settled by arbitration in London, and the courts of England have jurisdiction to enforce the award.'),
    ).toBe(false);
    expect(isVetoed('anti_assignment', 'Le Prestataire peut céder le contrat librement à toute société de son choix.')).toBe(false);
    expect(isVetoed('anti_assignment', 'Le Client peut céder le contrat librement à toute société de son choix.')).toBe(true);
    expect(isVetoed('anti_assignment', 'Le Client ne peut céder le contrat librement.')).toBe(false);
    // "Exclusive jurisdiction" is no exclusivity, unless the sentence also grants one.
    expect(isVetoed('exclusivity', 'The courts of New York shall have exclusive jurisdiction over any dispute.')).toBe(true);
    expect(isVetoed('exclusivity', 'The Distributor is appointed exclusive distributor in France, and the courts of Paris have exclusive jurisdiction.')).toBe(
      false,
    );
    // Penalties for paying late are not liquidated damages; penalties for delivering late are.
    expect(isVetoed('liquidated_damages', 'Late payments shall bear a penalty of 1.5% per month.')).toBe(true);
    expect(isVetoed('liquidated_damages', 'Chaque jour de retard de livraison donnera lieu à une pénalité forfaitaire de 500 euros.')).toBe(false);
    expect(
      isVetoed(
        'change_of_control',
        'Aucune des parties ne peut céder le contrat sans l’accord de l’autre, y compris en cas de fusion ou de changement de contrôle.',
      ),
    ).toBe(false);
  });

  it('never vetoes a written example or a parity clause for its own category', () => {
    const vetoed = [
      ...CLAUSE_EXAMPLES.flatMap(({ text, heads }) =>
        heads
          .map((id) => HEADS.find((head) => head.id === id || head.id === `tos_${id}`)!)
          .filter((head) => isVetoed(head.category, text, head.id))
          .map((head) => `${head.id}: ${text}`),
      ),
      ...PARITY_CLAUSES.flatMap((pair) => [pair.en, pair.fr].filter((text) => isVetoed(pair.category, text)).map((text) => `${pair.category}: ${text}`)),
    ];
    expect(vetoed).toEqual([]);
  });

  it('keeps what only looks like a clause of a type from being one', () => {
    // Notice details, laws "as amended", definitions and amendments both sign change nothing alone.
    expect(isVetoed('unilateral_change', 'Either Party may change its address by giving the other notice thereof.')).toBe(true);
    expect(isVetoed('unilateral_change', 'Chaque partie peut changer d’adresse en le notifiant à l’autre.')).toBe(true);
    expect(isVetoed('unilateral_change', 'Le Client peut modifier ses coordonnées bancaires à tout moment.')).toBe(true);
    expect(isVetoed('unilateral_change', 'Each party shall comply with the Securities Act, as amended from time to time.')).toBe(true);
    expect(isVetoed('unilateral_change', '"User Manuals" means the documentation of the Services, as modified and updated by the Supplier.')).toBe(true);
    expect(isVetoed('unilateral_change', 'This Agreement may be amended at any time, but any amendment must be in writing and signed by both parties.')).toBe(
      true,
    );
    expect(isVetoed('unilateral_change', 'These terms, as may be amended from time to time, apply to all our services.')).toBe(false);
    // Signing is express consent; using the service is consent by use.
    expect(isVetoed('consent_by_use', 'By signing below, the Parties agree to the terms of this Agreement.')).toBe(true);
    expect(isVetoed('consent_by_use', 'By signing up for and using the Service, you agree to these Terms.')).toBe(false);
    // Arbitration names arbitration; a choice of courts is jurisdiction.
    expect(isVetoed('arbitration', 'Any dispute shall be resolved exclusively in the state or federal courts of San Luis Obispo County.')).toBe(true);
    expect(isVetoed('arbitration', 'Any dispute will be resolved under the ICC Rules by three arbitrators.')).toBe(false);
    // A table of contents names clauses; a conflict-of-laws rule "of any jurisdiction" names no court; a loan's interest is no late penalty.
    expect(isVetoed('late_payment_penalties', 'Accounting and reporting 39 9.1 Timing of Payments 39 9.2 Late Payment 39 9.3 Method of Payment 39')).toBe(true);
    expect(isVetoed('liability_limitation', 'Limitation of Liability ................................................ 12')).toBe(true);
    expect(
      isVetoed(
        'minimum_commitment',
        'Under Section 4.1 Distributor shall purchase 100 units each month and under Section 4.2 Distributor shall pay within 30 days.',
      ),
    ).toBe(false);
    expect(
      isVetoed(
        'jurisdiction',
        'This Agreement shall be governed by the laws of California, without regard to the conflicts of law provisions of any jurisdiction.',
      ),
    ).toBe(true);
    expect(
      isVetoed(
        'jurisdiction',
        'This Agreement is governed by California law, without regard to its conflict of laws rules, and the courts of San Francisco have exclusive jurisdiction.',
      ),
    ).toBe(false);
    expect(
      isVetoed('late_payment_penalties', 'The Company is not in default in the payment of principal or interest on any outstanding debt obligations.'),
    ).toBe(true);
    expect(isVetoed('late_payment_penalties', 'Any overdue amounts shall bear interest at two percent (2%) above the prime rate.')).toBe(false);
    // Perpetual confidentiality needs a lasting term.
    expect(isVetoed('confidentiality_perpetual', 'Confidential Information shall remain the property of the Disclosing Party.')).toBe(true);
    expect(isVetoed('confidentiality_perpetual', 'The obligations of confidentiality shall survive the termination of this Agreement indefinitely.')).toBe(
      false,
    );
    expect(isVetoed('confidentiality_perpetual', 'Cette obligation de confidentialité demeure en vigueur à perpétuité.')).toBe(false);
    // The age a user must have is no quantity to buy.
    expect(isVetoed('minimum_commitment', 'The minimum age to use the Service is 18.')).toBe(true);
    expect(isVetoed('minimum_commitment', 'L’âge minimum pour utiliser le service est de 18 ans.')).toBe(true);
    // Liability nothing limits, or that stays unlimited, is no limitation of it.
    expect(isVetoed('liability_limitation', 'Nothing in this Agreement limits either party’s liability for fraud.')).toBe(true);
    expect(isVetoed('liability_limitation', 'Aucune disposition du contrat ne limite la responsabilité d’une partie en cas de fraude.')).toBe(true);
    expect(isVetoed('liability_limitation', 'La responsabilité de chaque partie reste illimitée en cas de faute lourde.')).toBe(true);
    expect(isVetoed('liability_limitation', 'La responsabilité du Prestataire est limitée au prix de la commande.')).toBe(false);
    // Where a distributor may take orders is a territory, not a non-solicit; the other party's customers are.
    expect(isVetoed('non_solicit', 'Distributor shall not actively solicit orders for the Products outside the Territory.')).toBe(true);
    expect(isVetoed('non_solicit', 'The Reseller shall not market or sell the Products to customers outside of the Territory.')).toBe(true);
    expect(isVetoed('non_solicit', 'Distributor shall not solicit any customer of Supplier located outside the Territory.')).toBe(false);
    expect(isVetoed('non_solicit', 'Distributor shall not solicit orders from any customer of Supplier.')).toBe(false);
    // "the Customer", "le Client" as a party's name is no customer base to protect.
    expect(isVetoed('non_solicit', 'Le Fournisseur accordera au Client ses meilleurs prix.')).toBe(true);
    expect(isVetoed('non_solicit', 'The Customer shall pay all invoices within thirty days.')).toBe(true);
    expect(isVetoed('non_solicit', 'L’Agent ne démarchera aucun client du Fournisseur.')).toBe(false);
    expect(isVetoed('non_solicit', 'Supplier shall not approach any of the Reseller’s Customer’s directly.')).toBe(false);
  });

  it('reads French liability insurance as insurance, and a cap on civil liability as a limitation', async () => {
    expect(
      await categories('Le Prestataire souscrit une assurance responsabilité civile professionnelle auprès d’une compagnie notoirement solvable.', 'fr'),
    ).toEqual([]);
    expect(await categories('La responsabilité civile professionnelle du Prestataire est limitée à 100 000 euros par sinistre.', 'fr')).toContain(
      'liability_limitation',
    );
  });

  it('still reports the affirmative version of a negated clause', async () => {
    expect(await categories('This Agreement shall renew automatically for successive one-year terms unless terminated by either party.')).toContain(
      'auto_renewal',
    );
    expect(await categories('Provider may increase the fees at any time upon thirty (30) days written notice to Customer.')).toContain('unilateral_change');
    expect(await categories('Le Prestataire pourra augmenter ses tarifs une fois par an moyennant un préavis de soixante jours.', 'fr')).toContain(
      'unilateral_change',
    );
  });
});

describe('labelling functions', () => {
  it('take a party that may raise its prices alone as a unilateral change, and not one that may not', () => {
    const pattern = WEAK_POSITIVE_PATTERNS.unilateral_change;
    expect(pattern.test('IBM may change the prices of Service Option Attachments upon ninety (90) days prior written notice to Customer.')).toBe(true);
    expect(pattern.test('The Company reserves the right to change the applicable charges at the end of the Initial Term.')).toBe(true);
    expect(pattern.test('Customer may not change the price of the Products.')).toBe(false);
    expect(pattern.test('The Distributor may change the delivery address by written notice.')).toBe(false);
  });
});

describe('dataset mapping', () => {
  const cuad = (category: ClauseCategory, excerpt: string) => datasetLabelsOfFinding({ category, excerpt }, 'cuad');

  it('counts a renewal finding for the notice period only when it sets one, the period written before or after the notice', () => {
    expect(cuad('auto_renewal', 'Thereafter, this Agreement shall automatically renew for successive one-year terms.')).toEqual(['Renewal Term']);
    for (const excerpt of [
      'The Agreement renews automatically unless either party gives notice at least sixty (60) days before the end of the term.',
      'It shall automatically continue until terminated by either party upon not less than thirty (30) days prior written notice.',
      'This Agreement will be renewed for periods of twelve (12) months unless either Party gives six (6) months written notice of its intent to terminate.',
      'Either party may deliver notice of non-renewal at least [* * *] prior to the expiration date of the Renewal Term.',
      'Le contrat se renouvelle tacitement sauf dénonciation trois mois avant son échéance.',
    ]) {
      expect(cuad('auto_renewal', excerpt)).toEqual(['Renewal Term', 'Notice Period to Terminate Renewal']);
    }
  });

  it('tells a customer non-solicit from an employee non-solicit by what the excerpt protects', () => {
    expect(cuad('non_solicit', 'Neither party shall solicit or hire any employee of the other party.')).toEqual(['No-Solicit of Employees']);
    expect(cuad('non_solicit', 'Kallo shall not allow another Agent to solicit the existing book of business.')).toEqual(['No-Solicit of Customers']);
    expect(cuad('non_solicit', 'The Agent shall not solicit any policyholder or subscriber of the Company.')).toEqual(['No-Solicit of Customers']);
    expect(cuad('non_solicit', 'The Consultant shall not solicit the customers or employees of the Company.')).toEqual([
      'No-Solicit of Employees',
      'No-Solicit of Customers',
    ]);
    expect(cuad('non_solicit', 'The Supplier shall not divert any business of the Distributor.')).toEqual(['No-Solicit of Customers']);
    expect(cuad('non_solicit', 'Le Prestataire s’interdit de démarcher tout abonné de la Société.')).toEqual(['No-Solicit of Customers']);
  });
});

describe('risk score', () => {
  const finding = (category: ClauseCategory, severity: number) => ({ category, severity });

  it('gives 1–3 to a document without findings and maps levels 1–3/4–7/8–10', () => {
    expect(riskScore([])).toBeGreaterThanOrEqual(1);
    expect(riskScore([])).toBeLessThanOrEqual(3);
    expect([1, 3, 4, 7, 8, 10].map(riskLevel)).toEqual(['LOW', 'LOW', 'MED', 'MED', 'HIGH', 'HIGH']);
  });

  it('never decreases when a finding is added or made harsher', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 2000; trial++) {
      const findings = Array.from({ length: Math.floor(random() * 8) }, () =>
        finding(CLAUSE_CATEGORIES[Math.floor(random() * 22)], 1 + Math.floor(random() * 5)),
      );
      const before = riskScore(findings);
      const added = [...findings, finding(CLAUSE_CATEGORIES[Math.floor(random() * 22)], 1 + Math.floor(random() * 5))];
      expect(riskScore(added)).toBeGreaterThanOrEqual(before);
      if (findings.length) {
        const harsher = findings.map((f, i) => (i === 0 ? { ...f, severity: Math.min(5, f.severity + 1) } : f));
        expect(riskScore(harsher)).toBeGreaterThanOrEqual(before);
      }
      expect(riskScore(added)).toBeLessThanOrEqual(10);
    }
  });

  it('rates a contract with uncapped liability and several severe clauses as high risk', () => {
    expect(
      riskScore([finding('liability_uncapped', 5), finding('non_compete', 4), finding('ip_assignment', 4), finding('indemnification', 4)]),
    ).toBeGreaterThanOrEqual(8);
  });

  it('keeps boilerplate low and a usual services agreement in the middle of the scale', () => {
    const boilerplate = [
      finding('choice_of_law', 1),
      finding('jurisdiction', 2),
      finding('anti_assignment', 2),
      finding('audit_rights', 2),
      finding('confidentiality_perpetual', 2),
    ];
    expect(riskLevel(riskScore(boilerplate))).toBe('LOW');
    const services = [
      ...boilerplate.slice(0, 3),
      finding('liability_limitation', 3),
      finding('indemnification', 4),
      finding('auto_renewal', 3),
      finding('termination_for_convenience', 3),
    ];
    expect(riskLevel(riskScore(services))).toBe('MED');
    // Restating a clause many times is not many clauses: only the worst three of a category count.
    const restated = [...services, ...Array.from({ length: 8 }, () => finding('indemnification', 4))];
    expect(riskScore(restated)).toBe(riskScore([...services, finding('indemnification', 4), finding('indemnification', 4)]));
  });

  it('uses the whole scale up to 10', () => {
    const severe = (['liability_uncapped', 'liquidated_damages', 'non_compete', 'ip_assignment', 'unilateral_change'] as const).map((category) =>
      finding(category, 5),
    );
    expect(riskScore(severe)).toBe(10);
    expect(riskScore(severe.slice(0, 2))).toBeLessThan(10);
  });
});

describe('analysis result', () => {
  const english =
    'This Agreement shall automatically renew for successive one-year terms unless either party gives ninety (90) days notice of non-renewal. The Customer shall indemnify and hold harmless the Supplier against any third-party claims.';

  it('writes summary, key points and explanations in the reader’s language and locates excerpts', async () => {
    const french = await analyzer.analyze({ text: english, title: 'MSA', locale: 'fr' });
    expect(french.language).toBe('en');
    expect(french.summary).toContain('risque');
    expect(french.findings.length).toBeGreaterThan(0);
    for (const finding of french.findings) {
      expect(english.slice(finding.start, finding.end)).toBe(finding.excerpt);
      expect(finding.severity).toBeGreaterThanOrEqual(1);
      expect(finding.severity).toBeLessThanOrEqual(5);
    }
    expect(french.findings.find((f) => f.category === 'auto_renewal')?.explanation).toMatch(/renouvelle/);
    const englishReader = await analyzer.analyze({ text: english, title: 'MSA', locale: 'en' });
    expect(englishReader.summary).toContain('risk');
    expect(englishReader.keyPoints.join(' ')).toMatch(/renewal/i);
    expect(Number.isInteger(englishReader.riskScore)).toBe(true);
  });

  it('grades liability left unlimited only where the law requires it as a usual exception, and any other carve-out as severe', async () => {
    const uncapped = async (text: string, language: 'fr' | 'en') =>
      (await analyzer.analyze({ text, title: 'Contrat', language, locale: 'fr' })).findings.find((f) => f.category === 'liability_uncapped');
    // [clause, language, whether only harm the law keeps uncapped is named]
    const clauses = [
      ['Nothing in this Agreement limits either party’s liability for death or personal injury caused by its negligence or for fraud.', 'en', true],
      ['Les limitations de responsabilité ci-dessus ne s’appliquent pas en cas de dommages corporels, de faute lourde ou de faute dolosive.', 'fr', true],
      ['La responsabilité de chaque partie reste illimitée en cas de dommages corporels ou de faute lourde.', 'fr', true],
      ['The foregoing limitations shall not apply to a party’s indemnification obligations, breach of confidentiality, or gross negligence.', 'en', false],
      ['Customer’s liability for breach of Section 1.2 or for its payment obligations shall not be limited.', 'en', false],
      ['Le Client est responsable sans limitation de tout dommage causé au Prestataire.', 'fr', false],
    ] as const;
    for (const [text, language, usual] of clauses) {
      const finding = await uncapped(text, language);
      expect(finding?.severity).toBe(usual ? 2 : 5);
      expect(/exception usuelle/.test(finding?.explanation ?? '')).toBe(usual);
    }
  });

  it('reports liability said to have no limit as uncapped, never as a limitation that protects the reader', async () => {
    const clauses = [
      ['The Customer shall be liable without limit for any direct or indirect damage caused to the Provider.', 'en'],
      ['Le Client est responsable de manière illimitée de tout dommage direct ou indirect, y compris la perte de profits, subi par le Prestataire.', 'fr'],
    ] as const;
    for (const [text, language] of clauses) {
      const { findings } = await analyzer.analyze({ text, title: 'Contrat', language, locale: 'fr' });
      expect(findings.map((finding) => [finding.category, finding.severity])).toEqual([['liability_uncapped', 5]]);
    }
  });

  it('explains a content removal as one, though it is reported under termination for convenience', async () => {
    const terms = readFileSync(new URL('./fixtures/conditions-utilisation.fr.txt', import.meta.url), 'utf8');
    const removal = 'We may remove any content that we consider, in our sole discretion, to violate these Terms.';
    for (const locale of ['fr', 'en'] as const) {
      const result = await analyzer.analyze({ text: `${terms}\n\n${removal}`, title: 'CGU', locale });
      const finding = result.findings.find((f) => f.excerpt === removal);
      expect(finding?.category).toBe('termination_for_convenience');
      expect(finding?.explanation).toMatch(locale === 'fr' ? /retirer vos contenus/ : /remove your content/);
    }
  });

  it('scores a harmless text low', async () => {
    const result = await analyzer.analyze({
      text: 'The parties met on Monday to discuss the project schedule. The next meeting will take place in Paris.',
      title: 'Minutes',
      locale: 'en',
    });
    expect(result.findings).toEqual([]);
    expect(result.riskLevel).toBe('LOW');
  });
});

describe('language detection', () => {
  it('tells French from English', () => {
    expect(detectLanguage('Le présent contrat est conclu pour une durée de deux ans entre les parties.')).toBe('fr');
    expect(detectLanguage('This agreement is entered into by and between the parties for a term of two years.')).toBe('en');
  });

  it('detects the document language when the caller does not give it', async () => {
    const result = await analyzer.analyze({
      text: 'Tout litige sera soumis aux tribunaux de Paris. Le contrat est régi par le droit français.',
      title: 'Contrat',
    });
    expect(result.language).toBe('fr');
  });
});

describe('sentence splitting', () => {
  const sentences = (text: string) => splitSentences(text).map(({ start, end }) => text.slice(start, end));

  it('joins hard-wrapped lines, indented or not, into one sentence', () => {
    const text =
      'In return for this payment, for a two-year period following\n                   the termination date, the Agent will not\n   directly or indirectly sell to any customer.';
    expect(sentences(text)).toEqual([text]);
  });

  it('ends a sentence at a period, at a colon before a line break or wide gap, and before a numbered item', () => {
    const text = 'This Agreement may be terminated:     (a) by either party on notice; or\n(b) by the Client. The Vendor agrees.\n2. Fees are due monthly';
    expect(sentences(text)).toEqual([
      'This Agreement may be terminated:',
      '(a) by either party on notice; or',
      '(b) by the Client.',
      'The Vendor agrees.',
      '2. Fees are due monthly',
    ]);
  });

  it('ends a title line before a section number without a closing mark, but not before a wrapped decimal', () => {
    expect(sentences('5. Limitation of Liability\n5.1 IN NO EVENT SHALL EITHER PARTY BE LIABLE.')).toEqual([
      '5. Limitation of Liability',
      '5.1 IN NO EVENT SHALL EITHER PARTY BE LIABLE.',
    ]);
    expect(sentences('Interest accrues at a rate of\n1.5 times the legal rate.')).toEqual(['Interest accrues at a rate of\n1.5 times the legal rate.']);
  });

  it('ends a heading line written in capitals or numbered', () => {
    expect(sentences('ARTICLE 3 – RESPONSABILITÉ\nLe Prestataire répond de ses fautes.')).toEqual([
      'ARTICLE 3 – RESPONSABILITÉ',
      'Le Prestataire répond de ses fautes.',
    ]);
    expect(sentences('Article 4 - Durée\nLe contrat est conclu pour un an.')).toEqual(['Article 4 - Durée', 'Le contrat est conclu pour un an.']);
    expect(sentences('The Supplier\nshall deliver.')).toEqual(['The Supplier\nshall deliver.']);
    // A long line in capitals is a clause written loud, not a heading.
    const loud = 'IN NO EVENT SHALL THE COMPANY BE LIABLE FOR ANY INDIRECT\nOR CONSEQUENTIAL DAMAGES.';
    expect(sentences(loud)).toEqual([loud]);
    expect(sentences('Section 4 of this Agreement applies\nto all orders.')).toEqual(['Section 4 of this Agreement applies\nto all orders.']);
    // A bare section number and a short title head what follows; a wrapped numbered clause does not.
    expect(sentences('8. Responsabilité\nLa responsabilité du Vendeur est limitée.')).toEqual([
      '8. Responsabilité',
      'La responsabilité du Vendeur est limitée.',
    ]);
    expect(sentences('10. Droit applicable – Litiges\nLe droit français s’applique.')).toEqual([
      '10. Droit applicable – Litiges',
      'Le droit français s’applique.',
    ]);
    expect(sentences('3. The Supplier shall deliver\nThe Goods to the Customer.')).toEqual(['3. The Supplier shall deliver\nThe Goods to the Customer.']);
    expect(sentences('3. Delivery of the\nGoods takes place in Lyon.')).toEqual(['3. Delivery of the\nGoods takes place in Lyon.']);
    // So does an unnumbered title when the next line starts with a capital.
    expect(sentences('Votre compte\nNous pouvons suspendre votre compte.')).toEqual(['Votre compte', 'Nous pouvons suspendre votre compte.']);
    expect(sentences('Subscription\nThe plan renews every month.')).toEqual(['Subscription', 'The plan renews every month.']);
    expect(sentences('Payment is due within\nThirty days.')).toEqual(['Payment is due within\nThirty days.']);
  });

  it('does not end a sentence after an abbreviation', () => {
    expect(sentences('Acme Inc. shall pay. Then it ends.')).toEqual(['Acme Inc. shall pay.', 'Then it ends.']);
  });

  it('reads a sentence whose subject points back together with the sentence before, but not with a heading', () => {
    const readings = (text: string) => readingSpans(text).map(({ start, end }) => text.slice(start, end));
    const french = 'Le Consultant ne divulguera aucune information. Cette obligation subsistera sans limitation de durée.';
    expect(readings(french)).toEqual(['Le Consultant ne divulguera aucune information.', french]);
    const english = 'The Recipient shall keep the information secret. 2.2 Such obligations survive termination. The Recipient may keep copies.';
    expect(readings(english)).toEqual([
      'The Recipient shall keep the information secret.',
      'The Recipient shall keep the information secret. 2.2 Such obligations survive termination.',
      'The Recipient may keep copies.',
    ]);
    expect(readings('ARTICLE 7 – CONFIDENTIALITÉ\nCette obligation subsiste sans limitation de durée.')).toEqual([
      'ARTICLE 7 – CONFIDENTIALITÉ',
      'Cette obligation subsiste sans limitation de durée.',
    ]);
  });
});

describe('features', () => {
  it('scales a French sentence like its English projection, but never as if it had fewer than half its features', () => {
    // Well covered by the French lexicon: the projection sets the scale.
    const covered = featurize('La responsabilité du Prestataire est limitée au montant total des sommes versées.', 'fr');
    expect(covered.value).toBeGreaterThan(1 / Math.sqrt(covered.indices.length));
    // Barely covered: its few raw French words must not each weigh as much as a whole projection.
    const bare = featurize('Les titres des articles ne servent qu’à faciliter la lecture et n’ont aucune incidence sur leur interprétation.', 'fr');
    expect(bare.value).toBeLessThanOrEqual(1 / Math.sqrt(bare.indices.length / 2) + 1e-12);
    expect(bare.value).toBeGreaterThan(0);
  });
});

describe('model file encoding', () => {
  it('round-trips ascending feature indices through the varint gap encoding', () => {
    const random = seededRandom(7);
    const indices = Array.from({ length: 500 }, () => Math.floor(random() * (1 << 20)));
    const ascending = [...new Set(indices)].sort((a, b) => a - b);
    expect([...decodeIndices(encodeIndices(ascending))]).toEqual(ascending);
    expect([...decodeIndices(encodeIndices([]))]).toEqual([]);
  });
});

describe('document genre', () => {
  const headIds = ['choice_of_law', 'tos_choice_of_law', 'liability_limitation', 'tos_liability_limitation', 'unilateral_change', CONSUMER_TERMS_HEAD];
  const sentences = (...termsProbabilities: number[]) =>
    termsProbabilities.map((p) => Float32Array.from(headIds, (id) => (id === CONSUMER_TERMS_HEAD ? p : 0)));
  const silencedIds = (silenced: Uint8Array) => headIds.filter((_, h) => silenced[h]);

  it('scores a document by the median consumer-terms probability of its sentences', () => {
    expect(consumerTermsScore(headIds, sentences(0.9, 0.1, 0.2))).toBeCloseTo(0.2);
    expect(consumerTermsScore(headIds.slice(0, -1), sentences(0.9))).toBeNull();
  });

  it('silences the terms-of-service twins in a document that reads as a contract', () => {
    expect(silencedIds(silencedHeads(headIds, 0.2, 0.4))).toEqual(['tos_choice_of_law', 'tos_liability_limitation']);
  });

  it('silences the contract twins in consumer terms and leaves heads without a twin alone', () => {
    expect(silencedIds(silencedHeads(headIds, 0.4, 0.4))).toEqual(['choice_of_law', 'liability_limitation']);
  });

  it('silences nothing without a genre score', () => {
    expect(silencedIds(silencedHeads(headIds, null, 0.4))).toEqual([]);
  });

  it('reads a business contract clause and a consumer-terms clause as different genres with the committed model', () => {
    const model = ClauseModel.load();
    const genre = model.headIds.indexOf(CONSUMER_TERMS_HEAD);
    expect(genre).toBeGreaterThanOrEqual(0);
    const contract = PARITY_CLAUSES.find((pair) => pair.category === 'anti_assignment')!.en;
    const terms = PARITY_CLAUSES.find((pair) => pair.category === 'consent_by_use')!.en;
    expect(model.predict(featurize(contract, 'en'))[genre]).toBeLessThan(model.thresholds[genre]);
    expect(model.predict(featurize(terms, 'en'))[genre]).toBeGreaterThanOrEqual(model.thresholds[genre]);
  });
});

describe('terms quoted from a clause', () => {
  it('reads a compound number in words whole: "vingt-quatre (24) mois", "twenty-four months", "quatre-vingt-dix jours"', () => {
    expect(readClauseTerms('Pendant vingt-quatre (24) mois, le Client ne sollicitera pas le personnel.')).toMatchObject({
      durations: ['vingt-quatre (24) mois'],
      longestDays: 24 * 30,
    });
    expect(readClauseTerms('For twenty-four months after termination.')).toMatchObject({ durations: ['twenty-four months'], longestDays: 24 * 30 });
    expect(readClauseTerms('Un préavis de quatre-vingt-dix jours.')).toMatchObject({ durations: ['quatre-vingt-dix jours'], longestDays: 90 });
    expect(readClauseTerms('Within thirty (30) days.')).toMatchObject({ durations: ['thirty (30) days'], longestDays: 30 });
  });
});
