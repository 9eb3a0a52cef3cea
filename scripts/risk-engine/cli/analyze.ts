import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAnalyzer } from '../../../server/analysis/create-analyzer';
import { extractText } from '../../../server/analysis/extraction/extract-text';
import type { Locale } from '../../../server/analysis/types';

async function main(): Promise<void> {
  const [file, localeArgument] = process.argv.slice(2).filter((argument) => argument !== '--');
  if (!file) {
    console.error('usage: npm run analyze -- <file.pdf|docx|doc|txt> [fr|en]');
    process.exitCode = 2;
    return;
  }
  const extracted = await extractText({ buffer: new Uint8Array(readFileSync(file)), filename: path.basename(file) });
  const locale: Locale = localeArgument === 'en' ? 'en' : 'fr';
  if (extracted.scanned) {
    // A scan has no text to read: saying nothing was found would wrongly look safe.
    console.error(`${file}: scanned PDF without a text layer, not analysed`);
    process.exitCode = 1;
    return;
  }
  const analysis = await createAnalyzer().analyze({ text: extracted.text, title: path.basename(file), locale });
  console.log(JSON.stringify(analysis, null, 2));
}

await main();
