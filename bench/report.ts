// The figures each benchmark records beside what it prints: `npm run bench` ends with one table of
// them and saves them as JSON under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

export interface Figure {
  /** What was measured, e.g. "documents list (cookie) / raw pg". */
  name: string;
  value: number;
  /** "req/s", "ms", "MB", "×" (a ratio), … */
  unit: string;
  /** The goal, as written in the issue or README: "≥ 0.75", "< 1000 ms". */
  target?: string;
  met?: boolean;
}

/** `BENCH_SHORT=1` (CI's check that every benchmark still runs): small sizes, figures not meant to be read. */
export const SHORT = process.env.BENCH_SHORT === '1';

/** The full size, or the short one under BENCH_SHORT. */
export function sized<T>(full: T, short: T): T {
  return SHORT ? short : full;
}

interface Recorded extends Figure {
  bench: string;
}

const recorded: Recorded[] = [];
let current = '';

/** Figures recorded from now on belong to this benchmark. */
export function benchStarted(name: string): void {
  current = name;
}

export function record(figure: Figure): void {
  recorded.push({ bench: current, ...figure });
}

const shown = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));

/** One markdown table of every figure recorded. */
export function summaryTable(): string {
  const lines = ['| benchmark | figure | value | target | met |', '| --- | --- | --- | --- | --- |'];
  for (const figure of recorded) {
    const met = figure.met === undefined ? '' : figure.met ? 'yes' : 'no';
    lines.push(`| ${figure.bench} | ${figure.name} | ${shown(figure.value)} ${figure.unit} | ${figure.target ?? ''} | ${met} |`);
  }
  return lines.join('\n');
}

/** Writes bench/results/<time>.json: the machine, the database and every figure. */
export function saveResults(startedAt: Date, database: string): string {
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { platform: process.platform, arch: process.arch, node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' };
  writeFileSync(file, `${JSON.stringify({ startedAt: startedAt.toISOString(), database, short: SHORT, machine, figures: recorded }, null, 2)}\n`);
  return file;
}
