import { useQuery } from '@apollo/client/react';
import { Select, type SelectProps } from '@mantine/core';
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
      // 77 options: render them only while the list is open.
      comboboxProps={{ keepMounted: false }}
      {...props}
      data={districts}
    />
  );
}
