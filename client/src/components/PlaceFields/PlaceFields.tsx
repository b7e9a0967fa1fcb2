import { useQuery } from '@apollo/client/react';
import { Select, SimpleGrid } from '@mantine/core';
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
type Part = keyof Place;
const PARTS: Part[] = ['province', 'district', 'localLevel', 'ward'];

export const NO_PLACE: Place = { province: null, district: null, localLevel: null, ward: null };

/** The ids the API takes, or null until all four parts are chosen. */
export function placeIds(place: Place) {
  if (PARTS.some((part) => !place[part])) return null;
  return {
    provinceId: Number(place.province),
    districtId: Number(place.district),
    localLevelId: Number(place.localLevel),
    ward: Number(place.ward),
  };
}

const options = (items: { id: number; nameNe: string; nameEn: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: `${item.nameNe} (${item.nameEn})` }));

/**
 * Province → district → local level → ward for a place that is not the reader's own (an office's,
 * a client's): the profile's LocationForm saves to the profile, this one only reports the choice.
 * Choosing a parent empties its children, which belonged to the old one.
 */
export function PlaceFields({ value, onChange }: { value: Place; onChange: (place: Place) => void }) {
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

  const listProps = (part: Part, texts: { label: string; placeholder: string; clear: string }) => ({
    label: texts.label,
    placeholder: texts.placeholder,
    clearButtonProps: { 'aria-label': texts.clear },
    value: value[part],
    onChange: (chosen: string | null) => {
      const after = PARTS.slice(PARTS.indexOf(part) + 1);
      onChange({ ...value, [part]: chosen, ...Object.fromEntries(after.map((p) => [p, null])) });
    },
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
        data={levels.map((l) => ({
          value: String(l.id),
          label: `${l.nameNe} ${l.typeLabelNe} (${l.nameEn})`,
        }))}
        disabled={!value.district}
      />
      <Select
        {...listProps('ward', t.ward)}
        data={level ? numberItems(level.wardCount, language === 'ne') : []}
        disabled={!value.localLevel}
      />
    </SimpleGrid>
  );
}
