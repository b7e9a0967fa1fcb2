import { type GraphQLQuery, type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The app's one GraphQL endpoint, as the browser calls it. */
export const api = graphql.link('/graphql');

type Body = GraphQLResponseBody<GraphQLQuery>;

/** A successful answer carrying `data`, as the server sends it. */
export const graphqlData = (data: Record<string, unknown>) => HttpResponse.json<Body>({ data });

/** The usual answer of an account mutation (register, verifyEmail, resendOtp ...). */
export const actionResult = (mutation: string, status: boolean, message: string) =>
  graphqlData({ [mutation]: { __typename: 'ActionResult', status, message } });

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
export const sampleWorks = [
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
  serviceArea(3, 'Kuruwa', 'कुरुवा', 'kuruwa', true),
];

/** What every test starts from: nobody is signed in; the catalogue queries answer as the server would. */
export const defaultHandlers = [
  api.query('Me', () => graphqlData({ me: null })),
  api.query('Plans', () =>
    graphqlData({
      plans: [
        plan('basic', 'Basic', 100, 100),
        plan('silver', 'Silver', 150, 300),
        plan('premium', 'Premium', 250, 500),
      ],
    }),
  ),
  api.query('AllWorks', () => graphqlData({ works: sampleWorks })),
  api.query('WorksOfArea', ({ variables }) =>
    graphqlData({ works: sampleWorks.filter((w) => w.serviceAreaId === variables.serviceAreaId) }),
  ),
  api.query('ServiceAreas', () => graphqlData({ serviceAreas: sampleServiceAreas })),
  api.query('WorkCatalogue', () => graphqlData({ works: sampleWorks })),
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
];

export const server = setupServer(...defaultHandlers);

/** A GraphQL error answer the way the server shapes it (message + extensions.code/field). */
export function graphqlError(message: string, code: string, field?: string) {
  return HttpResponse.json<Body>({
    errors: [{ message, extensions: field ? { code, field } : { code } }],
    data: null,
  });
}

/** A GraphQL error answer with any extensions (PAYMENT_REQUIRED's price, a list of field errors …). */
export function graphqlRefusal(message: string, extensions: Record<string, unknown>) {
  return HttpResponse.json<Body>({ errors: [{ message, extensions }], data: null });
}
