import { GraphQLError, Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { PUSHED_FIELDS } from './document-change-feed';

/** The fields of a selection set, looking through fragments and inline fragments. */
function fieldsOf(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  if (!selectionSet) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    if (seen.has(name) || !fragments[name]) return [];
    seen.add(name);
    return fieldsOf(fragments[name].selectionSet, fragments, seen);
  });
}

const documentFields = (info: GraphQLResolveInfo) =>
  info.fieldNodes.flatMap((node) => fieldsOf(node.selectionSet, info.fragments)).filter((field) => field.name.value === 'document');

/** Whether the subscriber asks for the pushed document at all (a screen may only want to know that something changed). */
export function selectsDocument(info: GraphQLResolveInfo): boolean {
  return documentFields(info).length > 0;
}

/** The fields asked of the pushed document that it does not carry, as `document.text` or `document.sender.figures`. */
export function unpushedFields(info: GraphQLResolveInfo): string[] {
  const refused = new Set<string>();
  const documents = documentFields(info);
  for (const document of documents) {
    for (const field of fieldsOf(document.selectionSet, info.fragments)) {
      const name = field.name.value;
      const allowed = PUSHED_FIELDS[name];
      if (name === '__typename' || allowed === true) continue;
      if (!allowed) {
        refused.add(`document.${name}`);
        continue;
      }
      for (const nested of fieldsOf(field.selectionSet, info.fragments)) {
        if (nested.name.value !== '__typename' && !allowed.includes(nested.name.value)) refused.add(`document.${name}.${nested.name.value}`);
      }
    }
  }
  return [...refused];
}

/** Refuses, before anything is pushed, a subscription asking the pushed document for fields it does not carry. */
export function assertPushedSelection(info: GraphQLResolveInfo): void {
  const refused = unpushedFields(info);
  if (refused.length === 0) return;
  throw new GraphQLError(`Not pushed with a change: ${refused.join(', ')}. Read them with \`node(id:)\` when needed.`, {
    extensions: { code: 'BAD_REQUEST', fields: refused },
  });
}
