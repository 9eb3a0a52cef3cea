import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAnalyzer } from '../../../server/analysis/create-analyzer';
import type { DatasetScheme } from '../../../server/analysis/dataset-mapping';
import { type EvaluationItem, evaluate } from '../evaluation/evaluate';
import { heldoutItems } from '../evaluation/heldout-items';
import { measureFrenchParity } from '../evaluation/french-parity';
import { evaluateVerdicts, printVerdictReport, readDocuments, writeThresholds } from '../evaluation/document-verdicts';
import { measureLabelledDocuments } from '../evaluation/labelled-documents';

const USAGE =
  'usage: npm run eval:analyzer -- (--input <file.jsonl> | --split heldout) --scheme <cuad|tos|native> [--engine builtin|llm]\n       npm run eval:analyzer -- --parity\n       npm run eval:analyzer -- --verdicts [--write]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      input: { type: 'string' },
      scheme: { type: 'string' },
      split: { type: 'string' },
      engine: { type: 'string' },
      parity: { type: 'boolean' },
      verdicts: { type: 'boolean' },
      write: { type: 'boolean' },
    },
  });
  if (values.verdicts) {
    // Document-level verdicts: per-category presence on whole documents, cross-validated by document.
    const report = evaluateVerdicts(readDocuments());
    printVerdictReport(report, (line) => console.error(line));
    if (values.write) writeThresholds(report.thresholds);
    // The hand-labelled documents, French ones first among them, with the engine as shipped.
    const labelled = await measureLabelledDocuments(createAnalyzer({ engine: 'builtin' }));
    console.error(
      `Labelled documents (every clause type marked by hand): precision ${labelled.precision.toFixed(3)}, recall ${labelled.recall.toFixed(3)}, F1 ${labelled.f1.toFixed(3)}`,
    );
    for (const document of labelled.documents) {
      const band = document.expectedBand ? `band ${document.band} (expected ${document.expectedBand})` : `band ${document.band}`;
      console.error(
        `  ${document.file.padEnd(32)} ${document.found}/${document.labelled} found; missed ${document.missed.join(', ') || 'none'}; also ${document.extra.join(', ') || 'none'}; ${band}`,
      );
    }
    console.log(JSON.stringify({ ...report, labelled }));
    return;
  }
  const analyzer = createAnalyzer(values.engine ? { engine: values.engine as 'builtin' | 'llm' } : {});
  if (values.parity) {
    console.log(JSON.stringify(await measureFrenchParity(analyzer)));
    return;
  }
  const scheme = values.scheme as DatasetScheme | undefined;
  if (!scheme || !['cuad', 'tos', 'native'].includes(scheme) || (!values.input && values.split !== 'heldout')) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  let items: EvaluationItem[];
  if (values.input) {
    items = readFileSync(values.input, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as EvaluationItem);
  } else {
    if (scheme === 'native') throw new Error('--split heldout needs --scheme cuad or tos');
    items = heldoutItems(scheme);
  }
  const report = await evaluate(analyzer, items, scheme);
  for (const [label, score] of Object.entries(report.perLabel)) {
    console.error(`${label.padEnd(36)} P ${score.precision.toFixed(3)}  R ${score.recall.toFixed(3)}  F1 ${score.f1.toFixed(3)}  n=${score.support}`);
  }
  console.log(JSON.stringify(report));
}

await main();
