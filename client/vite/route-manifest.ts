import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { BUILT_ROUTES_FILE, type BuiltRoutes } from '../../server/src/shared/built-routes.ts';

// Writes the route table (client/src/routes/manifest.ts) into the build as JSON, with the built
// files of each route's chunks (server/src/shared/built-routes.ts): the server reads it to name a
// signed-in page's chunks and run its first queries. The table is read from its source, with the
// TypeScript parser, rather than run: running it would load every screen. Its values are written
// out, so reading them is exact; anything else in it stops the build with the line to change.

/** A screen as the table names it: a lazy chunk (the module it imports) or a component of the first download. */
type TableScreen = { chunk: string } | { inFirstDownload: string };

interface TableQuery {
  operation: string;
  variables?: Record<string, unknown>;
  fetchPolicy?: string;
}

interface ReadTable {
  frames: Record<string, { signedIn?: boolean; screen?: TableScreen; queries?: TableQuery[] }>;
  routes: {
    path: string;
    frame: string;
    screen: TableScreen;
    queries?: TableQuery[];
    firstScreen?: boolean;
    public?: boolean;
  }[];
}

/** The route table of the source of manifest.ts, with each chunk as the file it imports (absolute). */
export function readRouteTable(source: string, tableFile: string): ReadTable {
  const file = ts.createSourceFile(tableFile, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  const imported = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const name of bindings.elements) imported.add(name.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  const fail = (node: ts.Node, why: string): never => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${tableFile}:${line + 1}: ${why} (the build reads the route table's values as written)`);
  };
  const chunkOf = (call: ts.CallExpression): TableScreen => {
    const [load] = call.arguments;
    const body = load && ts.isArrowFunction(load) ? load.body : undefined;
    const specifier =
      body && ts.isCallExpression(body) && body.expression.kind === ts.SyntaxKind.ImportKeyword
        ? body.arguments[0]
        : undefined;
    if (!specifier || !ts.isStringLiteral(specifier))
      return fail(call, "a screen's chunk is lazyScreen(() => import('./…'), 'Name')");
    return {
      chunk: resolveModule(path.resolve(path.dirname(tableFile), specifier.text), () =>
        fail(specifier, `${specifier.text} is no file`),
      ),
    };
  };
  const evaluate = (node: ts.Expression): unknown => {
    if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
      return evaluate(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken)
      return -(evaluate(node.operand) as number);
    if (ts.isArrayLiteralExpression(node)) return node.elements.map(evaluate);
    if (ts.isObjectLiteralExpression(node)) {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
        )
          object[property.name.text] = evaluate(property.initializer);
        else if (ts.isShorthandPropertyAssignment(property))
          object[property.name.text] = evaluate(property.name);
        else fail(property, 'a property is name: value');
      }
      return object;
    }
    if (ts.isIdentifier(node)) {
      const constant = constants.get(node.text);
      if (constant) return evaluate(constant);
      if (imported.has(node.text)) return { inFirstDownload: node.text };
      return fail(node, `${node.text} is neither a constant of this file nor an imported screen`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'lazyScreen'
    )
      return chunkOf(node);
    return fail(node, `${ts.SyntaxKind[node.kind]} is not a written-out value`);
  };
  const table = constants.get('routeTable');
  if (!table) throw new Error(`${tableFile} has no routeTable`);
  return evaluate(table) as ReadTable;
}

function resolveModule(base: string, missing: () => never): string {
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return missing();
}

/** What the manifest needs of one built chunk (Rollup's and Rolldown's output chunks have these). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** Chunks it imports statically (file names): fetched before it can run. */
  imports: readonly string[];
  /** The style sheets Vite loads with it (its CSS modules), file names. */
  css?: readonly string[];
}

/**
 * The route table with each route's built files and first queries: its frame's, and a first
 * screen's own (RouteEntry.firstScreen). Each chunk comes with the chunks it imports statically, in
 * import order, once, leaving out what the page's own script (the entry) already brings. A module
 * of the table that no chunk holds stops the build.
 */
export function builtRoutes(table: ReadTable, chunks: readonly BuiltChunk[]): BuiltRoutes {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (fileName: string, into: Set<string>) => {
    const chunk = byFile.get(fileName);
    if (!chunk || into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunk.imports) collect(imported, into);
  };
  const inEntry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, inEntry);
  const chunkHolding = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`the route table names ${module}, which is in no built chunk`);
    return chunk;
  };
  const filesOf = (screens: (TableScreen | undefined)[]) => {
    const files = new Set<string>();
    for (const screen of screens)
      if (screen && 'chunk' in screen) collect(chunkHolding(screen.chunk).fileName, files);
    return [...files].filter((file) => !inEntry.has(file));
  };
  const stylesOf = (screens: (TableScreen | undefined)[]) => {
    const styles = new Set<string>();
    for (const file of filesOf(screens)) for (const css of byFile.get(file)?.css ?? []) styles.add(css);
    return [...styles];
  };
  // Every chunk of the table is checked, named in a page or not: a renamed screen stops the build.
  for (const screen of [
    ...Object.values(table.frames).map((frame) => frame.screen),
    ...table.routes.map((route) => route.screen),
  ])
    if (screen && 'chunk' in screen) chunkHolding(screen.chunk);
  const asSent = (queries: TableQuery[] = []) =>
    queries.map(({ operation, variables }) => ({ operationName: operation, variables: variables ?? {} }));
  return {
    routes: table.routes.map((route) => {
      const frame = table.frames[route.frame];
      if (!frame)
        throw new Error(
          `the route ${route.path} is drawn in a frame the table does not have: ${route.frame}`,
        );
      return {
        path: route.path,
        signedIn: frame.signedIn === true,
        files: filesOf(route.firstScreen ? [frame.screen, route.screen] : [frame.screen]),
        queries: [...asSent(frame.queries), ...(route.firstScreen ? asSent(route.queries) : [])],
        // A page the server draws links its screen's style sheets in its head: drawn before the
        // script runs, it must look as it will once the script has taken it over.
        ...(route.public ? { public: true, styles: stylesOf([frame.screen, route.screen]) } : {}),
      };
    }),
  };
}

export function routeManifest(options: { tableFile: string }): Plugin {
  return {
    name: 'lekhapadi:route-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const table = readRouteTable(readFileSync(options.tableFile, 'utf8'), options.tableFile);
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                moduleIds: output.moduleIds,
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: BUILT_ROUTES_FILE,
        source: `${JSON.stringify(builtRoutes(table, chunks), null, 1)}\n`,
      });
    },
  };
}
