import { loadCuad, loadSplit, loadTos } from '../training/datasets';
import type { EvaluationItem } from './evaluate';

/** The committed held-out documents of a dataset, as evaluation lines. */
export function heldoutItems(scheme: 'cuad' | 'tos'): EvaluationItem[] {
  const split = loadSplit();
  if (scheme === 'tos') {
    const docs = new Set(split.tos.heldout);
    return loadTos()
      .filter((sentence) => docs.has(sentence.doc))
      .map(({ text, labels }) => ({ text, labels }));
  }
  const ids = new Set(split.cuad.heldout);
  return loadCuad()
    .filter((contract) => ids.has(contract.id))
    .map(({ text, labels, spans }) => ({ text, labels, spans }));
}
