import { type GraphQLQuery, type GraphQLResponseBody, graphql, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { englishMessages } from '@shared/messages';
import { canGenerate } from './entitlements';

/** The app's one GraphQL endpoint, as the browser calls it. */
export const api = graphql.link('/graphql');

type Body = GraphQLResponseBody<GraphQLQuery>;

/** A successful answer carrying `data`, as the server sends it. */
export const graphqlData = (data: Record<string, unknown>) => HttpResponse.json<Body>({ data });

/**
 * A message as the server sends it: the English text with the code it has in the catalogue (texts
 * a test makes up get a code no screen knows, and are shown as sent).
 */
export function said(message: string) {
  const found = Object.entries(englishMessages).find(([, text]) => text === message);
  return { message, messageCode: found ? found[0] : 'test.unknown', params: {} };
}

/** The usual answer of an account mutation (register, verifyEmail, resendOtp ...). */
export const actionResult = (mutation: string, status: boolean, message: string) =>
  graphqlData({ [mutation]: { __typename: 'ActionResult', status, ...said(message) } });

const plan = (plan: string, nameEn: string, price: number, documents: number) => ({
  __typename: 'Plan',
  plan,
  nameEn,
  price,
  documents,
});
const work = (
  key: string,
  nameNe: string,
  nameEn: string,
  price: number,
  category: string,
  generatedCount: number,
  serviceAreaId = 1,
) => ({
  __typename: 'Work',
  key,
  nameNe,
  nameEn,
  price,
  category,
  generatedCount,
  serviceAreaId,
});
const sampleWorks = [
  work('birth-date-verification', 'जन्म मिति प्रमाणित', 'Date of birth verification', 15, 'ward', 1234),
  work('business-registration', 'व्यवसाय दर्ता', 'Business registration', 30, 'municipality', 7),
  work('consent-deed', 'मञ्जुरीनामा', 'Consent deed', 40, 'deed', 0),
  work('police-complaint', 'जाहेरी दरखास्त', 'Police complaint', 25, 'police', 12, 2),
];

const serviceArea = (id: number, nameEn: string, nameNe: string, slug: string, comingSoon: boolean) => ({
  __typename: 'ServiceArea',
  id,
  nameEn,
  nameNe,
  imageUrl: `/images/service-areas/${slug}.svg`,
  route: `/dashboard/${slug.replace('-', '')}`,
  comingSoon,
});
export const sampleServiceAreas = [
  serviceArea(1, 'Lekhapadi', 'लेखापढी', 'lekhapadi', false),
  serviceArea(2, 'Police Report', 'प्रहरी प्रतिवेदन', 'police-report', false),
  serviceArea(3, 'Kuruwa', 'कुरुवा', 'kuruwa', true),
];

/** The server's quote of a purchase: a work's names and price, or a plan's and its monthly price. */
export function paymentQuote(variables: { workKey?: string | null; plan?: string | null }) {
  const work = sampleWorks.find((w) => w.key === variables.workKey);
  const plans: Record<string, [string, string, number]> = {
    basic: ['Basic', 'बेसिक', 100],
    silver: ['Silver', 'सिल्भर', 150],
    premium: ['Premium', 'प्रिमियम', 250],
  };
  const plan = variables.plan ? plans[variables.plan] : undefined;
  return {
    __typename: 'PaymentQuote',
    workKey: work?.key ?? null,
    plan: plan ? variables.plan : null,
    nameEn: work?.nameEn ?? plan?.[0],
    nameNe: work?.nameNe ?? plan?.[1],
    amount: work?.price ?? plan?.[2],
  };
}

export const paymentSettings = (testPayments: boolean, khaltiConfigured = true) => ({
  __typename: 'PaymentSettings',
  testPayments,
  providers: [
    { __typename: 'PaymentProviderStatus', provider: 'ESEWA', configured: true },
    { __typename: 'PaymentProviderStatus', provider: 'KHALTI', configured: khaltiConfigured },
  ],
});

/**
 * The subscription socket (graphql-ws): the handshake and keep-alive are answered, no event is sent.
 * A test that sends events adds documentSocket() (tests/works.ts); every handler of a socket runs.
 */
const quietSocket = ws.link('ws://localhost/graphql').addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { type: string };
    if (message.type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
    if (message.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
  });
});

/**
 * What every test starts from: nobody is signed in; the catalogue queries answer as the server would;
 * a signed-in reader may generate any work with the free documents left.
 */
const defaultHandlers = [
  quietSocket,
  api.query('WorkEntitlement', ({ variables }) =>
    graphqlData({ work: { __typename: 'Work', key: variables.workKey, entitlement: canGenerate() } }),
  ),
  api.query('Me', () => graphqlData({ me: null })),
  api.query('MyOffices', () => graphqlData({ myOffices: [] })),
  api.query('Plans', () =>
    graphqlData({
      plans: [
        plan('basic', 'Basic', 100, 100),
        plan('silver', 'Silver', 150, 300),
        plan('premium', 'Premium', 250, 500),
      ],
    }),
  ),
  api.query('AllWorks', () => graphqlData({ works: sampleWorks, serviceAreas: sampleServiceAreas })),
  api.query('PaymentPage', ({ variables }) =>
    graphqlData({ paymentQuote: paymentQuote(variables), paymentSettings: paymentSettings(false) }),
  ),
  api.query('PurchaseName', ({ variables }) => graphqlData({ paymentQuote: paymentQuote(variables) })),
  api.query('WorksOfArea', ({ variables }) =>
    graphqlData({ works: sampleWorks.filter((w) => w.serviceAreaId === variables.serviceAreaId) }),
  ),
  api.query('ServiceAreas', () => graphqlData({ serviceAreas: sampleServiceAreas })),
  api.query('WorkCatalogue', () => graphqlData({ works: sampleWorks })),
  api.query('HistoryWorks', () => graphqlData({ works: sampleWorks })),
  api.query('ServicesCatalogue', () => graphqlData({ serviceAreas: sampleServiceAreas, works: sampleWorks })),
  api.query('SiteSettings', () =>
    graphqlData({
      siteSettings: {
        __typename: 'SiteSettings',
        tutorialVideoUrl: null,
        mapEmbedUrl: null,
        contactAddress: null,
      },
    }),
  ),
  api.query('Provinces', () =>
    graphqlData({ provinces: [{ __typename: 'Province', id: 3, nameNe: 'बागमती', nameEn: 'Bagmati' }] }),
  ),
  api.query('DistrictChoices', () =>
    graphqlData({
      provinces: [
        {
          __typename: 'Province',
          id: 3,
          districts: [
            { __typename: 'District', id: 27, slug: 'kathmandu', nameNe: 'काठमाडौं', nameEn: 'Kathmandu' },
            { __typename: 'District', id: 28, slug: 'lalitpur', nameNe: 'ललितपुर', nameEn: 'Lalitpur' },
          ],
        },
      ],
    }),
  ),
  api.query('ApiTokens', () => graphqlData({ apiTokens: [] })),
  api.query('Webhooks', () => graphqlData({ webhookEndpoints: [], webhookDeliveries: [] })),
  api.query('DocumentHistory', () =>
    graphqlData({
      documents: {
        __typename: 'DocumentConnection',
        totalCount: 0,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: [],
      },
    }),
  ),
  // The dashboard's "make again" links: a user without documents has none.
  api.query('RecentWorks', () => graphqlData({ documents: { __typename: 'DocumentConnection', edges: [] } })),
  // A new user's: every free document left, no plan.
  api.query('Allowance', () =>
    graphqlData({
      allowance: {
        __typename: 'Allowance',
        freeDocuments: 10,
        freeDocumentsLeft: 10,
        plan: null,
        planDocuments: null,
        planDocumentsLeft: null,
      },
    }),
  ),
  // The print screen's annotation editor: no saved versions, no stamp images.
  api.query('DocumentVersions', ({ variables }) =>
    graphqlData({ document: { __typename: 'GeneratedDocument', id: variables.id, versions: [] } }),
  ),
  api.query('MyStampImages', () => graphqlData({ myStampImages: [] })),
  // The print screen reads the document it shows by id; a screen that just generated one gets it READY.
  api.query('PrintDocument', ({ variables }) =>
    graphqlData({
      document: {
        __typename: 'GeneratedDocument',
        id: variables.id,
        status: 'READY',
        workKey: 'birth-date-verification',
        workNameNe: 'जन्म मिति प्रमाणित',
        workNameEn: 'Date of birth verification',
        createdAt: '2026-05-04T06:30:00.000Z',
        failureReason: null,
        downloadUrl: null,
        fileName: 'जन्म-मिति-प्रमाणित-२०८३-०१-२१.pdf',
        place: 'बागमती, काठमाडौं - 32',
      },
    }),
  ),
];

export const server = setupServer(...defaultHandlers);

/** A GraphQL error answer the way the server shapes it (message + extensions.code/field). */
export function graphqlError(message: string, code: string, field?: string) {
  return HttpResponse.json<Body>({
    errors: [
      { message, extensions: { code, ...(field ? { field } : {}), ...said(message), message: undefined } },
    ],
    data: null,
  });
}

/** A GraphQL error answer with any extensions (PAYMENT_REQUIRED's price, a list of field errors …). */
export function graphqlRefusal(message: string, extensions: Record<string, unknown>) {
  return HttpResponse.json<Body>({ errors: [{ message, extensions }], data: null });
}
