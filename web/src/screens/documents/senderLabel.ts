/** How a document names its sender: "Name (domain)", or the one of them it has; null for a manual import. */
export function senderLabel(sender: { readonly name?: string | null; readonly domain?: string | null } | null | undefined): string | null {
  if (!sender) return null;
  const { name, domain } = sender;
  if (name && domain && name !== domain) return `${name} (${domain})`;
  return name || domain || null;
}

/** What stands for the sender of a document that has none: where it came from, a member's upload or the API. */
export function noSenderMessageId(source: string): 'documents.noSender' | 'documents.noSenderApi' {
  return source === 'API' ? 'documents.noSenderApi' : 'documents.noSender';
}
