import type { ClauseCategory } from '../../../server/analysis/categories';

/**
 * One English clause and its French equivalent per category, written for this project and never
 * trained on: the French-parity measurement and the per-category tests use them.
 */
export const PARITY_CLAUSES: ReadonlyArray<{ category: ClauseCategory; en: string; fr: string }> = [
  {
    category: 'liability_uncapped',
    en: 'The limitations of liability set out above shall not apply to damages caused by the Contractor’s gross negligence or wilful misconduct, for which the Contractor shall be liable without limit.',
    fr: 'Les limitations de responsabilité ci-dessus ne s’appliquent pas aux dommages causés par une faute lourde ou intentionnelle du Prestataire, dont il répondra sans limitation.',
  },
  {
    category: 'liability_limitation',
    en: 'In no event shall the Vendor’s total liability arising out of this Agreement exceed the amounts paid by the Client during the six months preceding the event giving rise to the claim.',
    fr: 'En aucun cas la responsabilité totale du Vendeur au titre du présent contrat ne pourra excéder les sommes payées par le Client au cours des six mois précédant le fait générateur.',
  },
  {
    category: 'liquidated_damages',
    en: 'Should the Supplier miss the delivery date, it shall pay the Buyer liquidated damages equal to 2% of the order value for each week of delay.',
    fr: 'Si le Fournisseur ne respecte pas la date de livraison, il versera à l’Acheteur une pénalité forfaitaire égale à 2 % de la valeur de la commande par semaine de retard.',
  },
  {
    category: 'late_payment_penalties',
    en: 'Any sum remaining unpaid after its due date shall bear late payment interest at three times the legal rate, together with a fixed fee of 40 euros for collection costs.',
    fr: 'Toute somme impayée à son échéance portera intérêts de retard au taux de trois fois le taux légal, outre une indemnité forfaitaire de 40 euros pour frais de recouvrement.',
  },
  {
    category: 'auto_renewal',
    en: 'At the end of the initial term, this Agreement shall automatically renew for successive one-year periods unless either party gives notice of non-renewal at least sixty days before expiry.',
    fr: 'À l’issue de la période initiale, le présent contrat sera renouvelé automatiquement pour des périodes successives d’un an, sauf dénonciation par l’une des parties au moins soixante jours avant l’échéance.',
  },
  {
    category: 'termination_for_convenience',
    en: 'The Company may terminate this Agreement at any time for convenience upon fifteen days’ written notice to the Consultant.',
    fr: 'La Société pourra résilier le présent contrat à tout moment et sans motif, moyennant un préavis écrit de quinze jours adressé au Consultant.',
  },
  {
    category: 'unilateral_change',
    en: 'We may change these Terms and our fees at any time at our sole discretion, and the changes take effect as soon as they are posted on the website.',
    fr: 'Nous pouvons modifier les présentes conditions et nos tarifs à tout moment, à notre seule discrétion, les modifications prenant effet dès leur mise en ligne sur le site.',
  },
  {
    category: 'non_compete',
    en: 'During the term of this Agreement and for three years thereafter, the Seller shall not engage, directly or indirectly, in any business that competes with the Business anywhere in Europe.',
    fr: 'Pendant la durée du présent contrat et trois ans après son terme, le Vendeur s’interdit d’exercer, directement ou indirectement, toute activité concurrente du Fonds en Europe.',
  },
  {
    category: 'exclusivity',
    en: 'The Manufacturer appoints the Agent as its exclusive distributor for the Products in Belgium and shall not appoint any other distributor in that territory.',
    fr: 'Le Fabricant désigne l’Agent comme son distributeur exclusif des Produits en Belgique et s’interdit de désigner tout autre distributeur sur ce territoire.',
  },
  {
    category: 'non_solicit',
    en: 'For twelve months after the end of the engagement, the Client shall not solicit or hire any employee of the Agency who worked on the project.',
    fr: 'Pendant douze mois après la fin de la mission, le Client s’interdit de solliciter ou d’embaucher tout salarié de l’Agence ayant travaillé sur le projet.',
  },
  {
    category: 'ip_assignment',
    en: 'The Developer hereby assigns to the Customer all intellectual property rights in the software and documentation created under this Agreement.',
    fr: 'Le Développeur cède au Client l’ensemble des droits de propriété intellectuelle sur les logiciels et la documentation créés au titre du présent contrat.',
  },
  {
    category: 'change_of_control',
    en: 'If the Partner undergoes a change of control, the Licensor may terminate this Agreement with immediate effect by written notice.',
    fr: 'En cas de changement de contrôle du Partenaire, le Concédant pourra résilier le présent contrat avec effet immédiat par notification écrite.',
  },
  {
    category: 'anti_assignment',
    en: 'The Licensee may not assign or transfer this Agreement or any of its rights hereunder without the prior written consent of the Licensor.',
    fr: 'Le Licencié ne pourra céder ou transférer le présent contrat ni aucun des droits qui en découlent sans l’accord préalable écrit du Concédant.',
  },
  {
    category: 'minimum_commitment',
    en: 'The Reseller undertakes to purchase a minimum of 5,000 units of the Products in each contract year.',
    fr: 'Le Revendeur s’engage à acheter un minimum de 5 000 unités des Produits au cours de chaque année contractuelle.',
  },
  {
    category: 'most_favored_nation',
    en: 'If the Supplier grants any other customer more favourable prices or terms for similar products, it shall offer the same prices and terms to the Purchaser.',
    fr: 'Si le Fournisseur accorde à un autre client des prix ou des conditions plus favorables pour des produits similaires, il en fera bénéficier l’Acheteur dans les mêmes conditions.',
  },
  {
    category: 'arbitration',
    en: 'All disputes arising out of or in connection with this contract shall be finally resolved by arbitration in Geneva under the Swiss Rules of International Arbitration.',
    fr: 'Tous les différends découlant du présent contrat ou en relation avec celui-ci seront tranchés définitivement par arbitrage à Genève selon le Règlement suisse d’arbitrage international.',
  },
  {
    category: 'jurisdiction',
    en: 'Any dispute relating to these terms shall be submitted to the exclusive jurisdiction of the courts of Lyon.',
    fr: 'Tout litige relatif aux présentes conditions sera soumis à la compétence exclusive des tribunaux de Lyon.',
  },
  {
    category: 'choice_of_law',
    en: 'This Agreement shall be governed by and construed in accordance with the laws of Belgium.',
    fr: 'Le présent contrat est régi par le droit belge et sera interprété conformément à celui-ci.',
  },
  {
    category: 'indemnification',
    en: 'The Licensee shall indemnify and hold harmless the Licensor from and against any claims, damages and legal fees arising out of the Licensee’s use of the software.',
    fr: 'Le Licencié garantira et indemnisera le Concédant contre toute réclamation, tous dommages et tous frais d’avocat résultant de l’utilisation du logiciel par le Licencié.',
  },
  {
    category: 'confidentiality_perpetual',
    en: 'The receiving party’s obligations of confidentiality shall survive the termination of this Agreement for an unlimited period of time.',
    fr: 'Les obligations de confidentialité de la partie destinataire survivront à la résiliation du présent contrat pour une durée illimitée.',
  },
  {
    category: 'audit_rights',
    en: 'The Licensor shall have the right, upon thirty days’ notice, to audit the Licensee’s books and records to verify the royalties paid.',
    fr: 'Le Concédant aura le droit, moyennant un préavis de trente jours, de vérifier les livres et registres du Licencié afin de contrôler les redevances versées.',
  },
  {
    category: 'consent_by_use',
    en: 'By accessing or using the application, you agree to be bound by these Terms of Use.',
    fr: 'En accédant à l’application ou en l’utilisant, vous acceptez d’être lié par les présentes conditions d’utilisation.',
  },
];

/**
 * Ordinary clauses that carry none of the risks the engine looks for, in English and French,
 * written for this project and never trained on: a finding on any of them is a false alarm.
 */
export const NEUTRAL_CLAUSES: ReadonlyArray<{ en: string; fr: string }> = [
  {
    en: 'The purpose of this Agreement is to set out the terms on which the Provider hosts and operates the Client’s website.',
    fr: 'Le présent contrat a pour objet de fixer les conditions dans lesquelles le Prestataire héberge et exploite le site internet du Client.',
  },
  {
    en: 'The Supplier shall deliver the equipment to the Client’s warehouse in Lyon within ten working days of the order.',
    fr: 'Le Fournisseur livre le matériel à l’entrepôt du Client à Lyon dans un délai de dix jours ouvrés à compter de la commande.',
  },
  {
    en: 'Acceptance tests shall be carried out jointly by the parties within fifteen days of installation.',
    fr: 'Les tests de recette sont réalisés conjointement par les parties dans les quinze jours suivant l’installation.',
  },
  {
    en: 'Invoices shall state the order number and be sent by email to the Client’s accounts department.',
    fr: 'Les factures mentionnent le numéro de commande et sont adressées par courriel au service comptable du Client.',
  },
  {
    en: 'All prices are stated in euros and exclude value added tax, which shall be charged at the applicable rate.',
    fr: 'Les prix sont exprimés en euros hors taxes, la TVA étant facturée au taux en vigueur.',
  },
  {
    en: 'Notices under this Agreement shall be sent by registered letter to the addresses shown on the first page.',
    fr: 'Les notifications prévues au présent contrat sont adressées par lettre recommandée aux adresses indiquées en première page.',
  },
  {
    en: 'Each party shall appoint a project manager who will attend the monthly steering committee.',
    fr: 'Chaque partie désigne un chef de projet qui participe au comité de pilotage mensuel.',
  },
  {
    en: 'The Provider’s support desk is open from 9 a.m. to 6 p.m., Monday to Friday, excluding public holidays.',
    fr: 'Le support du Prestataire est joignable de 9 h à 18 h, du lundi au vendredi, hors jours fériés.',
  },
  {
    en: 'The Provider shall train up to ten of the Client’s employees in the use of the software during the first month.',
    fr: 'Le Prestataire forme jusqu’à dix salariés du Client à l’utilisation du logiciel au cours du premier mois.',
  },
  {
    en: 'The Client shall give the Provider’s technicians access to its premises during business hours.',
    fr: 'Le Client donne accès à ses locaux aux techniciens du Prestataire pendant les heures ouvrables.',
  },
  {
    en: 'This Agreement may be signed in several counterparts, each of which shall be deemed an original.',
    fr: 'Le présent contrat peut être signé en plusieurs exemplaires, chacun ayant valeur d’original.',
  },
  {
    en: 'The headings of the articles are for convenience only and do not affect their interpretation.',
    fr: 'Les titres des articles ne servent qu’à faciliter la lecture et n’ont aucune incidence sur leur interprétation.',
  },
  {
    en: 'The Provider shall send the Client a quarterly report on the availability of the service.',
    fr: 'Le Prestataire adresse chaque trimestre au Client un rapport sur la disponibilité du service.',
  },
  {
    en: 'Orders are placed through the online portal and confirmed by the Supplier within two working days.',
    fr: 'Les commandes sont passées sur le portail en ligne et confirmées par le Fournisseur sous deux jours ouvrés.',
  },
  {
    en: 'The parties shall cooperate in good faith to carry out the migration of the Client’s data.',
    fr: 'Les parties coopèrent de bonne foi pour mener à bien la migration des données du Client.',
  },
  {
    en: 'The annexes listed below form an integral part of this Agreement.',
    fr: 'Les annexes énumérées ci-dessous font partie intégrante du présent contrat.',
  },
  {
    en: 'Either party may change its address for notices by informing the other party in writing.',
    fr: 'Chaque partie peut changer d’adresse de notification en en informant l’autre partie par écrit.',
  },
  {
    en: 'You are responsible for keeping your password confidential.',
    fr: 'Vous êtes responsable de la confidentialité de votre mot de passe.',
  },
  {
    en: 'The Provider may assign this Agreement freely to any company of its group.',
    fr: 'Le Prestataire peut céder le présent contrat librement à toute société de son groupe.',
  },
  {
    en: '4. Payment Terms',
    fr: '4. Modalités de paiement',
  },
];
