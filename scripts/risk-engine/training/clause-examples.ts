/**
 * Clauses written for this project (not dataset text) that teach the model what the datasets do
 * not cover: French wording, and three categories no dataset labels (late payment penalties,
 * indemnification, perpetual confidentiality). `heads: []` marks a counter-example, typically a
 * negated or softened clause. Evaluation texts live elsewhere (evaluation/parity-clauses.ts) and
 * are never trained on.
 */
export interface ClauseExample {
  text: string;
  language: 'fr' | 'en';
  heads: string[];
}

const fr = (heads: string[], ...texts: string[]): ClauseExample[] => texts.map((text) => ({ text, language: 'fr', heads }));
const en = (heads: string[], ...texts: string[]): ClauseExample[] => texts.map((text) => ({ text, language: 'en', heads }));

/**
 * Labelling functions for heads on the dataset that does not label them: its sentences matching the
 * positive pattern become positives (weak supervision); where a head has a filter, sentences
 * matching the broader filter without the positive pattern are left out, and all others are
 * negatives. A contract's "may revise its prices" is the consumer-terms "unilateral change" that
 * CUAD has no label for.
 */
export const WEAK_POSITIVE_PATTERNS: Record<string, RegExp> = {
  late_payment_penalties:
    /\b(late|overdue|past[- ]due|unpaid|delinquent)\b[^.;]{0,100}\b(interest|late (fee|charge|payment charge)s?|penalt\w*)\b|\binterest\b[^.;]{0,80}\b(overdue|late|past[- ]due|unpaid|from the (due|date))\b|\blate (fee|charge)s?\b/i,
  indemnification:
    /\b(shall|will|agrees? to|must|hereby agrees? to)\s+(\w+\s+){0,3}(indemnify|defend(,)?\s+(and\s+)?indemnify|hold\s+(\w+\s+){0,4}harmless)\b/i,
  confidentiality_perpetual:
    /\bconfidential\w*\b[^.]{0,240}\b(indefinitely|in perpetuity|perpetual(ly)?|forever|without (limit|limitation) (of|in) time|(for|of) an? (unlimited|indefinite) (period|duration|term))\b|\b(indefinitely|in perpetuity|perpetual(ly)?)\b[^.]{0,120}\bconfidential/i,
  unilateral_change:
    /\b(may|can|reserves? the right to|(shall|will) be entitled to|is entitled to)\s+(?!not\b)(\w+\s+){0,3}(increase|raise|revise|adjust|change|modify|amend)\s+(\w+\s+){0,2}(prices?|fees|rates|charges|tariffs|price list|pricing)\b/i,
};

/** Sentences matching these are never used as negatives for heads that no dataset labels. */
export const WEAK_NEGATIVE_FILTERS: Record<string, RegExp> = {
  late_payment_penalties: /\b(late|overdue|past due|interest|penalt|delinquen|arrears|collection)/i,
  indemnification: /\b(indemn|hold harmless|hold .{0,30} harmless|defend)/i,
  confidentiality_perpetual: /\b(confidential|secret|proprietary information|non-disclosure|disclos)/i,
};

export const CLAUSE_EXAMPLES: ClauseExample[] = [
  ...fr(
    ['liability_uncapped'],
    "La responsabilité du Prestataire n'est soumise à aucun plafond et couvre l'intégralité des préjudices subis par le Client.",
    'Les limitations de responsabilité ne s’appliquent pas en cas de faute lourde, de violation de la confidentialité ou d’atteinte aux droits de propriété intellectuelle.',
    'Le Fournisseur sera tenu de réparer l’entier dommage, direct ou indirect, sans limitation de montant.',
  ),
  ...en(
    ['liability_uncapped'],
    "The Supplier's liability for breach of confidentiality or infringement shall be unlimited.",
    'Nothing in this Agreement limits either party’s liability for gross negligence, fraud or wilful misconduct, which shall remain uncapped.',
  ),
  ...fr(
    ['liability_limitation'],
    'La responsabilité totale du Prestataire est plafonnée au montant des sommes versées par le Client au cours des douze derniers mois.',
    'En aucun cas le Prestataire ne pourra être tenu responsable des dommages indirects, pertes de données ou manque à gagner.',
    'Le montant total des dommages et intérêts dus par le Fournisseur ne saurait excéder le prix de la commande concernée.',
    'Nous ne sommes pas responsables des pertes ou dommages résultant de votre utilisation du service.',
  ),
  ...en(
    ['liability_limitation'],
    "Each party's aggregate liability under this Agreement shall not exceed the fees paid in the twelve months preceding the claim.",
  ),
  ...fr(
    ['liquidated_damages'],
    'En cas de retard de livraison, le Fournisseur versera une indemnité forfaitaire de 1 % du prix par semaine de retard, à titre de clause pénale.',
    'La rupture anticipée du contrat par le Client entraînera le paiement d’une indemnité forfaitaire égale à six mois de redevances.',
    'Toute violation de l’obligation de non-concurrence donnera lieu au paiement d’une pénalité forfaitaire de 50 000 euros.',
  ),
  ...en(
    ['liquidated_damages'],
    'If the Contractor fails to complete the works by the completion date, it shall pay liquidated damages of EUR 2,000 per day of delay.',
    'The parties agree that the sum of $100,000 is a genuine pre-estimate of loss and shall be payable as liquidated damages and not as a penalty.',
  ),
  ...fr(
    ['late_payment_penalties'],
    'Tout retard de paiement entraînera de plein droit des pénalités de retard égales à trois fois le taux d’intérêt légal, ainsi qu’une indemnité forfaitaire de 40 euros pour frais de recouvrement.',
    'Les sommes non réglées à l’échéance porteront intérêt au taux de 10 % l’an à compter de la date d’échéance.',
    'À défaut de paiement dans les trente jours, le Prestataire pourra appliquer des intérêts moratoires au taux directeur de la BCE majoré de dix points.',
    'En cas de retard de paiement, une majoration de 1,5 % par mois sera appliquée sur les montants dus.',
    'Conformément au Code de commerce, tout professionnel en retard de paiement est redevable d’une indemnité forfaitaire pour frais de recouvrement de 40 euros, en sus des pénalités de retard.',
  ),
  ...en(
    ['late_payment_penalties'],
    'Any amount not paid when due shall bear interest at the rate of 1.5% per month from the due date until paid in full.',
    'Late payments will incur a late fee of 5% of the overdue amount, plus all costs of collection including reasonable attorneys’ fees.',
    'Overdue invoices shall accrue interest at twice the statutory rate, and the Supplier may suspend deliveries until payment is received.',
    'If Customer fails to pay any invoice within thirty days, a late payment charge of ten percent shall be added to the outstanding balance.',
  ),
  ...en(
    [],
    'Invoices are payable within thirty days of receipt by bank transfer.',
    'No interest shall accrue on amounts disputed in good faith.',
    'The fees do not include applicable taxes, which shall be paid by Customer.',
  ),
  ...fr([], 'Les factures sont payables à trente jours par virement bancaire.', 'Aucun intérêt ne sera dû sur les sommes contestées de bonne foi.'),
  // Ordinary clauses that carry no risk: objects, deliveries, contacts, definitions.
  ...fr(
    [],
    'Le Prestataire assure la maintenance préventive et corrective des équipements décrits en annexe.',
    'Le présent contrat a pour objet de définir les conditions dans lesquelles le Fournisseur livre les marchandises commandées par le Client.',
    'Les livraisons sont effectuées à l’adresse indiquée sur le bon de commande, du lundi au vendredi.',
    'Chaque partie désigne un interlocuteur chargé du suivi de l’exécution du contrat.',
    'Les termes commençant par une majuscule ont le sens qui leur est donné à l’article 1.',
    'Le Prestataire remet au Client un rapport d’intervention après chaque visite.',
    'Les prix sont indiqués en euros hors taxes et figurent à l’annexe tarifaire.',
    'Le Client met à disposition du Prestataire un local et un accès au réseau pendant les interventions.',
    'Les parties se réunissent une fois par trimestre pour faire le point sur l’avancement du projet.',
    'Le présent contrat comprend les conditions particulières, les conditions générales et leurs annexes.',
  ),
  ...en(
    [],
    'The Supplier shall deliver the goods to the address stated in the purchase order.',
    'Each party shall appoint a contact person responsible for the performance of this Agreement.',
    'The Contractor shall provide a written report to the Client after each site visit.',
    'Capitalised terms have the meanings given to them in Section 1.',
  ),
  ...fr(
    ['auto_renewal'],
    'Le contrat est conclu pour une durée d’un an et se renouvellera par tacite reconduction pour des périodes successives d’un an.',
    'À l’issue de la période initiale, l’abonnement est reconduit automatiquement pour une durée identique.',
    'Le présent contrat sera tacitement reconduit d’année en année, sauf dénonciation par l’une des parties.',
  ),
  ...fr(
    ['renewal_notice', 'auto_renewal'],
    'Chaque partie peut s’opposer au renouvellement par lettre recommandée adressée au moins trois mois avant l’échéance.',
    'Sauf dénonciation notifiée avec un préavis de quatre-vingt-dix jours avant le terme, le contrat est renouvelé pour une nouvelle période de douze mois.',
  ),
  ...fr(
    [],
    'Le contrat ne sera pas renouvelé tacitement et prendra fin à son terme sans formalité.',
    'Le présent contrat est conclu pour une durée ferme de deux ans, non renouvelable.',
  ),
  ...en(
    [],
    'This Agreement shall not renew automatically and will expire at the end of the Initial Term.',
    'Any renewal requires a new written agreement signed by both parties; there is no automatic renewal.',
  ),
  ...fr(
    ['termination_for_convenience'],
    'Le Client pourra résilier le contrat à tout moment, sans motif, moyennant un préavis de trente jours.',
    'Le Prestataire se réserve le droit de résilier le présent contrat pour convenance, sans indemnité, par simple notification écrite.',
    'Nous pouvons suspendre ou résilier votre compte à tout moment, pour quelque raison que ce soit et sans préavis.',
  ),
  ...fr(
    [],
    'Aucune des parties ne pourra résilier le contrat pour convenance pendant la période initiale.',
    'Le contrat peut être résilié uniquement en cas de manquement grave non corrigé dans un délai de trente jours après mise en demeure.',
  ),
  ...en(
    ['termination_for_convenience'],
    'Either party may end this contract whenever it wishes, without giving reasons and without owing any indemnity.',
    'The Company reserves the right to terminate this Agreement at its sole discretion at any time upon written notice to the Contractor.',
    'The Customer may cancel the order at any time before delivery without cause.',
  ),
  ...en([], 'Neither party may terminate this Agreement for convenience during the Initial Term.'),
  ...fr(
    ['content_removal'],
    'Nous pouvons retirer tout contenu publié sur le service, à notre seule discrétion et sans préavis.',
    'Nous nous réservons le droit de supprimer le contenu des utilisateurs qui nous paraît inapproprié, sans avoir à nous justifier.',
  ),
  ...fr(
    ['unilateral_change'],
    'Nous nous réservons le droit de modifier les présentes conditions à tout moment, les modifications prenant effet dès leur publication sur le site.',
    'Le Prestataire peut modifier unilatéralement ses tarifs et les fonctionnalités du service sans l’accord du Client.',
    'Les conditions générales peuvent être modifiées à tout moment ; votre utilisation continue du service vaut acceptation des nouvelles conditions.',
  ),
  ...en(['unilateral_change'], 'The Provider may amend the service description and the price list at its sole discretion upon publication on its website.'),
  ...fr(
    ['non_compete'],
    'Pendant la durée du contrat et deux ans après sa fin, le Distributeur s’interdit d’exercer toute activité concurrente sur le territoire.',
    'Le Consultant s’engage à ne pas faire concurrence, directement ou indirectement, à la Société pendant une durée de dix-huit mois.',
    'Le Cédant s’interdit de créer, d’acquérir ou de participer à toute entreprise concurrente pendant cinq ans.',
  ),
  ...en(
    ['non_compete'],
    'For two years after closing, the Vendor shall not, directly or indirectly, own, manage or carry on any business competing with the Company in France.',
    'The Employee agrees not to engage in or be employed by any business that competes with the Employer within fifty miles for one year after termination.',
  ),
  ...fr([], 'Aucune disposition du présent contrat n’interdit au Consultant d’exercer une activité concurrente après la fin de sa mission.'),
  ...en([], 'Nothing in this Agreement shall restrict either party from developing or marketing products that compete with the other party’s products.'),
  ...fr(
    ['exclusivity'],
    'Le Fournisseur concède au Distributeur le droit exclusif de commercialiser les produits sur le territoire français.',
    'Le Client s’engage à s’approvisionner exclusivement auprès du Fournisseur pour l’ensemble de ses besoins en emballages.',
    'Pendant la durée du contrat, le Prestataire ne pourra fournir des services similaires à aucun autre client du même secteur.',
  ),
  ...fr([], 'Le présent contrat est conclu à titre non exclusif ; chaque partie reste libre de contracter avec des tiers.'),
  ...en([], 'The license granted hereunder is non-exclusive and Licensor remains free to license the Software to any third party.'),
  ...fr(
    ['non_solicit_employees'],
    'Chaque partie s’interdit de solliciter ou d’embaucher les salariés de l’autre partie pendant la durée du contrat et les douze mois suivants.',
    'Le Client renonce à recruter, directement ou indirectement, tout collaborateur du Prestataire ayant participé à la mission.',
  ),
  ...fr(
    ['non_solicit_customers'],
    'Le Distributeur s’engage à ne pas solliciter ni détourner la clientèle du Fournisseur pendant deux ans après la fin du contrat.',
    'Le Consultant ne pourra démarcher les clients de la Société avec lesquels il a été en contact pendant sa mission.',
  ),
  ...fr(
    ['ip_assignment'],
    'Le Prestataire cède au Client, à titre exclusif, l’ensemble des droits de propriété intellectuelle sur les livrables, pour toute la durée de protection.',
    'Toutes les inventions et créations réalisées par le Consultant dans le cadre de la mission seront la propriété exclusive de la Société.',
    'Les droits patrimoniaux d’auteur sur les développements spécifiques sont cédés au Client au fur et à mesure de leur réalisation.',
  ),
  ...fr([], 'Chaque partie conserve la propriété de ses droits de propriété intellectuelle antérieurs ; aucune cession n’intervient au titre du contrat.'),
  ...fr(
    ['change_of_control'],
    'En cas de changement de contrôle du Client au sens de l’article L. 233-3 du Code de commerce, le Prestataire pourra résilier le contrat de plein droit.',
    'Toute fusion, acquisition ou cession de la majorité du capital du Distributeur devra être notifiée au Fournisseur, qui pourra mettre fin au contrat.',
  ),
  ...fr(
    ['anti_assignment'],
    'Le Client ne pourra céder ou transférer le présent contrat, en tout ou partie, sans l’accord préalable écrit du Prestataire.',
    'Aucune partie ne peut céder ses droits et obligations au titre du contrat à un tiers sans le consentement préalable de l’autre partie.',
  ),
  ...fr([], 'Chaque partie peut librement céder le présent contrat à toute société de son groupe sans formalité.'),
  ...en([], 'Either party may freely assign this Agreement to an affiliate without the consent of the other party.'),
  ...fr(
    ['minimum_commitment'],
    'Le Distributeur s’engage à commander un volume minimum de 10 000 unités par année contractuelle.',
    'Le Client garantit un chiffre d’affaires minimum annuel de 200 000 euros ; à défaut, la différence sera facturée.',
    'Le Client s’engage sur une quantité minimale de commande de cinq cents licences pendant toute la durée du contrat.',
  ),
  ...fr(
    ['most_favored_nation'],
    'Si le Fournisseur consent à un autre client des conditions plus favorables pour des produits similaires, il en fera bénéficier le Client sans délai.',
    'Le Prestataire garantit que les prix facturés au Client sont au moins aussi favorables que ceux accordés à tout autre client comparable.',
  ),
  ...en(
    ['most_favored_nation'],
    'Should Supplier offer any other customer a lower price for comparable volumes, Supplier shall promptly extend that lower price to Buyer.',
  ),
  ...fr(
    ['arbitration'],
    'Tout litige relatif au présent contrat sera tranché définitivement par voie d’arbitrage selon le règlement de la Chambre de commerce internationale.',
    'Vous acceptez que tout différend avec nous soit soumis à un arbitrage individuel et contraignant, à l’exclusion de toute action de groupe.',
  ),
  ...en(['arbitration'], 'Any dispute arising out of this Agreement shall be finally settled by binding arbitration under the ICC Rules by a sole arbitrator.'),
  ...fr(
    ['jurisdiction'],
    'Tout litige sera soumis à la compétence exclusive du Tribunal de commerce de Paris, nonobstant pluralité de défendeurs.',
    'Les tribunaux de Luxembourg seront seuls compétents pour connaître de toute réclamation liée à l’utilisation du service.',
  ),
  ...en(['jurisdiction'], 'The courts of England shall have exclusive jurisdiction over any dispute arising out of or in connection with this Agreement.'),
  ...fr(
    ['choice_of_law'],
    'Le présent contrat est régi par le droit français.',
    'Les présentes conditions sont soumises au droit luxembourgeois, à l’exclusion de ses règles de conflit de lois.',
  ),
  ...fr(
    ['indemnification'],
    'Le Prestataire garantit le Client contre toute réclamation de tiers et l’indemnisera de tous frais, dommages et honoraires d’avocat en résultant.',
    'Vous acceptez de nous garantir et de nous indemniser contre toute réclamation résultant de votre utilisation du service ou de la violation des présentes.',
    'Le Distributeur relèvera et garantira le Fournisseur de toute condamnation prononcée à son encontre du fait des produits revendus.',
    'Le Client s’engage à tenir indemne le Prestataire de toute action intentée par un tiers au titre des données transmises.',
  ),
  ...en(
    ['indemnification'],
    'Customer shall indemnify, defend and hold harmless Provider and its officers from any third-party claims, losses and attorneys’ fees arising from Customer’s use of the Services.',
    'You agree to indemnify us against all claims, damages and expenses resulting from your breach of these Terms.',
    'The Licensee shall defend the Licensor against any claim brought by a third party and pay all damages and costs finally awarded.',
    'Seller will hold Buyer harmless from and against any liability arising out of defective products supplied under this Agreement.',
  ),
  ...en(
    [],
    'Each party shall bear its own costs in connection with the negotiation of this Agreement.',
    'Customer shall not be required to indemnify Provider for any claim arising from Provider’s own negligence.',
  ),
  ...fr([], 'Chaque partie supporte ses propres frais liés à la négociation du contrat.'),
  ...fr(
    ['confidentiality_perpetual'],
    'L’obligation de confidentialité survivra à l’expiration du contrat sans limitation de durée.',
    'Les parties s’engagent à garder confidentielles les informations échangées, pendant la durée du contrat et indéfiniment après sa fin.',
    'Le Client ne divulguera jamais les informations confidentielles du Prestataire, cette obligation demeurant en vigueur à perpétuité.',
    'Le secret des informations échangées devra être préservé par chaque partie pour une durée indéterminée après la fin des relations contractuelles.',
  ),
  ...en(
    ['confidentiality_perpetual'],
    'The obligations of confidentiality under this Section shall survive termination of this Agreement indefinitely.',
    'Recipient shall hold the Confidential Information in strict confidence in perpetuity and shall not disclose it to any third party.',
    'The duty of non-disclosure shall continue in force without limit of time after the expiry of this Agreement.',
    'These confidentiality obligations survive any termination or expiration of this Agreement and remain binding forever.',
    'Each party’s duty to keep the other party’s trade secrets confidential continues after the end of this Agreement with no limitation in time.',
    'The restrictions on use and disclosure of Confidential Information shall remain in effect for an unlimited duration.',
  ),
  ...en(
    [],
    'The confidentiality obligations shall survive for a period of three years following termination of this Agreement.',
    'Recipient shall protect Confidential Information with the same degree of care it uses for its own confidential information.',
  ),
  ...fr(
    [],
    'L’obligation de confidentialité restera en vigueur pendant trois ans après la fin du contrat.',
    'Chaque partie protège les informations confidentielles de l’autre avec le même soin que les siennes.',
  ),
  ...fr(
    ['audit_rights'],
    'Le Concédant pourra, une fois par an et avec un préavis de quinze jours, faire auditer les livres et registres du Licencié par un expert indépendant.',
    'Le Client dispose d’un droit d’audit sur les locaux et les systèmes du Prestataire afin de vérifier le respect de ses obligations.',
  ),
  ...fr(
    ['consent_by_use'],
    'En utilisant le service, vous acceptez sans réserve les présentes conditions générales.',
    'L’accès au site et son utilisation valent acceptation pleine et entière des présentes conditions.',
    'Toute inscription ou utilisation de la plateforme implique l’acceptation des présentes conditions générales d’utilisation.',
  ),
  ...en(
    ['liability_uncapped'],
    'The foregoing cap shall not apply to the indemnification obligations or to breaches of confidentiality, for which liability shall be unlimited.',
    'The exclusions and limitations of liability in this Section do not apply to death or personal injury, fraud or wilful misconduct.',
    'The Consultant shall be fully liable, without any cap, for all losses resulting from its breach of data protection obligations.',
    'The Customer shall bear unlimited liability for any loss arising from its use of the equipment.',
    "The Licensee's liability under this Agreement shall not be limited in amount.",
    'There shall be no limit on the Licensee’s liability for damages of any kind caused by its negligence.',
  ),
  ...fr(
    ['liability_uncapped'],
    'Le plafond ci-dessus ne s’applique pas aux obligations d’indemnisation ni aux violations de la confidentialité, pour lesquelles la responsabilité est illimitée.',
    'Les exclusions et limitations de responsabilité ne s’appliquent pas en cas de dol, de faute lourde ou de dommage corporel.',
  ),
  ...en(
    ['liability_limitation'],
    'Neither party shall be liable for any indirect, incidental or consequential damages, including lost profits.',
    'The maximum aggregate liability of the Licensor shall be limited to the license fees received in the preceding year.',
  ),
  ...en(
    ['liquidated_damages'],
    'For each day by which delivery is late, the Vendor shall pay a penalty of 0.5% of the contract price, up to a maximum of 10%.',
    'In the event of early termination by the Client, the Client shall pay an amount equal to three months of fees as liquidated damages.',
  ),
  ...fr(
    ['liquidated_damages'],
    'Chaque jour de retard dans l’achèvement des travaux donnera lieu à une pénalité de 500 euros, dans la limite de 10 % du prix.',
  ),
  ...fr(['late_payment_penalties'], 'Les factures impayées à l’échéance donneront lieu à l’application d’intérêts de retard au taux de 12 % par an.'),
  ...en(
    ['non_compete'],
    'For two years following the closing, the Seller shall not, directly or indirectly, own, manage or operate any business competing with the Company.',
    'The Employee agrees not to work for any competitor of the Employer within a radius of fifty kilometres for one year after leaving.',
  ),
  ...fr(
    ['non_compete'],
    'Le Salarié s’interdit, pendant un an après son départ, de travailler pour une entreprise concurrente dans un rayon de cinquante kilomètres.',
  ),
  ...en(
    ['non_solicit_employees'],
    'During the term and for one year thereafter, neither party shall solicit for employment or hire any employee of the other party.',
    'The Contractor shall not, directly or indirectly, recruit or employ any staff member of the Company involved in the services.',
    'Customer agrees not to solicit, induce or hire away any of the Consultant’s personnel during the engagement and for six months after.',
  ),
  ...en(
    ['non_solicit_customers'],
    'The Agent shall not solicit or divert any customer of the Principal for a period of two years after termination.',
    'For eighteen months, the Seller shall not call upon or solicit any client of the Business for the purpose of selling competing products.',
  ),
  ...fr(
    ['non_solicit_employees'],
    'Pendant toute la durée du contrat et un an après, aucune des parties ne sollicitera ni n’embauchera un salarié de l’autre partie.',
  ),
  ...en(
    ['ip_assignment'],
    'All right, title and interest in the deliverables, including all intellectual property rights, shall vest in and are hereby assigned to the Client.',
    'Employee hereby assigns to the Company all inventions, works of authorship and improvements conceived during the employment.',
  ),
  ...fr(
    ['ip_assignment'],
    'L’ensemble des droits sur les livrables, y compris les droits de propriété intellectuelle, est cédé au Client dès leur création.',
    'Le Salarié cède à la Société tous ses droits sur les inventions et œuvres réalisées dans le cadre de ses fonctions.',
  ),
  ...en(
    ['change_of_control'],
    'In the event of a change of control of the Customer, the Supplier may terminate this Agreement upon thirty days’ notice.',
    'Any merger, acquisition or sale of a majority of the voting shares of the Distributor shall require the prior written consent of the Manufacturer.',
    'A change of control of either party shall be deemed an assignment requiring the other party’s consent.',
  ),
  ...fr(
    ['change_of_control'],
    'Si le Client fait l’objet d’un changement de contrôle, le Fournisseur pourra résilier le contrat moyennant un préavis de trente jours.',
  ),
  ...en(
    ['anti_assignment'],
    'Neither party may assign this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld.',
  ),
  ...en(
    ['most_favored_nation'],
    'If the Licensor grants a third party more favorable royalty rates, the Licensee shall be entitled to the same more favorable rates.',
    'Supplier represents that the prices charged to Customer are no less favorable than those offered to any other customer for similar quantities.',
    'Should the Seller sell the Products to any other buyer at a lower price, the Seller shall extend such lower price to the Buyer.',
  ),
  ...fr(
    ['most_favored_nation'],
    'Si le Concédant accorde à un tiers des redevances plus favorables, le Licencié bénéficiera des mêmes conditions plus favorables.',
    'Le Vendeur s’engage à ce que les prix consentis à l’Acheteur ne soient jamais moins favorables que ceux accordés à ses autres clients.',
  ),
  ...en(
    ['arbitration'],
    'All claims shall be resolved exclusively through final and binding arbitration administered by the American Arbitration Association.',
  ),
  ...fr(['arbitration'], 'Les litiges seront soumis à un arbitre unique statuant selon le règlement du centre d’arbitrage, dont la sentence sera définitive.'),
  ...fr(
    ['jurisdiction'],
    'Les parties attribuent compétence exclusive aux tribunaux de Bordeaux pour tout différend relatif au contrat.',
    'Tout différend sera porté devant les juridictions compétentes du ressort de la Cour d’appel de Paris.',
  ),
  ...fr(
    ['confidentiality_perpetual'],
    'Cette obligation de confidentialité demeurera en vigueur sans limitation de durée après la fin des relations entre les parties.',
  ),
  ...en(['audit_rights'], 'Upon reasonable notice, the Company may inspect and audit the Supplier’s records relating to the services to verify compliance.'),
  ...fr(
    ['audit_rights'],
    'Le Client pourra, sur préavis raisonnable, inspecter et auditer les registres du Fournisseur relatifs aux prestations.',
    'Le Licencié tiendra des livres comptables exacts que le Concédant pourra vérifier une fois par an.',
  ),
  ...fr(
    ['termination_for_convenience'],
    'Chacune des parties peut mettre fin au contrat à tout moment, sans avoir à justifier d’un motif, sous réserve d’un préavis de deux mois.',
  ),
  // Second batch of French wording, one or more per category, written for this project.
  ...fr(
    ['liability_uncapped'],
    'Par dérogation à ce qui précède, la responsabilité de chaque partie reste entière et non plafonnée en cas de manquement à ses obligations de confidentialité.',
    'Le Fournisseur répondra de l’intégralité des conséquences de ses fautes, sans qu’aucun plafond d’indemnisation ne puisse être opposé au Client.',
  ),
  ...fr(
    ['liability_limitation'],
    'La responsabilité cumulée de l’Éditeur, toutes causes confondues, est limitée au montant hors taxes de l’abonnement annuel.',
    'Le Prestataire ne saurait être tenu pour responsable des pertes d’exploitation, de chiffre d’affaires ou de clientèle subies par le Client.',
    'Nous déclinons toute responsabilité en cas d’interruption du service, de perte de données ou de dommage causé à votre matériel.',
    'Les indemnités dues par l’Éditeur, quelle qu’en soit la cause, ne pourront excéder le total des redevances facturées au cours de l’année écoulée.',
  ),
  ...fr(
    [],
    'La durée de chaque intervention ne pourra excéder quatre heures sans l’accord écrit du Client.',
    'Le poids des colis ne doit pas excéder trente kilogrammes.',
  ),
  ...fr(
    ['liquidated_damages'],
    'À défaut de mise en service à la date convenue, l’Intégrateur devra au Client une indemnité forfaitaire de 300 euros par jour calendaire de retard.',
    'En cas de départ anticipé, le Locataire versera au Bailleur, à titre de clause pénale, une somme égale à trois mois de loyer.',
  ),
  ...fr(
    ['late_payment_penalties'],
    'Tout montant impayé à la date prévue produira de plein droit des intérêts de retard calculés au taux de 1 % par mois de retard.',
    'Le retard de paiement rend exigible une indemnité forfaitaire pour frais de recouvrement de quarante euros, sans préjudice des pénalités de retard.',
  ),
  ...fr(
    ['auto_renewal'],
    'À son échéance, la licence se renouvelle tacitement par périodes successives de douze mois, sauf résiliation notifiée par l’une des parties.',
    'L’abonnement mensuel est reconduit de plein droit chaque mois tant que vous ne l’avez pas résilié depuis votre espace client.',
  ),
  ...fr(
    ['renewal_notice', 'auto_renewal'],
    'Le contrat se reconduit tacitement d’année en année, sauf dénonciation adressée par lettre recommandée deux mois au moins avant la date anniversaire.',
  ),
  ...fr(
    ['termination_for_convenience'],
    'Le Client peut mettre fin au contrat à tout moment, sans avoir à motiver sa décision, moyennant un préavis d’un mois.',
    'L’Agence pourra résilier la convention de plein droit et sans indemnité, pour quelque cause que ce soit, en respectant un préavis de soixante jours.',
    'Nous pouvons à tout moment et sans motif fermer votre compte ou suspendre votre accès au service.',
  ),
  ...fr(
    ['content_removal'],
    'La plateforme se réserve la faculté de modérer, masquer ou supprimer sans préavis toute publication des membres.',
    'Nous pouvons retirer les avis, photos et commentaires que vous publiez si nous estimons qu’ils enfreignent nos règles.',
  ),
  ...fr(
    ['unilateral_change'],
    'L’Éditeur peut faire évoluer à tout moment les présentes conditions générales ainsi que les prix de ses offres.',
    'Nous pouvons mettre à jour ces conditions à notre seule discrétion ; la version en vigueur est celle publiée sur le site.',
  ),
  ...fr(
    ['non_compete'],
    'Pendant toute la durée du mandat et un an après son terme, l’Agent s’interdit de représenter des produits concurrents de ceux du Mandant.',
    'Le Franchisé s’engage à n’exercer aucune activité similaire ou concurrente de celle du réseau pendant la durée du contrat.',
  ),
  ...fr(
    ['exclusivity'],
    'Le Concédant accorde au Licencié une licence exclusive d’exploitation de la marque sur le territoire de la Belgique.',
    'Le Distributeur s’engage à ne distribuer, pendant la durée du contrat, aucun produit fabriqué par un autre fournisseur que le Fabricant.',
  ),
  ...fr(
    ['non_solicit_employees'],
    'Le Client s’interdit de débaucher ou d’engager, directement ou par personne interposée, tout membre du personnel du Prestataire pendant un an.',
  ),
  ...fr(
    ['non_solicit_customers'],
    'Pendant deux ans après la cessation du contrat, l’Agent ne sollicitera pas les clients du Mandant et ne cherchera pas à détourner sa clientèle.',
  ),
  ...fr(
    ['ip_assignment'],
    'Le Développeur transfère à l’Éditeur la pleine propriété du code source et de tous les droits de propriété intellectuelle y afférents.',
    'Les résultats de l’étude appartiendront exclusivement au Commanditaire, à qui le Prestataire cède l’ensemble de ses droits.',
  ),
  ...fr(
    ['change_of_control'],
    'Toute modification de la répartition du capital conférant le contrôle du Partenaire à un tiers autorise l’autre partie à résilier le contrat.',
    'Le Client informera le Fournisseur de toute opération de fusion ou de prise de contrôle le concernant, le Fournisseur pouvant alors mettre fin au contrat.',
  ),
  ...fr(
    ['anti_assignment'],
    'Le présent contrat est conclu intuitu personae et ne peut être cédé par le Prestataire qu’avec l’autorisation écrite du Client.',
    'Le Licencié ne peut transférer la licence à un tiers, à titre gratuit ou onéreux, sans l’accord exprès du Concédant.',
  ),
  ...fr(
    ['minimum_commitment'],
    'Le Client s’engage à acheter chaque trimestre une quantité minimale de deux mille unités ; à défaut, le manque sera facturé.',
    'L’Acheteur garantit au Vendeur un volume d’achat minimum de cinquante tonnes par an pendant toute la durée du contrat.',
  ),
  ...fr(
    ['most_favored_nation'],
    'Le Fournisseur fera bénéficier le Distributeur de toute remise ou condition tarifaire plus avantageuse consentie à un autre distributeur.',
    'Si le Prestataire propose à un autre client des tarifs inférieurs pour une prestation équivalente, ces tarifs seront appliqués au Client.',
  ),
  ...fr(
    ['arbitration'],
    'Les différends nés du présent contrat seront réglés par voie d’arbitrage, le tribunal arbitral étant composé de trois arbitres.',
    'Toute contestation sera tranchée par un arbitre désigné d’un commun accord, dont la décision s’imposera aux parties sans appel.',
  ),
  ...fr(
    ['jurisdiction'],
    'À défaut d’accord amiable, le litige sera porté devant le Tribunal judiciaire de Lyon, seul compétent.',
    'Tout différend relatif aux présentes conditions relèvera de la compétence exclusive des juridictions de Nanterre.',
  ),
  ...fr(
    ['choice_of_law'],
    'Le contrat est soumis à la loi française.',
    'Les présentes conditions générales sont régies et interprétées conformément au droit belge.',
  ),
  ...fr(
    ['indemnification'],
    'L’Utilisateur s’engage à indemniser la Société de tout préjudice, frais ou condamnation résultant d’une utilisation non conforme du service.',
  ),
  ...fr(['confidentiality_perpetual'], 'Les engagements de confidentialité resteront en vigueur pour une durée indéterminée après la fin du contrat.'),
  ...fr(['audit_rights'], 'Le Donneur d’ordre pourra procéder ou faire procéder à un audit des installations et de la documentation du Sous-traitant.'),
  ...fr(
    ['consent_by_use'],
    'Toute utilisation de l’application implique l’acceptation sans réserve des présentes conditions d’utilisation.',
    'En créant un compte ou en naviguant sur le site, vous reconnaissez avoir lu et accepté les présentes conditions.',
  ),
  ...en(['consent_by_use'], 'Your access to or use of the platform means that you accept these terms in full.'),
  // English wording of the rarest contract clauses, with near misses that share their words.
  ...en(
    ['most_favored_nation'],
    'The prices charged to the Distributor shall at all times be at least as low as the lowest prices the Company charges any other distributor in the Territory.',
    'If the Licensor licenses the Technology to any third party on royalty terms more favourable than those granted herein, it shall promptly offer the same terms to the Licensee.',
    'The fees payable under this Agreement will not exceed the fees the Vendor charges any other customer for substantially similar services.',
    'Should the Manufacturer grant any customer a discount, rebate or pricing concession greater than that given to the Reseller, the same concession shall apply to the Reseller.',
    'The Supplier shall treat the Purchaser as its most favoured customer with respect to price, delivery and allocation of the Products.',
  ),
  ...en(
    [],
    'Each party shall cooperate to obtain the most favourable tax treatment permitted by applicable law.',
    'The Licensor may offer promotional discounts to new customers at its sole discretion.',
    'The parties shall negotiate in good faith commercial terms consistent with market practice.',
  ),
  ...en(
    ['non_solicit_customers'],
    'During the Restricted Period, the Executive shall not, directly or indirectly, solicit any customer of the Company for the purpose of providing competing services.',
    'For one year after termination, the Distributor shall not induce any customer of the Supplier to cease or reduce its business with the Supplier.',
    'The Consultant shall not accept work from any client introduced by the Company during the term and for twelve months thereafter.',
  ),
  ...en(
    [],
    'The Agent shall promptly forward to the Principal every customer inquiry received from the Territory.',
    'The Company may seek new customers in any territory that is not granted exclusively to the Distributor.',
  ),
  ...en(
    ['liquidated_damages'],
    'If the Contractor fails to achieve completion by the scheduled date, it shall pay the Owner five thousand dollars for each day of delay as liquidated damages.',
    'The parties agree that damages for a breach of this section would be difficult to ascertain and that one hundred thousand dollars is a reasonable estimate of them and not a penalty.',
    'Should the Customer cancel an order after production has begun, it shall pay a cancellation fee equal to twenty percent of the order value.',
  ),
  ...en(
    [],
    'The Supplier shall compensate the Customer for the direct damages proven to result from its breach.',
    'Upon dissolution of the Company, its assets shall be liquidated and the proceeds distributed among the members.',
  ),
  ...en(
    ['minimum_commitment'],
    'The Customer agrees to purchase at least ten thousand units of the Products in each calendar year of the Term.',
    'If the Distributor’s annual purchases fall below the Minimum Purchase Requirement, the Distributor shall pay the Company the shortfall.',
    'The Licensee shall pay a minimum annual royalty of fifty thousand dollars, regardless of actual sales.',
  ),
  ...en([], 'Orders may be placed in any quantity, and the Customer is under no obligation to purchase any minimum volume.'),
  // A supplier that may raise its prices alone changes the contract alone, even with notice.
  ...en(
    ['unilateral_change'],
    'The Supplier may raise its prices each year by giving the Customer thirty days’ notice.',
    'Licensor reserves the right to revise the license fees at the start of each renewal term.',
  ),
  ...fr(['unilateral_change'], 'Le Fournisseur pourra réviser ses prix chaque année moyennant un préavis d’un mois adressé au Client.'),
  ...en([], 'Prices are fixed for the initial term and may only be changed by a written amendment signed by both parties.'),
  ...fr(
    [],
    'Les présentes conditions entrent en vigueur à la date de leur signature par les deux parties.',
    'Le Prestataire s’engage à fournir les services avec diligence et conformément aux règles de l’art.',
    'Le Client communiquera au Prestataire toutes les informations nécessaires à l’exécution de la mission.',
    'Les prix sont exprimés en euros hors taxes.',
    'Le présent contrat annule et remplace tout accord antérieur entre les parties portant sur le même objet.',
    'Les notifications sont adressées par écrit aux adresses indiquées en tête du contrat.',
  ),
  // Plain, short wording of clauses that contracts between small businesses often use.
  ...en(
    ['non_compete'],
    'The Seller will not open a competing shop within ten kilometres for three years.',
    'The Freelancer may not compete with the Agency during the contract.',
  ),
  ...fr(['non_compete'], 'Le Cédant n’ouvrira pas de commerce concurrent à moins de dix kilomètres pendant trois ans.'),
  ...en(['exclusivity'], 'The Café will serve only the Roaster’s coffee.', 'The Agent will represent no other brand of bicycles.'),
  ...fr(['exclusivity'], 'Le Restaurant ne servira que le café du Torréfacteur.'),
  ...en(['ip_assignment'], 'All rights in the photographs belong to the Publisher from the moment they are taken.'),
  ...fr(['ip_assignment'], 'Les droits sur les photographies appartiennent à l’Éditeur dès leur prise de vue.'),
  ...en(['change_of_control'], 'Should the Distributor be bought by another company, the Supplier may end this contract.'),
  ...fr(['change_of_control'], 'Si le Distributeur est racheté par une autre société, le Fournisseur pourra mettre fin au contrat.'),
  // A contract that carries on for good once its first term ends renews itself.
  ...fr(['auto_renewal'], 'À l’issue de cette première période, le contrat se poursuivra par tacite reconduction pour une durée indéterminée.'),
  ...en(
    ['auto_renewal'],
    'After the initial term, this Agreement shall continue automatically for an indefinite period until either party terminates it on three months’ notice.',
  ),
  // A lasting duty read with the sentence that says what it binds (see readingSpans).
  ...fr(['confidentiality_perpetual'], 'Le Consultant ne divulguera aucune information du Client. Cette obligation subsistera sans limitation de durée.'),
  ...en(['confidentiality_perpetual'], 'The Recipient shall not disclose the Discloser’s information to anyone. This obligation shall survive indefinitely.'),
  ...en([], 'The Recipient shall not disclose the Discloser’s information to anyone. This obligation shall survive for three years after termination.'),
  // A French provider that keeps the option to move its prices, and French indemnities written as a guarantee.
  ...fr(['unilateral_change'], 'Le Prestataire se réserve la faculté de faire évoluer ses tarifs, qui seront applicables dès leur publication.'),
  ...fr(['indemnification'], 'Le Client garantit le Prestataire contre toute réclamation de tiers relative aux contenus qu’il transmet.'),
  ...fr([], 'Le Prestataire garantit que les logiciels livrés sont conformes à leur documentation.'),
];
