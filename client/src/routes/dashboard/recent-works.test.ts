import { RECENT_WORKS_SHOWN, recentWorks } from './recent-works';

const ROUTES = new Map([
  [1, '/dashboard/lekhapadi'],
  [2, '/dashboard/policereport'],
]);
const document = (workKey: string, serviceAreaId = 1) => ({
  workKey,
  workNameNe: `${workKey} (ne)`,
  workNameEn: `${workKey} (en)`,
  serviceAreaId,
});

describe('the works to make again', () => {
  it('lists each work once, in the order of its latest document, linked to its area’s screen', () => {
    const works = recentWorks(
      [
        document('consent-deed'),
        document('police-complaint', 2),
        document('consent-deed'),
        document('affidavit'),
      ],
      ROUTES,
    );
    expect(works).toEqual([
      {
        key: 'consent-deed',
        nameNe: 'consent-deed (ne)',
        nameEn: 'consent-deed (en)',
        to: '/dashboard/lekhapadi?work=consent-deed',
      },
      {
        key: 'police-complaint',
        nameNe: 'police-complaint (ne)',
        nameEn: 'police-complaint (en)',
        to: '/dashboard/policereport?work=police-complaint',
      },
      {
        key: 'affidavit',
        nameNe: 'affidavit (ne)',
        nameEn: 'affidavit (en)',
        to: '/dashboard/lekhapadi?work=affidavit',
      },
    ]);
  });

  it(`stops at ${RECENT_WORKS_SHOWN} works and leaves out a work whose area has no screen`, () => {
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const works = recentWorks([document('gone', 9), ...keys.map((key) => document(key))], ROUTES);
    expect(works.map((work) => work.key)).toEqual(keys.slice(0, RECENT_WORKS_SHOWN));
  });

  it('has nothing to offer a user without documents', () => {
    expect(recentWorks([], ROUTES)).toEqual([]);
  });
});
