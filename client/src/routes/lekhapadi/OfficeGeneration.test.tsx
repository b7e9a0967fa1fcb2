import { screen, waitFor } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { pickOption } from '../../../tests/select';
import {
  canGenerate,
  documentSocket,
  generatedDocument,
  sampleFields,
  workField,
  workFieldsAnswer,
} from '../../../tests/works';

jest.mock('react-pdf', () => require('../../../tests/react-pdf-mock'));

// In an office, a document is for one of its clients: choosing the client fills the applicant's
// fields and decides the form's place; a two-party deed takes a second client for the other party.
const WORK = 'land-sale-deed';

const client = (overrides: Record<string, unknown>) => ({
  __typename: 'OfficeClient',
  fullNameEn: null,
  motherName: null,
  spouseName: null,
  citizenshipIssueDateBs: null,
  mobile: null,
  provinceSlug: 'gandaki',
  districtSlug: 'kaski',
  ...overrides,
});
const sita = client({
  id: 'client-1',
  fullName: 'सीता शर्मा',
  gender: 'female',
  dateOfBirthBs: '2040/05/10',
  fatherName: 'राम शर्मा',
  grandfatherName: 'हरि शर्मा',
  tole: 'लेकसाइड',
  citizenshipNumber: '41-01-74-12345',
  citizenshipIssueDistrict: 'kaski',
  addressNe: 'लेकसाइड, पोखरा महानगरपालिका-८, कास्की',
});
const bikram = client({
  id: 'client-2',
  fullName: 'बिक्रम गुरुङ',
  gender: 'male',
  dateOfBirthBs: null,
  fatherName: 'धनबहादुर गुरुङ',
  grandfatherName: 'मानबहादुर गुरुङ',
  tole: 'बगर',
  citizenshipNumber: '41-02-65-54321',
  citizenshipIssueDistrict: 'kaski',
  addressNe: 'बगर, पोखरा महानगरपालिका-८, कास्की',
});
const unplaced = client({
  id: 'client-3',
  fullName: 'गीता थापा',
  gender: 'female',
  dateOfBirthBs: null,
  fatherName: 'कृष्ण थापा',
  grandfatherName: 'भीम थापा',
  tole: null,
  citizenshipNumber: null,
  citizenshipIssueDistrict: null,
  provinceSlug: null,
  districtSlug: null,
  addressNe: null,
});

const deedFields = [
  ...sampleFields.filter((f) => f.key !== 'wardno'),
  workField({
    key: 'otherPartyName',
    type: 'nepaliText',
    labelNe: 'अर्को पक्षको नाम थर',
    labelEn: "Other party's name",
    required: true,
  }),
  workField({
    key: 'otherPartyAddress',
    type: 'nepaliText',
    labelNe: 'अर्को पक्षको ठेगाना',
    labelEn: "Other party's address",
    required: true,
  }),
];

function serve() {
  const fieldPlaces: unknown[] = [];
  const searches: unknown[] = [];
  const sent: Record<string, unknown>[] = [];
  documentSocket();
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('MyOffices', () =>
      graphqlData({
        myOffices: [
          {
            __typename: 'OfficeMembership',
            role: 'writer',
            office: { __typename: 'Office', id: 'office-1', nameNe: 'शर्मा सेवा', nameEn: 'Sharma Services' },
          },
        ],
      }),
    ),
    api.query('WorkEntitlement', ({ variables }) =>
      graphqlData({ work: { __typename: 'Work', key: variables.workKey, entitlement: canGenerate() } }),
    ),
    api.query('WorksOfArea', () =>
      graphqlData({
        works: [
          { __typename: 'Work', key: WORK, nameNe: 'राजीनामा लिखत', nameEn: 'Land sale deed', price: 60 },
        ],
      }),
    ),
    api.query('WorkFields', ({ variables }) => {
      fieldPlaces.push([variables.provinceSlug, variables.districtSlug]);
      return graphqlData(workFieldsAnswer(variables.workKey, deedFields));
    }),
    api.query('ClientChoices', ({ variables }) => {
      if (variables.officeId !== 'office-1') throw new Error('wrong office');
      searches.push(variables.search);
      const nodes = variables.search ? [bikram] : [sita, bikram, unplaced];
      return graphqlData({
        officeClients: {
          __typename: 'OfficeClientConnection',
          edges: nodes.map((node) => ({ __typename: 'OfficeClientEdge', node })),
        },
      });
    }),
    api.mutation('GenerateDocument', ({ variables }) => {
      sent.push(variables.input as Record<string, unknown>);
      return graphqlData({ generateDocument: generatedDocument({ workKey: WORK }) });
    }),
  );
  return { fieldPlaces, searches, sent };
}

describe('generating in an office', () => {
  beforeEach(() => window.localStorage.setItem('lekhapadi.activeOffice', 'office-1'));
  afterEach(() => {
    window.localStorage.clear();
    sessionStorage.clear();
  });

  it('fills the applicant from the chosen client and the other party from a second client, and sends them', async () => {
    const { fieldPlaces, sent } = serve();
    const { user } = renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    expect(await screen.findByText('Choose the client this document is for.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter Full Name')).not.toBeInTheDocument();

    await pickOption(user, 'Choose a client', /सीता शर्मा/);
    expect(await screen.findByPlaceholderText('Enter Full Name')).toHaveValue('सीता शर्मा');
    // The client's place decides the form, not the member's (Kathmandu).
    expect(fieldPlaces).toContainEqual(['gandaki', 'kaski']);
    expect(fieldPlaces).not.toContainEqual(['bagmati', 'kathmandu']);
    // An office client's details are not the member's to keep.
    expect(screen.queryByRole('checkbox', { name: /Save these details/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /Choose the other party/ }), 'bik');
    await user.click(await screen.findByRole('option', { name: /बिक्रम गुरुङ/ }));
    await waitFor(() =>
      expect(screen.getByPlaceholderText("Enter Other party's name")).toHaveValue('बिक्रम गुरुङ'),
    );
    expect(screen.getByPlaceholderText("Enter Other party's address")).toHaveValue(
      'बगर, पोखरा महानगरपालिका-८, कास्की',
    );

    await user.type(screen.getByPlaceholderText('Enter Age'), '43');
    await user.click(screen.getByRole('button', { name: 'Check your answers' }));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      workKey: WORK,
      officeId: 'office-1',
      clientId: 'client-1',
      secondClientId: 'client-2',
      values: {
        fullName: 'सीता शर्मा',
        gender: 'female',
        dateOfBirthBs: '2040/05/10',
        otherPartyName: 'बिक्रम गुरुङ',
        otherPartyAddress: 'बगर, पोखरा महानगरपालिका-८, कास्की',
      },
    });
  });

  it('in Nepali, asks for the place of a client who has none before the form', async () => {
    serve();
    const { user } = renderApp(`/dashboard/lekhapadi?work=${WORK}`, { language: 'ne' });
    expect(await screen.findByText('यो कागजात कुन ग्राहकका लागि हो, छान्नुहोस्।')).toBeInTheDocument();
    await pickOption(user, 'ग्राहक छान्नुहोस्', /गीता थापा/);
    expect(await screen.findByText(/यो ग्राहकको ठेगाना \(स्थान\) राखिएको छैन/)).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter Full Name')).not.toBeInTheDocument();
  });
});
