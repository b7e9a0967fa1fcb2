import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { type BootAnswer, bootQueriesFor, queryText, withBootData } from './boot-data.js';

const PAGE =
  '<html><head>\n    <script type="module" src="/assets/index-A.js"></script>\n  </head><body></body></html>';

test('the dashboard brings the user, the offices, the tiles, the works to make again and the Lekhapadi works', () => {
  expect(bootQueriesFor('/dashboard').map((query) => query.operationName)).toEqual([
    'Me',
    'MyOffices',
    'ServiceAreas',
    'RecentWorks',
    'WorksOfArea',
  ]);
  expect(bootQueriesFor('/dashboard/')).toEqual(bootQueriesFor('/dashboard'));
  expect(bootQueriesFor('/dashboard/lekhapadi').at(-1)).toEqual({
    operationName: 'WorksOfArea',
    variables: { serviceAreaId: 1 },
  });
  expect(bootQueriesFor('/dashboard/printdocument/x')).toEqual([{ operationName: 'Me', variables: {} }]);
  // Public pages bring nothing.
  expect(bootQueriesFor('/')).toEqual([]);
  expect(bootQueriesFor('/login')).toEqual([]);
});

test('every query a page brings is one of the client’s trusted queries, with the variables it declares', () => {
  const paths = ['/dashboard', '/dashboard/lekhapadi', '/dashboard/policereport', '/profile'];
  for (const query of paths.flatMap(bootQueriesFor)) {
    const text = queryText(query.operationName);
    expect({ name: query.operationName, found: text !== undefined }).toEqual({
      name: query.operationName,
      found: true,
    });
    const operation = parse(text as string).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const declared = (operation?.variableDefinitions ?? []).map(
      (definition) => definition.variable.name.value,
    );
    expect(Object.keys(query.variables).sort()).toEqual(declared.sort());
  }
});

test('the answers go in a JSON block before the page script, and no value can close the block', () => {
  const answers: BootAnswer[] = [
    { operationName: 'Me', variables: {}, data: { me: { fullName: '</script><script>alert(1)</script>' } } },
  ];
  const page = withBootData(PAGE, answers);
  const block = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(page);
  expect(block).not.toBeNull();
  expect(page.indexOf('id="boot-data"')).toBeLessThan(page.indexOf('</head>'));
  // The only "</script" after the block's start is its own end.
  expect(block?.[1]).not.toContain('<');
  expect(JSON.parse(block?.[1] as string)).toEqual(answers);
});

test('a page without answers is the page as it was', () => {
  expect(withBootData(PAGE, [])).toBe(PAGE);
});
