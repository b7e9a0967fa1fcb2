import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { buildLocatedUser, buildUser } from '../../tests/builders';
import { locationHandlers } from '../../tests/locations';
import { api, graphqlData, sampleServiceAreas, server } from '../../tests/msw-server';
import { renderApp } from '../../tests/render';
import { generatedDocument, sampleFields, workFieldsAnswer } from '../../tests/works';

jest.mock('react-pdf', () => require('../../tests/react-pdf-mock'));

// Every signed-in screen in the Nepali UI must speak Nepali. Latin words are allowed only where
// they are marked English on purpose (lang="en", e.g. the switch back to English), where they are
// the user's own data (name, e-mail) or on this short list of names and fixed terms.
const ALLOWED_LATIN = new Set([
  'Lekhapadi',
  'PDF',
  'DOCX',
  'JPEG',
  'PNG',
  'GIF',
  'WebP',
  'MB',
  'OTP',
  'API',
  'GraphQL',
  'URL',
  'https',
]);
const USER = buildLocatedUser();
// The avatar shows the first letter of the name.
const OWN_DATA = [USER.name, USER.email, USER.name.charAt(0)];

/** The Latin words a reader sees or hears (text, placeholders, labels), outside lang="en". */
function englishOnScreen(root: HTMLElement): string[] {
  const found: string[] = [];
  const check = (text: string | null, where: string) => {
    let rest = text ?? '';
    for (const own of OWN_DATA) rest = rest.split(own).join(' ');
    for (const word of rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
      if (!ALLOWED_LATIN.has(word)) found.push(`${word} (${where}: "${(text ?? '').trim().slice(0, 60)}")`);
    }
  };
  const englishOnPurpose = (element: Element | null) => element?.closest('[lang="en"]') != null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // The pdf.js stand-in of these tests draws 'Page'; the real viewer draws the Nepali paper.
    if (!parent || parent.closest('script, style, [data-testid="pdf-page"]') || englishOnPurpose(parent))
      continue;
    check(node.textContent, parent.tagName.toLowerCase());
  }
  for (const element of Array.from(root.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))) {
    if (englishOnPurpose(element)) continue;
    for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
      if (element.hasAttribute(attribute)) check(element.getAttribute(attribute), attribute);
    }
  }
  return found;
}

function serveSignedIn(me = USER) {
  server.use(
    ...locationHandlers,
    api.query('Me', () => graphqlData({ me })),
    api.query('WorkFields', ({ variables }) =>
      graphqlData(workFieldsAnswer(variables.workKey, sampleFields)),
    ),
    api.query('ServiceAreas', () =>
      graphqlData({
        serviceAreas: [
          ...sampleServiceAreas,
          { ...sampleServiceAreas[0], id: 5, nameEn: 'Malpot', nameNe: 'मालपोत', route: '/dashboard/malpot' },
        ],
      }),
    ),
    api.query('DocumentHistory', () =>
      graphqlData({
        documents: {
          __typename: 'DocumentConnection',
          totalCount: 2,
          pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'cursor-2' },
          edges: [
            generatedDocument({
              id: 'doc-1',
              status: 'READY',
              docxDownloadUrl: 'https://lekhapadi.example/files/documents/doc-1.docx',
            }),
            generatedDocument({ id: 'doc-2', status: 'FAILED' }),
          ].map((node) => ({ __typename: 'DocumentEdge', node })),
        },
      }),
    ),
  );
}

async function expectNepali(heading: string | RegExp) {
  await screen.findByRole('heading', { level: 1, name: heading });
  // Lists and images that load after the heading.
  await waitFor(() => expect(document.querySelector('.mantine-Loader-root')).toBeNull());
  expect(englishOnScreen(document.body)).toEqual([]);
}

describe('signed-in screens in the Nepali UI', () => {
  afterEach(() => sessionStorage.clear());

  it.each([
    ['/dashboard', 'कागजात बनाउनुहोस्'],
    ['/dashboard/policereport', 'प्रहरी प्रतिवेदन'],
    ['/dashboard/kuruwa', 'छिट्टै आउँदैछ'],
    ['/dashboard/notarypublic', 'छिट्टै आउँदैछ'],
    ['/dashboard/malpot', 'मालपोत'],
    ['/dashboard/printdocument', 'कागजात छाप्नुहोस्'],
    ['/profile', 'प्रोफाइल'],
  ])('%s shows no English', async (path, heading) => {
    serveSignedIn();
    renderApp(path, { language: 'ne' });
    await expectNepali(heading);
  });

  it('the generation form, also after a refused submit, shows no English', async () => {
    serveSignedIn();
    const { user } = renderApp('/dashboard/lekhapadi?work=birth-date-verification', { language: 'ne' });
    const form = await screen.findByRole('form', { name: 'कागजातको विवरण' });
    await expectNepali('लेखापढी');
    await user.click(within(form).getByRole('button', { name: 'विवरण जाँच्नुहोस्' }));
    await within(form).findByRole('alert');
    expect(englishOnScreen(document.body)).toEqual([]);
  });

  it('the print screen with a document shows no English', async () => {
    serveSignedIn();
    sessionStorage.setItem(
      'lekhapadi.currentDocument',
      JSON.stringify({
        id: 'doc-1',
        workNameNe: 'जन्म मिति प्रमाणित',
        workNameEn: 'Date of birth verification',
        place: 'बागमती, काठमाडौं - ३२',
        downloadUrl: 'https://lekhapadi.example/files/documents/doc-1.pdf',
      }),
    );
    server.use(
      http.get('http://localhost/files/documents/doc-1.pdf', () =>
        HttpResponse.text('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    renderApp('/dashboard/printdocument', { language: 'ne' });
    expect(await screen.findAllByTestId('pdf-page')).not.toHaveLength(0);
    await expectNepali('जन्म मिति प्रमाणित');
  });

  it('the location modal and its refused submit show no English', async () => {
    serveSignedIn(buildUser());
    const { user } = renderApp('/dashboard', { language: 'ne' });
    const dialog = await screen.findByRole('dialog', { name: 'आफ्नो ठेगाना छान्नुहोस्' });
    expect(englishOnScreen(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'पेश गर्नुहोस्' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया सबै विवरण भर्नुहोस्।');
    expect(englishOnScreen(document.body)).toEqual([]);
  });
});
