import { ignorePdfWorkerTerminations, isPdfWorkerTermination } from '../../web/src/screens/documents/pdfWorkerTermination';

describe("pdf.js's worker terminations", () => {
  it('are told from every other rejection', () => {
    expect(isPdfWorkerTermination(new Error('Worker was terminated'))).toBe(true);
    expect(isPdfWorkerTermination(new Error('Worker was terminated.'))).toBe(true);
    expect(isPdfWorkerTermination(new Error('Worker task was terminated'))).toBe(true);
    expect(isPdfWorkerTermination(new Error('Invalid PDF structure.'))).toBe(false);
    expect(isPdfWorkerTermination(new Error('Worker was terminated by the user, then failed'))).toBe(false);
    expect(isPdfWorkerTermination('Worker was terminated')).toBe(false);
    expect(isPdfWorkerTermination(undefined)).toBe(false);
  });

  it('are kept out of the unhandled rejections, once, and nothing else is', () => {
    const listeners: Array<(event: { reason: unknown; preventDefault(): void }) => void> = [];
    const target = { addEventListener: (type: string, listener: never) => type === 'unhandledrejection' && listeners.push(listener) };
    ignorePdfWorkerTerminations(target as never);
    ignorePdfWorkerTerminations(target as never);
    expect(listeners).toHaveLength(1);
    const outcome = (reason: unknown) => {
      let prevented = false;
      listeners[0]({ reason, preventDefault: () => (prevented = true) });
      return prevented ? 'kept out' : 'reported';
    };
    expect(outcome(new Error('Worker was terminated'))).toBe('kept out');
    expect(outcome(new Error('Invalid PDF structure.'))).toBe('reported');
  });
});
