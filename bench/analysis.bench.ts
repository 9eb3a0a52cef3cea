import { createAnalyzer } from '../server/analysis';
import { splitSentences } from '../server/analysis/text/split-sentences';
import { record } from './report';

/** Generated clauses (none from the datasets), mixing risky and neutral wording. */
const CLAUSES = [
  'This Agreement shall automatically renew for successive one-year terms unless either party gives ninety (90) days notice of non-renewal.',
  'The Supplier shall deliver the Products to the delivery address set out in the relevant purchase order.',
  'In no event shall either party’s aggregate liability exceed the fees paid in the twelve months preceding the claim.',
  'The Customer shall indemnify and hold harmless the Supplier against any third-party claims arising from its use of the Products.',
  'Invoices are payable within thirty (30) days of receipt; late payments bear interest at 1.5% per month.',
  'Each party shall keep the other party’s confidential information secret and use it only for the purposes of this Agreement.',
  'The Distributor shall not, during the term and for two years thereafter, sell any product competing with the Products.',
  'This Agreement is governed by the laws of France and the courts of Paris have exclusive jurisdiction.',
  'The parties shall meet quarterly to review the forecast and the marketing plan for the territory.',
  'Neither party may assign this Agreement without the prior written consent of the other party.',
  'The Supplier shall maintain adequate insurance with a reputable insurer throughout the term.',
  'All notices shall be in writing and delivered by hand, courier or registered mail to the addresses above.',
];

/** About 50 pages of contract: ~500 words a page. */
function fiftyPageContract(): string {
  const paragraphs: string[] = [];
  let words = 0;
  for (let i = 0; words < 50 * 500; i++) {
    const clause = `${Math.floor(i / 4) + 1}.${(i % 4) + 1} ${CLAUSES[(i * 7) % CLAUSES.length]}`;
    paragraphs.push(clause);
    words += clause.split(/\s+/).length;
  }
  return paragraphs.join('\n\n');
}

export default async function run(): Promise<void> {
  const analyzer = createAnalyzer({ engine: 'builtin' });
  const contract = fiftyPageContract();
  const sentences = splitSentences(contract).length;
  await analyzer.analyze({ text: contract, title: 'warm-up', locale: 'en' });

  const rounds = 5;
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await analyzer.analyze({ text: contract, title: 'Fifty-page contract', locale: 'fr' });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(rounds / 2)];
  const rssMb = process.memoryUsage().rss / (1024 * 1024);
  console.log(`analysis: ${Math.round((sentences / median) * 1000)} sentences/s (${sentences} sentences)`);
  console.log(`analysis: 50-page contract ${median.toFixed(0)} ms (median of ${rounds})`);
  console.log(`analysis: RSS ${rssMb.toFixed(0)} MB`);
  record({ name: 'sentences analysed per second', value: Math.round((sentences / median) * 1000), unit: 'sentences/s' });
  record({ name: '50-page contract, median', value: median, unit: 'ms' });
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
