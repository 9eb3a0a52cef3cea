import { readFileSync } from 'node:fs';
import { flattenMessages, type MessageTree } from '../../../web/src/i18n/languages';
import reference from '../../../web/src/screens/api-docs/api-reference.json';

// The /api page shows the reference's descriptions from lang/*.json: each needs its French version,
// and the English one must stay what the code says (the OpenAPI document and the GraphQL schema).

const load = (language: string) => flattenMessages(JSON.parse(readFileSync(new URL(`../../../lang/${language}.json`, import.meta.url), 'utf8')) as MessageTree);
const fr = load('fr');
const en = load('en');

type Operation = { operationId: string; summary: string; parameters?: Array<{ name: string; in: string; description?: string }> };
const operations = Object.values(reference.openapi.paths as Record<string, Record<string, Operation>>).flatMap((item) => Object.values(item));

/** Every text of the reference the page shows, with the message that shows it. */
const shownTexts: Array<[string, string]> = [
  ...operations.map((operation): [string, string] => [`apiDocs.operations.${operation.operationId}`, operation.summary]),
  ...operations.flatMap((operation) =>
    (operation.parameters ?? [])
      .filter((parameter) => parameter.description)
      .map((parameter): [string, string] => [`apiDocs.parameters.${operation.operationId}.${parameter.name}`, parameter.description!]),
  ),
  ...(['queries', 'mutations', 'subscriptions'] as const).flatMap((kind) =>
    reference.graphql[kind]
      .filter((operation) => operation.description)
      .map((operation): [string, string] => [`apiDocs.schema.${kind}.${operation.name}`, operation.description]),
  ),
];

describe('texts of the API reference page', () => {
  it('covers the REST operations, their parameters and the GraphQL operations', () => {
    expect(shownTexts.length).toBeGreaterThan(60);
  });

  it.each(shownTexts)('%s is the English of the code and has a French version of its own', (id, source) => {
    expect(en[id]).toBe(source);
    expect(fr[id]).toBeDefined();
    expect(fr[id]).not.toBe(source);
    // Inline code survives the translation, as code.
    expect(fr[id]!.match(/`[^`]+`/g) ?? []).toEqual(source.match(/`[^`]+`/g) ?? []);
  });

  it.each([...new Set(operations.flatMap((operation) => (operation.parameters ?? []).map((parameter) => parameter.in)))])(
    'names where a %s parameter goes in both languages',
    (place) => {
      expect(fr[`apiDocs.in.${place}`]).toBeDefined();
      expect(en[`apiDocs.in.${place}`]).toBeDefined();
    },
  );
});
