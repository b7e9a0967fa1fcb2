import { type GraphQLResolverMap, buildSubgraphSchema } from '@apollo/subgraph';
import {
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  isObjectType,
  parse,
  printSchema,
} from 'graphql';
import { createResolversMap } from 'type-graphql';
import { entityReferences } from './entity-references.js';

/**
 * The federation directives the types use (`@Directive` on their classes). Version 2.3 has all
 * they need, so any router or composition from 2.3 on accepts the subgraph.
 */
const FEDERATION_LINK = `extend schema
  @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])`;

/**
 * The same schema as a Federation 2 subgraph: the same types, fields and resolvers as /graphql,
 * plus `_service` and `_entities`, with the `@key`s and `@shareable`s the classes declare.
 *
 * Subscriptions are left out: a router reaches a subgraph over plain HTTP, and documentUpdated
 * stays on /graphql's WebSocket.
 */
export function buildLekhapadiSubgraph(appSchema: GraphQLSchema): GraphQLSchema {
  const subscription = appSchema.getSubscriptionType()?.name;
  const definitions = parse(printSchema(appSchema))
    .definitions.filter((definition) => !isTypeNamed(definition, subscription))
    .map((definition) => withDeclaredDirectives(appSchema, definition));
  const typeDefs: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [...parse(FEDERATION_LINK).definitions, ...definitions],
  };
  const resolvers = createResolversMap(appSchema) as GraphQLResolverMap;
  if (subscription) delete resolvers[subscription];
  for (const [typeName, reference] of Object.entries(entityReferences)) {
    resolvers[typeName] = { ...resolvers[typeName], ...reference } as GraphQLResolverMap[string];
  }
  return buildSubgraphSchema([{ typeDefs, resolvers }]);
}

const isTypeNamed = (definition: DefinitionNode, name: string | undefined) =>
  definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === name;

/**
 * printSchema leaves out applied directives other than the standard ones; type-graphql keeps
 * each class's and field's `@Directive`s on the type's AST node, so they are copied from there.
 */
function withDeclaredDirectives(schema: GraphQLSchema, definition: DefinitionNode): DefinitionNode {
  if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return definition;
  const type = schema.getType(definition.name.value);
  if (!isObjectType(type)) return definition;
  const fields = type.getFields();
  return {
    ...definition,
    directives: [...(definition.directives ?? []), ...(type.astNode?.directives ?? [])],
    fields: definition.fields?.map((field) => ({
      ...field,
      directives: [...(field.directives ?? []), ...(fields[field.name.value]?.astNode?.directives ?? [])],
    })),
  };
}
