import {
  type GraphQLArgument,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';

const hasText = (description: string | null | undefined) => Boolean(description?.trim());

/** Root operation types: graphql-js prints no description for them and partners read the fields. */
const rootTypeNames = (schema: GraphQLSchema) =>
  new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter((type) => type != null)
      .map((type) => type.name),
  );

/**
 * Every type, field, argument and enum value of the schema that has no description, as
 * `Type`, `Type.field`, `Type.field(argument)` or `Enum.VALUE`. Built-in scalars and the
 * introspection types are graphql's own and are described there; federation's fields too.
 */
export function undescribedSchemaMembers(schema: GraphQLSchema, ignoredPrefix = '_'): string[] {
  const missing: string[] = [];
  const roots = rootTypeNames(schema);
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const arg of list) if (!hasText(arg.description)) missing.push(`${owner}(${arg.name})`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type) || type.name.startsWith(ignoredPrefix))
      continue;
    if (!roots.has(type.name) && !hasText(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name.startsWith(ignoredPrefix)) continue;
        const name = `${type.name}.${field.name}`;
        if (!hasText(field.description)) missing.push(name);
        args(name, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!hasText(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!hasText(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    } else if (isUnionType(type)) {
      // A union's members are types, described on their own.
    }
  }
  return missing;
}
