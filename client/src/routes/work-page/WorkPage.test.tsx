import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../tests/builders';
import { api, graphqlData, said, sampleServiceAreas, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

// The citizenship recommendation as the catalogue defines it (server/src/modules/works/definitions).
const citizenship = {
  __typename: 'Work',
  key: 'citizenship-recommendation',
  nameNe: 'नागरिकता सिफारिस',
  nameEn: 'Citizenship recommendation',
  category: 'ward',
  serviceAreaId: 1,
  descriptionNe:
    'वंशज वा अन्य आधारमा नागरिकता प्रमाणपत्र, वा हराएको/च्यातिएकोको प्रतिलिपि, लिन जिल्ला प्रशासन कार्यालयमा सिफारिस गरिदिन वडा कार्यालयलाई दिइने निवेदन ।',
  descriptionEn:
    'Application asking the ward office to recommend you to the District Administration Office for a citizenship certificate or its copy.',
  signerNe: 'निवेदक आफैं (हस्ताक्षर)',
  signerEn: 'You, the applicant (your signature)',
  officeNe: 'आफ्नो वडाको वडा कार्यालय (वडाध्यक्षलाई सम्बोधन गरिएको)',
  officeEn: 'The ward office of your own ward (addressed to the ward chair)',
  price: 20,
  steps: [{ __typename: 'WorkStep', key: 'details', labelNe: 'विवरण', labelEn: 'Details' }],
  fields: [
    ['citizenshipKind', 'नागरिकताको किसिम', 'Kind of citizenship', true],
    ['fullName', 'पूरा नाम थर', 'Full name', true],
    ['fatherCitizenshipNumber', 'बाबुको नागरिकता प्रमाणपत्र नं.', "Father's citizenship number", false],
  ].map(([key, labelNe, labelEn, required]) => ({
    __typename: 'WorkField',
    key,
    labelNe,
    labelEn,
    required,
    step: 'details',
  })),
};

/** The server's answer: the work of that key, or null (its `work(key)` finds none). */
function serveWorks() {
  const asked: string[] = [];
  server.use(
    api.query('WorkPage', ({ variables }) => {
      asked.push(String(variables.key));
      return graphqlData({
        work: variables.key === citizenship.key ? citizenship : null,
        serviceAreas: sampleServiceAreas,
      });
    }),
  );
  return asked;
}

const signedIn = () => server.use(api.query('Me', () => graphqlData({ me: buildUser() })));

describe("a work's public page", () => {
  afterEach(() => localStorage.clear());

  it('in English: what it is for, who signs, which office, what to have at hand, the price and a sample', async () => {
    serveWorks();
    renderApp('/en/documents/citizenship-recommendation', { language: 'ne' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Citizenship recommendation' }),
    ).toBeInTheDocument();
    // The address decides the language, whatever the reader had chosen before.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByText(citizenship.descriptionEn)).toBeInTheDocument();
    expect(screen.getByText(citizenship.signerEn)).toBeInTheDocument();
    expect(screen.getByText(citizenship.officeEn)).toBeInTheDocument();
    expect(screen.getByText('Rs 20 a document, after your first 10 free documents.')).toBeInTheDocument();
    const needs = within(screen.getByRole('region', { name: 'What to have at hand' }));
    expect(needs.getByText('Kind of citizenship')).toBeInTheDocument();
    expect(needs.getByText("Father's citizenship number (if any)")).toBeInTheDocument();
    const sample = screen.getByRole('img', {
      name: 'Sample of the Citizenship recommendation: the first page, filled with sample details and marked “नमुना / SPECIMEN — not valid”.',
    });
    expect(sample).toHaveAttribute('src', '/specimens/citizenship-recommendation.webp');
    await waitFor(() =>
      expect(document.title).toBe(
        'Citizenship recommendation (नागरिकता सिफारिस): how to write it, a sample and the price | Lekhapadi',
      ),
    );
    expect(screen.getByRole('link', { name: 'नेपालीमा पढ्नुहोस्' })).toHaveAttribute(
      'href',
      '/ne/kagajat/citizenship-recommendation',
    );
  });

  it('in Nepali, with Devanagari digits', async () => {
    serveWorks();
    renderApp('/ne/kagajat/citizenship-recommendation', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'नागरिकता सिफारिस' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ne'));
    expect(screen.getByText(citizenship.descriptionNe)).toBeInTheDocument();
    expect(screen.getByText(citizenship.signerNe)).toBeInTheDocument();
    expect(screen.getByText(citizenship.officeNe)).toBeInTheDocument();
    expect(screen.getByText('पहिलो १० कागजात निःशुल्क, त्यसपछि एउटा कागजातको रु. २०।')).toBeInTheDocument();
    expect(screen.getByText('बाबुको नागरिकता प्रमाणपत्र नं. (भए)')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'नागरिकता सिफारिसको नमुना: पहिलो पृष्ठ, नमुना विवरण भरिएको र “नमुना / SPECIMEN — not valid” चिनो लगाइएको।',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नागरिकता सिफारिस बनाउनुहोस्' })).toHaveTextContent('बनाउनुहोस्');
    await waitFor(() => expect(document.title).toMatch(/^नागरिकता सिफारिस कसरी लेख्ने/));
  });

  it('switching the interface language moves to the address in that language', async () => {
    serveWorks();
    const { router, user } = renderApp('/ne/kagajat/citizenship-recommendation');
    await screen.findByRole('heading', { level: 1, name: 'नागरिकता सिफारिस' });
    await user.click(screen.getByRole('link', { name: 'Read in English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Citizenship recommendation' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/documents/citizenship-recommendation');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it("the header's language switch moves to the page's address in that language", async () => {
    serveWorks();
    const { router, user } = renderApp('/en/documents/citizenship-recommendation');
    await screen.findByRole('heading', { level: 1, name: 'Citizenship recommendation' });
    await user.click(screen.getAllByRole('button', { name: /View in Nepali/ })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'नागरिकता सिफारिस' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ne/kagajat/citizenship-recommendation');
  });

  it('a visitor is taken through sign-in, then to the form', async () => {
    serveWorks();
    let signedInNow = false;
    server.use(
      api.query('Me', () => graphqlData({ me: signedInNow ? buildUser() : null })),
      api.mutation('Login', () => {
        signedInNow = true;
        return graphqlData({
          login: {
            __typename: 'LoginResult',
            status: true,
            verificationRequired: null,
            user: null,
            ...said('Logged in'),
          },
        });
      }),
    );
    const { router, user } = renderApp('/en/documents/citizenship-recommendation');
    const make = await screen.findByRole('link', { name: 'Make it: Citizenship recommendation' });
    expect(make).toHaveAttribute('href', '/dashboard/lekhapadi?work=citizenship-recommendation');
    await user.click(make);
    const dialog = within(await screen.findByRole('dialog', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/en/documents/citizenship-recommendation');
    await user.type(dialog.getByLabelText(/^Email/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lekhapadi'));
    expect(router.state.location.search).toBe('?work=citizenship-recommendation');
  });

  it('a signed-in user goes straight to the form', async () => {
    serveWorks();
    signedIn();
    const { router, user } = renderApp('/en/documents/citizenship-recommendation');
    const make = await screen.findByRole('link', { name: 'Make it: Citizenship recommendation' });
    expect(make).toHaveAttribute('href', '/dashboard/lekhapadi?work=citizenship-recommendation');
    await user.click(make);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lekhapadi'));
    expect(router.state.location.search).toBe('?work=citizenship-recommendation');
  });

  it('an unknown key is the not-found page, in either language', async () => {
    const asked = serveWorks();
    renderApp('/en/documents/no-such-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(asked).toEqual(['no-such-work']);
    renderApp('/ne/kagajat/no-such-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'पृष्ठ भेटिएन' })).toBeInTheDocument();
  });

  describe("an attacker's key", () => {
    const hostile = [
      ['a path out', '..%2F..%2Fadmin'],
      ['a script', encodeURIComponent('<script>alert(1)</script>')],
      ['an image with a handler', encodeURIComponent('"><img src=x onerror=alert(1)>')],
      ['10 KB of key', 'a'.repeat(10_240)],
    ];

    it.each(hostile)(
      '(%s) is not found, reflected nowhere, and never sent to the server',
      async (_name, key) => {
        const asked = serveWorks();
        const { container } = renderApp(`/en/documents/${key}`);
        expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
        expect(asked).toEqual([]);
        expect(container.querySelector('script, img[onerror]')).toBeNull();
        expect(container.innerHTML).not.toContain('<script');
        expect(container.textContent).not.toContain(decodeURIComponent(key).slice(0, 20));
        expect(document.title).not.toContain('script');
      },
    );

    it('a key with ../ in the path itself is not found', async () => {
      const asked = serveWorks();
      renderApp('/ne/kagajat/../../dashboard');
      // The router resolves the dots: whatever it lands on, no work was asked for.
      await waitFor(() => expect(screen.queryByText('Loading Lekhapadi…')).toBeNull());
      expect(asked).toEqual([]);
    });
  });
});

describe('links to the work pages', () => {
  it("the landing page's catalogue links each work's name to its page, in the reader's language", async () => {
    renderApp('/', { language: 'ne' });
    const table = within(await screen.findByRole('region', { name: 'कागजातको तालिका' }));
    expect(await table.findByRole('link', { name: 'जन्म मिति प्रमाणित' })).toHaveAttribute(
      'href',
      '/ne/kagajat/birth-date-verification',
    );
  });

  it("the services page links each work's name to its page", async () => {
    renderApp('/services');
    expect(await screen.findByRole('link', { name: 'Business registration' })).toHaveAttribute(
      'href',
      '/en/documents/business-registration',
    );
  });
});
