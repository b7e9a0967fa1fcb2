// Land as its लालपुर्जा describes it, for every paper about land: areas in the units of the place,
// a table of parcels, the four boundaries, and the land papers offices ask to see.
import type { Content } from 'pdfmake/interfaces.js';
import { LAND_UNITS, type LandUnitSystem, landUnitSystemOf } from '../../shared/land-units.js';
import { fiscalYearOf } from '../../shared/nepali/index.js';
import { type Ctx, ne, tight, type ValueReader } from './context.js';
import { particularsTable, serialTable } from './parts.js';

/** The units the values were asked in (the form follows the place), else those of the place. */
function unitsOf(v: ValueReader, c: Ctx): LandUnitSystem {
  if (v.has('areaBigha')) return 'bigha';
  if (v.has('areaRopani')) return 'ropani';
  return landUnitSystemOf(c.loc.district.slug);
}

const unitNames = (system: LandUnitSystem) => LAND_UNITS[system].map((u) => u.labelNe).join('-');
const unitAbbreviations = (system: LandUnitSystem) => LAND_UNITS[system].map((u) => u.shortNe).join('-');

/** '१-५-२-०': the figures alone, one unbreakable word. */
const figuresOf = (v: ValueReader, system: LandUnitSystem) =>
  tight(LAND_UNITS[system].map((u) => ne(v.number(u.key) ?? 0)).join('-'));

/** '०-५-२-० (रोपनी-आना-पैसा-दाम)' for the area fields of the form itself, or of a table row. */
export function landAreaOf(c: Ctx, v: ValueReader = c.v): string {
  const system = unitsOf(v, c);
  return `${figuresOf(v, system)} (${unitNames(system)})`;
}

/** A table of the parcels a paper is about; the area's units are named once, abbreviated, in its header. */
export function parcelsTable(c: Ctx, key = 'parcels'): Content {
  const rows = c.v.rows(key);
  const system = rows[0] ? unitsOf(rows[0], c) : landUnitSystemOf(c.loc.district.slug);
  return serialTable(
    [
      'जिल्ला र स्थानीय तह',
      'वडा नं.',
      'नक्सा सिट नं.',
      'कित्ता नं.',
      `क्षेत्रफल ${tight(`(${unitAbbreviations(system)})`)}`,
    ],
    rows.map((r) => [
      r.text('landLocation') ?? '',
      r.code('ward') ?? '',
      r.code('mapSheetNumber') ?? '-',
      r.code('kittaNumber') ?? '',
      figuresOf(r, system),
    ]),
    ['*', 36, 66, 52, 96],
  );
}

const BOUNDARIES = [
  ['पूर्वमा', 'boundaryEast'],
  ['पश्चिममा', 'boundaryWest'],
  ['उत्तरमा', 'boundaryNorth'],
  ['दक्षिणमा', 'boundarySouth'],
] as const;

export const hasBoundaries = (c: Ctx): boolean => BOUNDARIES.some(([, key]) => c.v.has(key));

/** The four boundaries as particulars' rows: 'पूर्वमा', what lies there (undefined when not given). */
export const boundaryRows = (c: Ctx): [string, string | undefined][] =>
  BOUNDARIES.map(([label, key]) => [label, c.v.text(key)]);

/** The four boundaries (चार किल्ला), a line left to fill for a side not given. */
export const boundariesTable = (c: Ctx, options: { pairs?: boolean } = {}): Content =>
  particularsTable(boundaryRows(c), options);

/** 'आ.व. २०८२/८३ सम्मको मालपोत तिरेको रसिद': land tax paid up to this fiscal year. */
export const landTaxReceipt = (c: Ctx): string => `आ.व. ${fiscalYearOf(c.today)} सम्मको मालपोत तिरेको रसिद`;

/** The papers every application about land carries. */
export const landAttachments = (c: Ctx): string[] => [
  'जग्गाधनी दर्ता प्रमाणपूर्जा (लालपुर्जा) को प्रतिलिपि',
  'नापी नक्साको प्रतिलिपि',
  `आ.व. ${fiscalYearOf(c.today)} को मालपोत वा एकीकृत सम्पत्ति कर तिरेको रसिदको प्रतिलिपि`,
];
