/**
 * The code samples of the /api page, one per REST operation, in curl and in JavaScript (`fetch`,
 * in Node 20 or a browser). Each sends the body its operation takes and reads the answer it
 * gets (JSON, a file, or nothing for a 204): `__tests__/server/rest/api-docs-samples.test.ts`
 * runs every JavaScript sample against a server.
 */
export type SampleOperation = { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> };

/** The variable a sample names an `{id}` of this path with. */
export function idVariable(path: string): string {
  if (path.startsWith('/senders')) return 'senderId';
  if (path.startsWith('/webhooks')) return 'webhookId';
  return 'documentId';
}

type Body = { kind: 'multipart' } | { kind: 'json'; json: Record<string, unknown> } | null;

function bodyOf(method: string, path: string, operation: SampleOperation): Body {
  const content = operation.requestBody?.content ?? {};
  if ('multipart/form-data' in content) return { kind: 'multipart' };
  if (!('application/json' in content)) return null;
  if (path.endsWith('/sign')) return { kind: 'json', json: { signature_type: 'simple', location: 'Paris' } };
  if (method === 'patch') return { kind: 'json', json: { status: 'approved' } };
  if (path.startsWith('/webhooks')) return { kind: 'json', json: { url: 'https://example.com/paraphe', events: ['document.analyzed'] } };
  return null;
}

/** The answer is a file (the original or the signed PDF) rather than JSON. */
const answersFile = (path: string) => path.endsWith('/file') || path.endsWith('/signed-file');
const answersNothing = (operation: SampleOperation) => Object.keys(operation.responses).some((status) => status === '204');

export function curlExample(base: string, method: string, path: string, operation: SampleOperation): string {
  const url = `${base}${path.replace('{id}', '3f1c…')}`;
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} "${url}"`, '  -H "Authorization: Bearer $PARAPHE_API_KEY"'];
  const body = bodyOf(method, path, operation);
  if (body?.kind === 'multipart') lines.push('  -F "file=@contract.pdf" -F "title=Supplier terms"');
  else if (body?.kind === 'json') lines.push(`  -H "Content-Type: application/json" -d '${JSON.stringify(body.json)}'`);
  if (answersFile(path)) lines.push(`  -o ${path.endsWith('/signed-file') ? 'signed.pdf' : 'original'}`);
  return lines.join(' \\\n');
}

export function javascriptExample(base: string, method: string, path: string, operation: SampleOperation): string {
  const body = bodyOf(method, path, operation);
  const url = path.includes('{id}') ? `\`${base}${path.replace('{id}', `\${${idVariable(path)}}`)}\`` : `'${base}${path}'`;
  const lines: string[] = [];
  if (body?.kind === 'multipart') {
    lines.push(
      '// file: a File from an <input type="file">, or in Node: await fs.openAsBlob(\'contract.pdf\')',
      'const form = new FormData();',
      "form.append('file', file, 'contract.pdf');",
      "form.append('title', 'Supplier terms');",
    );
  }
  lines.push(`const response = await fetch(${url}, {`, `  method: '${method.toUpperCase()}',`);
  if (body?.kind === 'json') {
    lines.push(
      "  headers: { Authorization: `Bearer ${process.env.PARAPHE_API_KEY}`, 'Content-Type': 'application/json' },",
      `  body: JSON.stringify(${JSON.stringify(body.json)}),`,
    );
  } else {
    lines.push('  headers: { Authorization: `Bearer ${process.env.PARAPHE_API_KEY}` },');
    if (body?.kind === 'multipart') lines.push('  body: form,');
  }
  lines.push('});', 'if (!response.ok) throw new Error((await response.json()).error.message);');
  if (answersFile(path)) lines.push('const bytes = new Uint8Array(await response.arrayBuffer());');
  else if (!answersNothing(operation)) lines.push('const body = await response.json();');
  return lines.join('\n');
}
