// Land area is recorded in different units in different parts of Nepal, and an application must
// state it in the unit of the land ownership certificate (लालपुर्जा) of that place:
// - the Terai districts: बिघा-कठ्ठा-धुर (1 बिघा = 20 कठ्ठा, 1 कठ्ठा = 20 धुर);
// - the hill and mountain districts, Kathmandu valley included: रोपनी-आना-पैसा-दाम
//   (1 रोपनी = 16 आना, 1 आना = 4 पैसा, 1 पैसा = 4 दाम).
// The Terai is the Central Bureau of Statistics' Terai ecological belt (20 districts before
// Nawalparasi was split; both halves, Nawalpur and Parasi, keep its बिघा records).
import { nepali, number, required, table, text } from './fields.js';
import type { FieldPlace, PlaceVariant, WorkField } from './work.types.js';

export type LandUnitSystem = 'ropani' | 'bigha';

const TERAI_DISTRICTS: ReadonlySet<string> = new Set([
  'jhapa',
  'morang',
  'sunsari',
  'saptari',
  'siraha',
  'dhanusha',
  'mahottari',
  'sarlahi',
  'rautahat',
  'bara',
  'parsa',
  'chitwan',
  'nawalpur',
  'parasi',
  'rupandehi',
  'kapilvastu',
  'dang',
  'banke',
  'bardiya',
  'kailali',
  'kanchanpur',
]);

export function landUnitSystemOf(districtSlug: string): LandUnitSystem {
  return TERAI_DISTRICTS.has(districtSlug) ? 'bigha' : 'ropani';
}

export interface LandUnit {
  readonly key: string;
  readonly labelNe: string;
  readonly labelEn: string;
  /** As a table header abbreviates it: 'क्षेत्रफल (रो.-आ.-पै.-दा.)'. */
  readonly shortNe: string;
  /** How many of this unit make one of the unit before it; the largest unit has none. */
  readonly perLarger?: number;
}

export const LAND_UNITS: Readonly<Record<LandUnitSystem, readonly LandUnit[]>> = {
  ropani: [
    { key: 'areaRopani', labelNe: 'रोपनी', labelEn: 'Ropani', shortNe: 'रो.' },
    { key: 'areaAana', labelNe: 'आना', labelEn: 'Aana', perLarger: 16, shortNe: 'आ.' },
    { key: 'areaPaisa', labelNe: 'पैसा', labelEn: 'Paisa', perLarger: 4, shortNe: 'पै.' },
    { key: 'areaDaam', labelNe: 'दाम', labelEn: 'Daam', perLarger: 4, shortNe: 'दा.' },
  ],
  bigha: [
    { key: 'areaBigha', labelNe: 'बिघा', labelEn: 'Bigha', shortNe: 'बि.' },
    { key: 'areaKattha', labelNe: 'कठ्ठा', labelEn: 'Kattha', perLarger: 20, shortNe: 'क.' },
    { key: 'areaDhur', labelNe: 'धुर', labelEn: 'Dhur', perLarger: 20, shortNe: 'धु.' },
  ],
};

/**
 * The area fields of one system: the largest unit is required (0 is allowed), the smaller ones are
 * optional and stay below one of the next larger unit. Only the smallest may have a fraction
 * (surveys give धुर and दाम to a decimal).
 */
export function landAreaFields(system: LandUnitSystem): WorkField[] {
  const units = LAND_UNITS[system];
  return units.map((unit, i) => {
    const smallest = i === units.length - 1;
    const f = number(unit.key, `क्षेत्रफल (${unit.labelNe})`, `Area (${unit.labelEn})`, {
      integer: !smallest,
      ...(unit.perLarger ? { max: smallest ? unit.perLarger - 0.01 : unit.perLarger - 1 } : {}),
    });
    return i === 0 ? required(f) : f;
  });
}

const isAreaField = (f: WorkField) =>
  Object.values(LAND_UNITS).some((units) => units.some((u) => u.key === f.key));

/** The hill area fields swapped for the Terai ones, at the same place in the list. */
function withTeraiAreas(fields: readonly WorkField[]): readonly WorkField[] {
  const at = fields.findIndex(isAreaField);
  if (at < 0) return fields;
  const rest = fields.filter((f) => !isAreaField(f));
  return [...rest.slice(0, at), ...landAreaFields('bigha'), ...rest.slice(at)];
}

/**
 * Works that ask for a land area list the hill units; in the Terai they ask in बिघा-कठ्ठा-धुर, in
 * the form itself and in the columns of a table of parcels.
 */
export const TERAI_LAND_UNITS: PlaceVariant = {
  reason: 'Terai land records are kept in बिघा-कठ्ठा-धुर, hill and mountain records in रोपनी-आना-पैसा-दाम.',
  appliesTo: (place: FieldPlace) => landUnitSystemOf(place.district.slug) === 'bigha',
  apply: (fields) =>
    withTeraiAreas(fields).map((f) =>
      f.columns ? Object.freeze({ ...f, columns: withTeraiAreas(f.columns) }) : f,
    ),
};

// ---- land as its लालपुर्जा describes it ----------------------------------------------------------

/** One parcel: map sheet, plot (कित्ता) and area (hill units; TERAI_LAND_UNITS swaps them). */
export const parcelFields = (): WorkField[] => [
  required(text('mapSheetNumber', 'नक्सा सिट नं.', 'Map sheet number', { maxLength: 40 })),
  required(text('kittaNumber', 'कित्ता नं.', 'Plot (kitta) number', { maxLength: 40 })),
  ...landAreaFields('ropani'),
];

/** Several parcels, each with the place it lies in (it need not be the applicant's own ward). */
export const parcelsField = (labelNe: string, labelEn: string, o: { required?: boolean } = {}) =>
  table(
    'parcels',
    labelNe,
    labelEn,
    [
      required(
        nepali('landLocation', 'जग्गा रहेको जिल्ला र स्थानीय तह', 'District and local level of the land', {
          maxLength: 100,
        }),
      ),
      required(number('ward', 'वडा नं.', 'Ward number', { integer: true, min: 1, max: 40 })),
      // Short columns in the paper's table: a sheet or plot number is a few digits.
      text('mapSheetNumber', 'नक्सा सिट नं.', 'Map sheet number', { maxLength: 20 }),
      required(text('kittaNumber', 'कित्ता नं.', 'Plot (kitta) number', { maxLength: 20 })),
      ...landAreaFields('ropani'),
    ],
    { maxRows: 10, required: o.required === true },
  );

/** What lies on each side of the land (चार किल्ला): the neighbours, a road, a stream ... */
export const boundaryFields = (o: { required?: boolean } = {}): WorkField[] =>
  [
    nepali('boundaryEast', 'पूर्वमा', 'East boundary'),
    nepali('boundaryWest', 'पश्चिममा', 'West boundary'),
    nepali('boundaryNorth', 'उत्तरमा', 'North boundary'),
    nepali('boundarySouth', 'दक्षिणमा', 'South boundary'),
  ].map((f) => (o.required ? required(f) : f));
