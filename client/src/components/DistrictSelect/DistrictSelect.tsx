import { useQuery } from '@apollo/client/react';
import { Select, type SelectProps } from '@mantine/core';
import { ANCHORED_LIST } from '../AnchoredList/anchored-list';
import { DistrictChoicesQuery } from './operations';

/** One of the 77 districts, by slug (how the profile and the works store a district). */
export function DistrictSelect(props: Omit<SelectProps, 'data'>) {
  const { data } = useQuery(DistrictChoicesQuery);
  const districts = (data?.provinces ?? [])
    .flatMap((province) => province.districts)
    .map((district) => ({ value: district.slug, label: `${district.nameNe} (${district.nameEn})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ne'));
  return (
    <Select
      searchable
      clearable
      selectFirstOptionOnChange
      comboboxProps={ANCHORED_LIST}
      {...props}
      data={districts}
    />
  );
}
