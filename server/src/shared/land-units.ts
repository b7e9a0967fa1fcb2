// Land area is recorded in different units in different parts of Nepal, and an application must
// state it in the unit of the land ownership certificate (लालपुर्जा) of that place:
// - the Terai districts: बिघा-कट्ठा-धुर (1 बिघा = 20 कट्ठा, 1 कट्ठा = 20 धुर);
// - the hill and mountain districts, Kathmandu valley included: रोपनी-आना-पैसा-दाम
//   (1 रोपनी = 16 आना, 1 आना = 4 पैसा, 1 पैसा = 4 दाम).
// The Terai is the Central Bureau of Statistics' Terai ecological belt (20 districts before
// Nawalparasi was split; both halves, Nawalpur and Parasi, keep its बिघा records).
// The units and which places use them are shared: the form asks in them, the paper prints them.

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
    { key: 'areaKattha', labelNe: 'कट्ठा', labelEn: 'Kattha', perLarger: 20, shortNe: 'क.' },
    { key: 'areaDhur', labelNe: 'धुर', labelEn: 'Dhur', perLarger: 20, shortNe: 'धु.' },
  ],
};
