/**
 * What words a step of a document's review history (its audit action, `document.signed`): the ids of
 * the messages that may, the first one lang/*.json has wins; a step none words is shown as its action.
 * The document page and the signed PDF's certificate word the history alike.
 */
export function historyMessageIds(action: string): [string, string] {
  const kind = historyKind(action);
  return [`documentPage.history.actions.${kind}`, `signatureRequest.history.${kind}`];
}

/** The step's kind: its action without the `document.` of the audit log (`signed`, `refused`…). */
export const historyKind = (action: string): string => action.replace(/^document\./, '');
