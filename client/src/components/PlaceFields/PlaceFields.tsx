import { useQuery } from '@apollo/client/react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ANCHORED_LIST, digitAwareFilter, numberItems } from '../AnchoredList/anchored-list';
import { renderWithEnglishGloss } from '../AnchoredList/english-gloss';
import { locationTexts } from '../LocationForm/location.texts';
import { DistrictsQuery, LocalLevelsQuery, ProvincesQuery } from '../LocationForm/operations';

/** A place from the location cascade, as the Selects hold it (ids as strings, null while unchosen). */
export interface Place {
  province: string | null;
  district: string | null;
  localLevel: string | null;
  ward: string | null;
}
export type PlacePart = keyof Place;
export const PLACE_PARTS: PlacePart[] = ['province', 'district', 'localLevel', 'ward'];

export const NO_PLACE: Place = { province: null, district: null, localLevel: null, ward: null };

/** The ids the API takes, or null until all four parts are chosen. */
export function placeIds(place: Place) {
  if (PLACE_PARTS.some((part) => !place[part])) return null;
  return {
    provinceId: Number(place.province),
    districtId: Number(place.district),
    localLevelId: Number(place.localLevel),
    ward: Number(place.ward),
  };
}

const options = (items: { id: number; nameNe: string; nameEn: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: `${item.nameNe} (${item.nameEn})` }));

interface PlaceFieldsProps {
  value: Place;
  /** The place after a choice, and the part that was chosen. */
  onChange: (place: Place, part: PlacePart) => void;
  /** Parts to mark as required but empty. */
  missing?: readonly PlacePart[];
  /** Each list's input, e.g. to focus the first empty one. */
  inputRef?: (part: PlacePart, input: HTMLInputElement | null) => void;
  /** Shows the chosen municipality's type (read only) after it. */
  withType?: boolean;
}

/**
 * The cascade Province → District → Municipality → Ward No., the one place chooser: the profile's
 * LocationForm saves what is chosen in it, an office's or a client's form only takes the place.
 * Choosing a parent loads its children and empties them, which belonged to the old one; clearing
 * it empties them too. Every list is searchable by typing (Enter takes the first match).
 */
export function PlaceFields({ value, onChange, missing, inputRef, withType }: PlaceFieldsProps) {
  const { language } = useLanguage();
  const t = useTexts(locationTexts);
  const provinces = useQuery(ProvincesQuery);
  const districts = useQuery(DistrictsQuery, {
    variables: { id: Number(value.province) },
    skip: !value.province,
  });
  const localLevels = useQuery(LocalLevelsQuery, {
    variables: { id: Number(value.district) },
    skip: !value.district,
  });
  const levels = localLevels.data?.district?.localLevels ?? [];
  const level = levels.find((l) => String(l.id) === value.localLevel);

  const listProps = (part: PlacePart, texts: { label: string; placeholder: string; clear: string }) => ({
    ref: inputRef && ((input: HTMLInputElement | null) => inputRef(part, input)),
    label: texts.label,
    placeholder: texts.placeholder,
    clearButtonProps: { 'aria-label': texts.clear },
    value: value[part],
    onChange: (chosen: string | null) => {
      const after = PLACE_PARTS.slice(PLACE_PARTS.indexOf(part) + 1);
      onChange({ ...value, [part]: chosen, ...Object.fromEntries(after.map((p) => [p, null])) }, part);
    },
    error: missing?.includes(part) ? t.required : undefined,
    required: true,
    searchable: true,
    clearable: true,
    selectFirstOptionOnChange: true,
    filter: digitAwareFilter,
    nothingFoundMessage: t.nothingFound,
    comboboxProps: ANCHORED_LIST,
    renderOption: renderWithEnglishGloss,
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select {...listProps('province', t.province)} data={options(provinces.data?.provinces)} />
      <Select
        {...listProps('district', t.district)}
        data={options(districts.data?.province?.districts)}
        disabled={!value.province}
      />
      <Select
        {...listProps('localLevel', t.municipality)}
        // The type tells apart a municipality and a rural municipality of the same name.
        data={levels.map((l) => ({
          value: String(l.id),
          label: `${l.nameNe} ${l.typeLabelNe} (${l.nameEn})`,
        }))}
        disabled={!value.district}
      />
      {withType && (
        <TextInput label={t.municipalityType} value={level?.typeLabelNe ?? ''} readOnly placeholder="—" />
      )}
      <Select
        {...listProps('ward', t.ward)}
        data={level ? numberItems(level.wardCount, language === 'ne') : []}
        disabled={!value.localLevel}
      />
    </SimpleGrid>
  );
}
