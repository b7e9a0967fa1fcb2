// The service areas shown as tiles on the dashboard. A tile leads to /dashboard/{English name
// lowercased, spaces removed} (spec §2); the Coming Soon ones have no works yet.

export interface ServiceArea {
  readonly id: number;
  readonly nameEn: string;
  readonly nameNe: string;
  /** Shipped by the client as a static file. */
  readonly imageUrl: string;
  readonly route: string;
  readonly comingSoon: boolean;
}

function serviceAreaRoute(nameEn: string): string {
  return `/dashboard/${nameEn.toLowerCase().replace(/\s+/g, '')}`;
}

const area = (id: number, nameEn: string, nameNe: string, slug: string, comingSoon: boolean): ServiceArea =>
  Object.freeze({
    id,
    nameEn,
    nameNe,
    imageUrl: `/images/service-areas/${slug}.svg`,
    route: serviceAreaRoute(nameEn),
    comingSoon,
  });

/** Ids 1 and 2 are fixed by the spec: the generation screen's works and the police report screen's. */
const SERVICE_AREAS: readonly ServiceArea[] = [
  area(1, 'Lekhapadi', 'लेखापढी', 'lekhapadi', false),
  area(2, 'Police Report', 'प्रहरी प्रतिवेदन', 'police-report', false),
  area(3, 'Kuruwa', 'कुरुवा', 'kuruwa', true),
  area(4, 'Notary Public', 'नोटरी पब्लिक', 'notary-public', true),
];

export const listServiceAreas = (): readonly ServiceArea[] => SERVICE_AREAS;
