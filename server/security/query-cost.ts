import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  isUnionType,
  typeFromAST,
  valueFromAST,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLUnionType,
  type SelectionSetNode,
} from 'graphql';
import { LIST_SIZES, MAX_LIST_ARGUMENT_LENGTH, type ListSize } from './list-sizes';

export type CostRefusal =
  | { code: 'TOO_MANY_ITEMS'; values: { argument: string; count: number; max: number } }
  | { code: 'QUERY_TOO_COSTLY'; values: { cost: number; limit: number } }
  | { code: 'LIST_NESTED_IN_ITSELF'; values: { field: string } };

export type CostVerdict = { cost: number } | { refusal: CostRefusal };

/** One field of the answer: the same response key asked in several places counts once, as it is resolved once. */
interface PlannedField {
  name: string;
  /** Objects cost 2 and scalars 1, once per item of every list above them. */
  weight: number;
  size: ListSize | undefined;
  isList: boolean;
  node: FieldNode;
  definition: GraphQLField<unknown, unknown> | undefined;
  /** Arguments whose type holds a list somewhere: their lengths are checked. */
  listArguments: readonly GraphQLArgument[];
  children: PlannedField[];
}

interface Plan {
  variableDefaults: Record<string, unknown>;
  fields: PlannedField[];
}

/** A list missing from LIST_SIZES (a schema test fails on any) still counts, as many items as a list argument may hold. */
const UNDECLARED_LIST_SIZE = MAX_LIST_ARGUMENT_LENGTH;

class Refused {
  constructor(readonly refusal: CostRefusal) {}
}

/**
 * What an operation costs with these variables, or why it is refused: a page or a list argument
 * larger than its maximum, a list asked inside itself, or a cost over `limit`. The variable-free
 * part (fields, sizes, fragments) is planned once per parsed document.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  limit: number,
): CostVerdict {
  const plan = cachedPlan(schema, document, operationName, limit);
  if (plan instanceof Refused) return { refusal: plan.refusal };
  try {
    const cost = costOf(plan.fields, { ...plan.variableDefaults, ...variables }, 1, null);
    return cost > limit ? { refusal: { code: 'QUERY_TOO_COSTLY', values: { cost, limit } } } : { cost };
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal };
    throw error;
  }
}

const plans = new WeakMap<DocumentNode, Map<string, Plan | Refused>>();

function cachedPlan(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, limit: number): Plan | Refused {
  let byOperation = plans.get(document);
  if (!byOperation) plans.set(document, (byOperation = new Map()));
  const key = `${operationName ?? ''}:${limit}`;
  let plan = byOperation.get(key);
  if (!plan) {
    try {
      plan = planOperation(schema, document, operationName, limit);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      plan = error;
    }
    byOperation.set(key, plan);
  }
  return plan;
}

type FieldOwner = GraphQLObjectType | GraphQLInterfaceType | GraphQLUnionType;

function planOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, limit: number): Plan {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  // An unknown operation is refused by execution itself.
  if (!operation || !root) return { variableDefaults: {}, fields: [] };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const variableDefaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (definition.defaultValue && type) variableDefaults[definition.variable.name.value] = valueFromAST(definition.defaultValue, type);
  }

  // Each field planned costs at least one: a plan larger than the limit is refused as it is built.
  let planned = 0;
  const plan = (selections: Array<{ selectionSet: SelectionSetNode; owner: FieldOwner }>, listsAbove: ReadonlySet<string>): PlannedField[] => {
    const groups = new Map<string, { owner: FieldOwner; nodes: FieldNode[] }>();
    const spread = new Set<string>();
    const gather = (selectionSet: SelectionSetNode, owner: FieldOwner) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = `${owner.name}.${selection.alias?.value ?? selection.name.value}`;
          const group = groups.get(key);
          if (group) group.nodes.push(selection);
          else groups.set(key, { owner, nodes: [selection] });
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          gather(selection.selectionSet, fieldOwner(schema, selection.typeCondition?.name.value) ?? owner);
        } else if (!spread.has(selection.name.value)) {
          spread.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          const fragmentOwner = fragment && fieldOwner(schema, fragment.typeCondition.name.value);
          if (fragmentOwner) gather(fragment.selectionSet, fragmentOwner);
        }
      }
    };
    for (const { selectionSet, owner } of selections) gather(selectionSet, owner);

    const fields: PlannedField[] = [];
    for (const { owner, nodes } of groups.values()) {
      const node = nodes[0];
      const name = node.name.value;
      // Introspection reads the schema in memory; depth and token limits bound it.
      if (name.startsWith('__') && name !== '__typename') continue;
      planned += 1;
      if (planned > limit) throw new Refused({ code: 'QUERY_TOO_COSTLY', values: { cost: planned, limit } });
      const definition = name === '__typename' || isUnionType(owner) ? undefined : owner.getFields()[name];
      const coordinate = `${owner.name}.${name}`;
      const size = LIST_SIZES[coordinate];
      const isList = definition !== undefined && isListType(getNullableType(definition.type));
      if ((size || isList) && listsAbove.has(coordinate)) throw new Refused({ code: 'LIST_NESTED_IN_ITSELF', values: { field: coordinate } });
      const returned = definition && getNamedType(definition.type);
      const childOwner = returned && isCompositeType(returned) ? fieldOwnerOf(returned) : undefined;
      const childSelections = nodes.flatMap((each) => (each.selectionSet && childOwner ? [{ selectionSet: each.selectionSet, owner: childOwner }] : []));
      fields.push({
        name,
        weight: returned && isCompositeType(returned) ? 2 : 1,
        size,
        isList,
        node,
        definition,
        listArguments: definition?.args.filter((argument) => holdsList(argument.type, new Set())) ?? [],
        children: childSelections.length ? plan(childSelections, size || isList ? new Set(listsAbove).add(coordinate) : listsAbove) : [],
      });
    }
    return fields;
  };
  return { variableDefaults, fields: plan([{ selectionSet: operation.selectionSet, owner: root }], new Set()) };
}

function fieldOwner(schema: GraphQLSchema, typeName: string | undefined): FieldOwner | undefined {
  const type = typeName ? schema.getType(typeName) : undefined;
  return type ? fieldOwnerOf(type) : undefined;
}

function fieldOwnerOf(type: unknown): FieldOwner | undefined {
  return isObjectType(type) || isInterfaceType(type) || isUnionType(type) ? type : undefined;
}

function holdsList(type: GraphQLInputType, seen: Set<string>): boolean {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return true;
  if (!isInputObjectType(nullable) || seen.has(nullable.name)) return false;
  seen.add(nullable.name);
  return Object.values(nullable.getFields()).some((field) => holdsList(field.type, seen));
}

function argumentValue(field: PlannedField, argument: GraphQLArgument, variables: Record<string, unknown>): unknown {
  const node = field.node.arguments?.find((each) => each.name.value === argument.name);
  const value = node ? valueFromAST(node.value, argument.type, variables) : undefined;
  return value === undefined ? argument.defaultValue : value;
}

/** Refuses a list longer than the maximum anywhere in an argument's value (variables included). */
function checkListLengths(value: unknown, type: GraphQLInputType, label: string): void {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) return;
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    if (items.length > MAX_LIST_ARGUMENT_LENGTH)
      throw new Refused({ code: 'TOO_MANY_ITEMS', values: { argument: label, count: items.length, max: MAX_LIST_ARGUMENT_LENGTH } });
    for (const item of items) checkListLengths(item, nullable.ofType, label);
  } else if (isInputObjectType(nullable) && typeof value === 'object') {
    for (const field of Object.values(nullable.getFields()))
      checkListLengths((value as Record<string, unknown>)[field.name], field.type, `${label}.${field.name}`);
  }
}

/** The size a slicing argument asks: a number, or the length of a list; refused above the maximum. */
function slicedSize(field: PlannedField, size: Extract<ListSize, { slicingArguments: readonly string[] }>, variables: Record<string, unknown>): number {
  let asked: number | undefined;
  for (const argument of field.definition?.args ?? []) {
    if (!size.slicingArguments.includes(argument.name)) continue;
    const value = argumentValue(field, argument, variables);
    if (value === null || value === undefined) continue;
    const count = Array.isArray(value) ? value.length : typeof value === 'number' ? Math.max(value, 0) : 1;
    if (count > size.maxSize) throw new Refused({ code: 'TOO_MANY_ITEMS', values: { argument: `${field.name}(${argument.name}:)`, count, max: size.maxSize } });
    asked = Math.max(asked ?? 0, count);
  }
  return asked ?? size.defaultSize;
}

function costOf(
  fields: readonly PlannedField[],
  variables: Record<string, unknown>,
  multiplier: number,
  page: { fields: readonly string[]; size: number } | null,
): number {
  let cost = 0;
  for (const field of fields) {
    for (const argument of field.listArguments) checkListLengths(argumentValue(field, argument, variables), argument.type, `${field.name}(${argument.name}:)`);
    let items = 1;
    let childPage: typeof page = null;
    if (field.size && 'slicingArguments' in field.size) {
      const asked = slicedSize(field, field.size, variables);
      if (field.size.sizedFields) childPage = { fields: field.size.sizedFields, size: asked };
      else items = asked;
    } else if (field.size) {
      items = field.size.assumedSize;
    } else if (page?.fields.includes(field.name)) {
      items = page.size;
    } else if (field.isList) {
      items = UNDECLARED_LIST_SIZE;
    }
    const count = multiplier * items;
    cost += count * field.weight + costOf(field.children, variables, count, childPage);
  }
  return cost;
}
