import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@shared/route-paths';
import { inSignedInFrame } from '@shared/signed-in-frame';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import ts from 'typescript';
import { routeTable } from '../src/routes/manifest';
import { type BuiltChunk, builtRoutes, readRouteTable } from './route-manifest';

const clientDir = path.resolve(__dirname, '..');
const tableFile = path.join(clientDir, 'src/routes/manifest.ts');
const read = () => readRouteTable(readFileSync(tableFile, 'utf8'), tableFile);
const source = (file: string) => path.join(clientDir, 'src/routes', file);

test('the table the build reads from the source is the table the app runs', () => {
  const table = read();
  const running = routeTable.routes.map((route) => ({
    path: route.path,
    frame: route.frame,
    lazy: 'preload' in route.screen,
    queries: route.queries,
    firstScreen: 'firstScreen' in route ? route.firstScreen : undefined,
  }));
  expect(
    table.routes.map((route) => ({
      path: route.path,
      frame: route.frame,
      lazy: 'chunk' in route.screen,
      queries: route.queries,
      firstScreen: route.firstScreen,
    })),
  ).toEqual(running);
  expect(Object.keys(table.frames)).toEqual(Object.keys(routeTable.frames));
  expect(table.frames.signedIn).toEqual({
    signedIn: true,
    screen: { chunk: source('dashboard-layout/DashboardLayout.tsx') },
    queries: routeTable.frames.signedIn.queries,
  });
  expect(table.routes.find((route) => route.path === '/dashboard/:serviceSlug')?.screen).toEqual({
    chunk: source('service-area/ServiceAreaPage.tsx'),
  });
  // Each path once: two entries for one path would leave one of them unreachable.
  expect(new Set(table.routes.map((route) => route.path)).size).toBe(table.routes.length);
});

test('a value the build cannot read as written, or a chunk that is no file, stops the build', () => {
  const withRoutes = (routes: string) =>
    `import { lazyScreen } from '../lazy-screen';\nexport const routeTable = { frames: { site: {} },\n routes: [${routes}] };`;
  expect(() =>
    readRouteTable(withRoutes("{ path: '/a', frame: 'site', screen: pick() }"), tableFile),
  ).toThrow(/manifest\.ts:3: CallExpression is not a written-out value/);
  expect(() =>
    readRouteTable(
      withRoutes(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the table's source, with a template in it
        "{ path: `/${x}`, frame: 'site', screen: lazyScreen(() => import('./about/AboutPage'), 'AboutPage') }",
      ),
      tableFile,
    ),
  ).toThrow(/not a written-out value/);
  expect(() =>
    readRouteTable(
      withRoutes("{ path: '/a', frame: 'site', screen: lazyScreen(() => import('./gone/Gone'), 'Gone') }"),
      tableFile,
    ),
  ).toThrow(/\.\/gone\/Gone is no file/);
});

// The shape of a build: the entry with the landing shell, the frame and two screens sharing a chunk.
const chunks: BuiltChunk[] = [
  {
    fileName: 'assets/index-A.js',
    isEntry: true,
    moduleIds: [source('home/HomePage.tsx')],
    imports: ['assets/react-B.js'],
  },
  { fileName: 'assets/react-B.js', isEntry: false, moduleIds: [], imports: [] },
  { fileName: 'assets/Popover-C.js', isEntry: false, moduleIds: [], imports: ['assets/react-B.js'] },
];
const built = () => {
  const screens = new Map<string, string>();
  for (const screen of [read().frames.signedIn?.screen, ...read().routes.map((route) => route.screen)]) {
    if (screen && 'chunk' in screen)
      screens.set(screen.chunk, `assets/${path.basename(screen.chunk, '.tsx')}-X.js`);
  }
  const screenChunks: BuiltChunk[] = [...screens].map(([module, fileName]) => ({
    fileName,
    isEntry: false,
    moduleIds: [module],
    imports: ['assets/index-A.js', 'assets/Popover-C.js'],
  }));
  return builtRoutes(read(), [...chunks, ...screenChunks]);
};

test('each route brings its frame’s chunk and its own, with what they import, once, and not the page script’s', () => {
  const routes = built().routes;
  const at = (path: string) => routes.find((route) => route.path === path);
  expect(at('/dashboard')).toEqual({
    path: '/dashboard',
    signedIn: true,
    files: ['assets/DashboardLayout-X.js', 'assets/Popover-C.js', 'assets/DashboardHomePage-X.js'],
    queries: [
      { operationName: 'Me', variables: {} },
      { operationName: 'MyOffices', variables: {} },
      { operationName: 'ServiceAreas', variables: {} },
      { operationName: 'RecentWorks', variables: {} },
      { operationName: 'WorksOfArea', variables: { serviceAreaId: 1 } },
    ],
  });
  expect(at('/dashboard/lekhapadi')?.queries.at(-1)).toEqual({
    operationName: 'WorksOfArea',
    variables: { serviceAreaId: 1 },
  });
  // Any other signed-in page: its frame's chunk and answers only (its screen's chunk is asked for
  // by the page's script as it starts).
  expect(at('/dashboard/policereport')).toEqual({
    path: '/dashboard/policereport',
    signedIn: true,
    files: ['assets/DashboardLayout-X.js', 'assets/Popover-C.js'],
    queries: [
      { operationName: 'Me', variables: {} },
      { operationName: 'MyOffices', variables: {} },
    ],
  });
  expect(at('/profile')?.files).toEqual(['assets/DashboardLayout-X.js', 'assets/Popover-C.js']);
  // The landing page is in the page script; visitors' pages are not signed in.
  expect(at('/')).toEqual({ path: '/', signedIn: false, files: [], queries: [], public: true, styles: [] });
  expect(at('/about')?.signedIn).toBe(false);
  // Only built chunks: the fonts the frame waits for are never named (the script asks for them).
  for (const route of routes) for (const file of route.files) expect(file).toMatch(/\.js$/);
  expect(() => builtRoutes(read(), chunks)).toThrow(/routes\/[\w-]+\/\w+\.tsx, which is in no built chunk/);
});

test('every first query of the table is one of the client’s trusted queries, with the variables it declares', () => {
  const documents = JSON.parse(
    readFileSync(path.join(clientDir, 'src/gql/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const operations = new Map<string, OperationDefinitionNode>();
  for (const text of Object.values(documents)) {
    for (const definition of parse(text).definitions)
      if (
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === 'query' &&
        definition.name
      )
        operations.set(definition.name.value, definition);
  }
  // All of them: a frame's, a first screen's (a page carries them), and the others (asked ahead).
  const table = read();
  const queries = [...Object.values(table.frames), ...table.routes].flatMap((entry) => entry.queries ?? []);
  expect(queries.length).toBeGreaterThan(5);
  for (const { operation: operationName, variables = {} } of queries) {
    {
      const query = { operationName, variables };
      const operation = operations.get(query.operationName);
      const declared = (operation?.variableDefinitions ?? []).map(
        (definition) => definition.variable.name.value,
      );
      expect({
        name: query.operationName,
        found: Boolean(operation),
        variables: Object.keys(query.variables).sort(),
      }).toEqual({ name: query.operationName, found: true, variables: declared.sort() });
    }
  }
});

test('the server’s preloads and first answers name no route and no client file: they come from the manifest', () => {
  const serverHttp = path.resolve(clientDir, '../server/src/http');
  // The paths a route of the table opens, but not the landing page or the not-found page.
  const screenRoutes = read().routes.filter((route) => route.path !== '/' && route.path !== '/*');
  for (const file of readdirSync(serverHttp).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  )) {
    const text = readFileSync(path.join(serverHttp, file), 'utf8');
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token !== ts.SyntaxKind.StringLiteral && token !== ts.SyntaxKind.NoSubstitutionTemplateLiteral)
        continue;
      const literal = scanner.getTokenValue();
      const route = literal.startsWith('/') ? matchRoute(screenRoutes, literal) : undefined;
      expect({
        file,
        literal,
        route: route?.path,
        sourceFile: /src\/routes\/|\.tsx\b/.test(literal),
      }).toEqual({
        file,
        literal,
        route: undefined,
        sourceFile: false,
      });
    }
  }
});

test('the fonts are asked for early on exactly the paths the table draws in the signed-in frame', () => {
  for (const route of read().routes) {
    const example = route.path.replace(/:\w+/g, 'x').replace('*', 'somewhere/else');
    const signedIn = read().frames[route.frame]?.signedIn === true;
    expect({ path: example, early: inSignedInFrame(example) }).toEqual({ path: example, early: signedIn });
  }
});
