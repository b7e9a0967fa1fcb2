import { PAGE_SIZE } from './paging.js';
import {
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  valueFromAST,
} from 'graphql';

/** What one operation asks of the server, measured before anything runs. */
export interface OperationMeasure {
  /** Objects the answer may hold at most: each object-typed field counts once per parent it can appear under. */
  cost: number;
  depth: number;
  aliases: number;
  directives: number;
  /** Field selections visited with fragments expanded (a fragment used twice is counted twice). */
  selections: number;
  /**
   * Lists nested inside introspection (__schema, __type). Introspection is not priced (the standard
   * query would cost more than any data query), but its lists loop (types → fields → type →
   * fields …); the standard query nests three (types → fields → args).
   */
  introspectionNesting: number;
}

/**
 * How many items a list field can return when no argument says so. The location graph loops
 * (province → districts → localLevels → district → province …), so each step's real maximum
 * matters: Koshi has 14 districts and no district has more than 20 local levels.
 */
const LIST_SIZES: Record<string, number> = {
  'Query.provinces': 7,
  'Province.districts': 14,
  'District.localLevels': 20,
  // The largest form has 35 fields and a table 8 columns. One select lists up to 77 options, but
  // a form has few selects: priced per field, 10 keeps a whole form under the anonymous limit.
  'Query.workFields': 40,
  'WorkField.columns': 8,
  'WorkField.options': 10,
};
const DEFAULT_LIST_SIZE = 20;
/** Page-size arguments: the list (or the connection's edges) holds at most this many items. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last', 'limit'];
/** The largest page any paged field serves (paging.ts), whatever a client asks for. */
const MAX_PAGE_SIZE = PAGE_SIZE.max;
const CONNECTION_LISTS = new Set(['edges', 'nodes']);
/**
 * List arguments a field answers one item for each of: the subgraph's `_entities` returns one
 * entity per representation, however many a router batches into one request.
 */
const ONE_ITEM_PER_ENTRY_ARGUMENTS = ['representations'];

export interface MeasureLimits {
  /** Measuring stops as soon as any figure passes its limit, so a hostile document costs little. */
  stopAbove: Partial<OperationMeasure>;
}

/**
 * Walks the operation as it would execute (fragments expanded, list sizes multiplied), with no
 * access to data. Unknown fields are skipped: validation reports them afterwards.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  limits: MeasureLimits,
): OperationMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measure: OperationMeasure = {
    cost: 0,
    depth: 0,
    aliases: 0,
    directives: 0,
    selections: 0,
    introspectionNesting: 0,
  };
  const over = () =>
    (Object.keys(limits.stopAbove) as (keyof OperationMeasure)[]).some(
      (key) => measure[key] > (limits.stopAbove[key] ?? Number.POSITIVE_INFINITY),
    );
  measure.directives += operation.directives?.length ?? 0;
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return measure;

  const walk = (
    selectionSet: SelectionSetNode,
    parentType: GraphQLNamedType,
    depth: number,
    multiplier: number,
    fragmentPath: Set<string>,
    pageSize: number | undefined,
    introspectionLists: number | undefined,
  ): void => {
    for (const selection of selectionSet.selections) {
      if (over()) return;
      measure.directives += selection.directives?.length ?? 0;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = (typeName && schema.getType(typeName)) || parentType;
        walk(selection.selectionSet, type, depth, multiplier, fragmentPath, pageSize, introspectionLists);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment that spreads itself is refused by validation; here it only must not loop.
        if (!fragment || fragmentPath.has(name)) continue;
        measure.directives += fragment.directives?.length ?? 0;
        const type = schema.getType(fragment.typeCondition.name.value) ?? parentType;
        const path = new Set(fragmentPath).add(name);
        walk(fragment.selectionSet, type, depth, multiplier, path, pageSize, introspectionLists);
        continue;
      }
      measure.selections += 1;
      if (selection.alias) measure.aliases += 1;
      const inIntrospection = introspectionLists !== undefined || selection.name.value.startsWith('__');
      if (!inIntrospection) measure.depth = Math.max(measure.depth, depth);
      const field = fieldOf(schema, parentType, selection.name.value);
      if (!field || !selection.selectionSet) continue;
      const itemType = getNamedType(field.type);
      const isList = isListType(getNullableType(field.type));
      if (inIntrospection) {
        const nesting = (introspectionLists ?? 0) + (isList ? 1 : 0);
        measure.introspectionNesting = Math.max(measure.introspectionNesting, nesting);
        walk(selection.selectionSet, itemType, depth, multiplier, fragmentPath, undefined, nesting);
        continue;
      }
      const requested = pageSizeOf(field, selection.arguments ?? [], variables);
      const perParent = !isList
        ? 1
        : (requested ??
          entriesOf(field, selection.arguments ?? [], variables) ??
          (CONNECTION_LISTS.has(field.name) ? pageSize : undefined) ??
          LIST_SIZES[`${parentType.name}.${field.name}`] ??
          DEFAULT_LIST_SIZE);
      const count = multiplier * perParent;
      measure.cost += count;
      walk(selection.selectionSet, itemType, depth + 1, count, fragmentPath, requested, undefined);
    }
  };
  walk(operation.selectionSet, root, 1, 1, new Set(), undefined, undefined);
  return measure;
}

function fieldOf(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (type === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  // On a union only __typename can be selected directly; members are reached by fragments.
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[name];
  return undefined;
}

function entriesOf(
  field: GraphQLField<unknown, unknown>,
  args: readonly ArgumentNode[],
  variables: Record<string, unknown> | undefined,
): number | undefined {
  for (const name of ONE_ITEM_PER_ENTRY_ARGUMENTS) {
    const definition = field.args.find((arg) => arg.name === name);
    const node = args.find((arg) => arg.name.value === name);
    if (!definition || !node) continue;
    const value = valueFromAST(node.value, definition.type, variables);
    if (Array.isArray(value)) return value.length;
  }
  return undefined;
}

function pageSizeOf(
  field: GraphQLField<unknown, unknown>,
  args: readonly ArgumentNode[],
  variables: Record<string, unknown> | undefined,
): number | undefined {
  for (const name of PAGE_SIZE_ARGUMENTS) {
    const definition = field.args.find((arg) => arg.name === name);
    if (!definition) continue;
    const node = args.find((arg) => arg.name.value === name);
    const value = node ? valueFromAST(node.value, definition.type, variables) : definition.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) {
      return Math.min(Math.max(1, Math.floor(value)), MAX_PAGE_SIZE);
    }
  }
  return undefined;
}
