/**
 * Bilingual cue phrases, one feature each: the model learns how much each cue counts from the
 * labelled data, and because English and French wordings share the cue, what it learns from
 * English contracts carries over to French ones. Patterns run on the lower-cased sentence.
 */
export const CLAUSE_CUES: ReadonlyArray<{ id: string; pattern: RegExp }> = [
  { id: 'arbitration', pattern: /\barbitra\w*|\barbitr(e|es|al|age|ale)\b|sentence arbitrale/ },
  { id: 'class-waiver', pattern: /class action|action de groupe|recours collectif/ },
  {
    id: 'jurisdiction',
    pattern:
      /exclusive jurisdiction|jurisdiction of the courts|courts (of|located in)|submit to the (exclusive )?jurisdiction|venue|comp[ée]ten(ce|ts?) (exclusive|des tribunaux)|seuls comp[ée]tents|tribunaux de|juridictions? (comp[ée]tentes?|de)|tribunal de commerce/,
  },
  {
    id: 'governing-law',
    pattern:
      /governed by|construed in accordance with|laws of the state|r[ée]gie?s? par (le|la) (droit|loi)|soumise?s? (au droit|à la loi)|droit applicable|loi applicable/,
  },
  {
    id: 'auto-renewal',
    pattern:
      /automatic(ally)? renew|renew(ed|s)? automatically|successive (renewal )?(periods|terms)|(renew|extend)(ed)? for (additional|successive)|evergreen|tacite reconduction|(renouvel|reconduit)\w* (automatiquement|tacitement|de plein droit)|(tacitement|automatiquement) (renouvel|reconduit)|d[’']ann[ée]e en ann[ée]e/,
  },
  {
    id: 'non-renewal-notice',
    pattern:
      /notice of (non-?renewal|its intention not to renew)|not to renew|prior to the (end|expiration) of the (then[- ]current |initial )?term|avant (l[’'](é|e)ch[ée]ance|le terme|l[’']expiration)|d[ée]nonciation|s[’']opposer au renouvellement/,
  },
  {
    id: 'termination-convenience',
    pattern:
      /terminat\w*[^.;]{0,60}(for convenience|without cause|for any reason|at any time|in its sole discretion)|(for convenience|without cause)[^.;]{0,40}terminat|r[ée]silier[^.;]{0,80}(sans motif|à tout moment|pour convenance|sans avoir à justifier)|mettre fin[^.;]{0,60}(à tout moment|sans motif)/,
  },
  {
    id: 'suspend-account',
    pattern: /(suspend|terminate|disable|close)[^.;]{0,40}(your )?(account|access)|(suspendre|r[ée]silier|supprimer)[^.;]{0,30}(votre )?(compte|acc[èe]s)/,
  },
  { id: 'content-removal', pattern: /(remove|delete|take down|refuse)[^.;]{0,60}(content|material|posting|submission)|(supprimer|retirer)[^.;]{0,40}contenu/ },
  {
    id: 'unilateral-change',
    pattern:
      /(may|reserves? the right to|can)[^.;]{0,30}(change|modify|amend|update|revise)[^.;]{0,60}(terms|agreement|prices?|fees|service|at any time)|(modifier|changer)[^.;]{0,60}(à tout moment|unilat[ée]ralement|conditions|tarifs)/,
  },
  {
    id: 'consent-by-use',
    pattern:
      /by (accessing|using|downloading|registering)|(continued )?use of[^.;]{0,60}(constitutes|signifies|means)|en (utilisant|acc[ée]dant)|(vaut|emporte) acceptation/,
  },
  {
    id: 'liability-cap',
    pattern:
      /shall not exceed|will not exceed|in no event[^.;]{0,80}liab|liab\w*[^.;]{0,60}limited to|aggregate liability|not be liable for any (indirect|consequential|incidental)|ne (pourra|saurait|peut)[^.;]{0,20}exc[ée]der|plafonn|en aucun cas[^.;]{0,60}responsab|responsabilit[ée][^.;]{0,60}limit[ée]e/,
  },
  {
    id: 'liability-uncapped',
    pattern:
      /(shall|do|does|will) not apply to[^.;]{0,80}(gross negligence|wil+ful|fraud|indemnif|confidential|death|personal injury)|unlimited liability|liable without limit|without (any )?(limit|cap)\b|liabilit\w*[^.;]{0,60}(shall|will|is|are) (be )?(unlimited|uncapped|not (be )?(limited|capped))|no (limit|cap)(ation)? on[^.;]{0,40}liabilit|fully liable|illimit[ée]e|sans (limitation|plafond)|ne s[’']appliquent pas[^.;]{0,80}(faute lourde|dol|intentionnelle|confidentialit)/,
  },
  {
    id: 'liquidated-damages',
    pattern:
      /liquidated damages|per (day|week) of delay|penalty of|p[ée]nalit[ée] forfaitaire|clause p[ée]nale|indemnit[ée] forfaitaire|par (jour|semaine) de retard/,
  },
  {
    id: 'late-payment',
    pattern:
      /late payment|late (fee|charge)|interest[^.;]{0,60}(overdue|unpaid|past due|due date|per month)|(overdue|unpaid|past due)[^.;]{0,60}interest|int[ée]r[êe]ts? (de retard|moratoires)|p[ée]nalit[ée]s de retard|frais de recouvrement|retard de paiement/,
  },
  {
    id: 'non-compete',
    pattern:
      /not[^.;]{0,40}(compete|competing|competitive business)|non-?compet|covenant not to compete|competing (business|products)|activit[ée] concurrente|faire concurrence|s[’']interdit[^.;]{0,80}concurren|entreprise concurrente/,
  },
  {
    id: 'exclusivity',
    pattern:
      /\bexclusive (distributor|supplier|agent|right|license|licence|provider|basis|reseller)|\bexclusively\b|sole (and exclusive )?(supplier|source|distributor)|exclusivit[ée]|distributeur exclusif|droit exclusif|exclusivement/,
  },
  {
    id: 'non-solicit',
    pattern:
      /solicit|hire (away )?any|recruit|(employ|engage) any (employee|person)|embaucher|solliciter|d[ée]baucher|d[ée]marcher|recruter|d[ée]tourner la client[èe]le/,
  },
  {
    id: 'ip-assignment',
    pattern:
      /hereby assigns?|shall (vest|be the (sole and )?exclusive property)|assigns? to[^.;]{0,60}(all )?(right|title|intellectual property)|work made for hire|c[èe]de(nt)?[^.;]{0,60}droits|propri[ée]t[ée] exclusive|sont c[ée]d[ée]s/,
  },
  {
    id: 'change-of-control',
    pattern:
      /change (of|in) control|merger|acquisition of|sale of (all or )?substantially all|majority of the (voting|outstanding)|changement de contr[ôo]le|fusion|prise de contr[ôo]le|majorit[ée] du capital/,
  },
  {
    id: 'anti-assignment',
    pattern:
      /(may|shall) not[^.;]{0,40}(assign|transfer)|(assign|transfer)[^.;]{0,80}without the (prior )?(written )?consent|ne (pourra|peut)[^.;]{0,20}c[ée]der|c[ée]der[^.;]{0,80}sans (l[’']accord|le consentement)/,
  },
  {
    id: 'minimum-commitment',
    pattern:
      /minimum (of|purchase|order|quantit|volume|commitment|annual|revenue)|at least [\d,]+ (units|licen)|volume minimum|minimum de|quantit[ée] minimale|chiffre d[’']affaires minimum/,
  },
  {
    id: 'most-favored',
    pattern:
      /(more|most|no less) favou?rable|most favou?red|lower price|meilleur prix|plus favorables|aussi favorables|moins favorables|client le plus favoris[ée]/,
  },
  {
    id: 'indemnification',
    pattern:
      /indemnif|hold[^.;]{0,30}harmless|defend[^.;]{0,30}against|indemniser|indemnisera|tenir indemne|relever et garantir|garanti(t|ra|ront|ssent)[^.;]{0,40}contre/,
  },
  {
    id: 'confidential-perpetual',
    pattern:
      /confidential[^.]{0,200}(indefinitely|perpetu|unlimited period|without limit|forever)|(confidentialit|confidentiel)[^.]{0,200}(dur[ée]e illimit[ée]e|sans limitation de dur[ée]e|perp[ée]tuit[ée]|ind[ée]finiment)/,
  },
  {
    id: 'audit',
    pattern:
      /\baudit|inspect[^.;]{0,40}(books|records|premises|facilities)|books and records|livres et registres|livres comptables|v[ée]rifier les (livres|registres|comptes)|droit d[’']audit/,
  },
];
