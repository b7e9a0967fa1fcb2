import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { type BootAnswer, queryText, withBootData } from './boot-data.js';

const PAGE =
  '<html><head>\n    <script type="module" src="/assets/index-A.js"></script>\n  </head><body></body></html>';

test('the client’s queries are found by name, as the route manifest names them', () => {
  // Every query of the client's route table is checked against these documents, with its
  // variables, in client/vite/route-manifest.test.ts.
  for (const name of ['Me', 'MyOffices', 'ServiceAreas', 'RecentWorks', 'WorksOfArea']) {
    const operation = parse(queryText(name) as string).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect({ name, found: operation?.name?.value }).toEqual({ name, found: name });
  }
  expect(queryText('Login')).toBeUndefined(); // a mutation is never run for a page
  expect(queryText('NoSuchQuery')).toBeUndefined();
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
