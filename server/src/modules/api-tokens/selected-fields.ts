import {
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  getNamedType,
  isCompositeType,
  isObjectType,
} from 'graphql';

/**
 * Every field an operation can make the server resolve, as `Type.field` with the type that owns
 * it, at every depth and through fragments and inline fragments (an abstract type, such as the
 * subgraph's `_Entity` union, counts as each of its possible types). Fields the schema does not
 * have are skipped: validation refuses them anyway.
 */
export function selectedFields(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode, type: GraphQLCompositeType) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const field = 'getFields' in type ? type.getFields()[name] : undefined;
        for (const owner of concreteTypes(schema, type)) found.add(`${owner}.${name}`);
        const child = field && getNamedType(field.type);
        if (selection.selectionSet && child && isCompositeType(child)) visit(selection.selectionSet, child);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        const next = condition ?? type;
        if (isCompositeType(next)) visit(selection.selectionSet, next);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        seen.add(name);
        const condition = schema.getType(fragment.typeCondition.name.value);
        if (condition && isCompositeType(condition)) visit(fragment.selectionSet, condition);
      }
    }
  };
  visit(selectionSet, parent);
  return found;
}

/** The object types a field selected on `type` can belong to. */
function concreteTypes(schema: GraphQLSchema, type: GraphQLCompositeType): string[] {
  if (isObjectType(type)) return [type.name];
  return [type.name, ...schema.getPossibleTypes(type).map((possible) => possible.name)];
}
