import { settle, type WorkerOutcome } from '../worker-outcome';
import { renderPreview, type PreviewSource } from './render-preview';

export function preview(input: { bytes: Uint8Array; source: PreviewSource }): Promise<WorkerOutcome<Uint8Array>> {
  return settle(() => renderPreview(input.bytes, input.source));
}
