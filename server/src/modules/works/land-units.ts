// Land fields of the works' forms, in the units of the place (see shared/land-units.ts).
import { nepali, number, required, table, text, ward } from './fields.js';
import { LAND_UNITS, type LandUnitSystem, landUnitSystemOf } from '../../shared/land-units.js';
import type { FieldPlace, PlaceVariant, WorkField } from './work.types.js';

export { landUnitSystemOf } from '../../shared/land-units.js';

/**
 * The area fields of one system: the largest unit is required (0 is allowed), the smaller ones are
 * optional and stay below one of the next larger unit. Only the smallest may have a fraction
 * (surveys give धुर and दाम to a decimal).
 */
function landAreaFields(system: LandUnitSystem): WorkField[] {
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
 * Works that ask for a land area list the hill units; in the Terai they ask in बिघा-कट्ठा-धुर, in
 * the form itself and in the columns of a table of parcels.
 */
export const TERAI_LAND_UNITS: PlaceVariant = {
  reason: 'Terai land records are kept in बिघा-कट्ठा-धुर, hill and mountain records in रोपनी-आना-पैसा-दाम.',
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
      // The land may lie in any local level (landLocation names it in words).
      required(ward('ward', 'वडा नं.', 'Ward number')),
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
