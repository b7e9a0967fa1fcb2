import { api, graphqlData } from './msw-server';

// A slice of the location cascade: two provinces, two districts of Bagmati, their local levels.
const province = (id: number, nameNe: string, nameEn: string) => ({
  __typename: 'Province',
  id,
  nameNe,
  nameEn,
});
const district = (id: number, slug: string, nameNe: string, nameEn: string) => ({
  __typename: 'District',
  id,
  slug,
  nameNe,
  nameEn,
});
const localLevel = (id: number, nameNe: string, nameEn: string, typeLabelNe: string, wardCount: number) => ({
  __typename: 'LocalLevel',
  id,
  nameNe,
  nameEn,
  typeLabelNe,
  wardCount,
});

const provinces = [province(1, 'कोशी', 'Koshi'), province(3, 'बागमती', 'Bagmati')];
const districtsByProvince: Record<number, ReturnType<typeof district>[]> = {
  1: [district(4, 'jhapa', 'झापा', 'Jhapa')],
  3: [district(27, 'kathmandu', 'काठमाडौं', 'Kathmandu'), district(28, 'lalitpur', 'ललितपुर', 'Lalitpur')],
};
const localLevelsByDistrict: Record<number, ReturnType<typeof localLevel>[]> = {
  4: [localLevel(40, 'मेचीनगर', 'Mechinagar', 'नगरपालिका', 15)],
  27: [
    localLevel(270, 'काठमाडौं', 'Kathmandu', 'महानगरपालिका', 32),
    localLevel(271, 'कागेश्वरी मनोहरा', 'Kageshwori Manohara', 'नगरपालिका', 9),
  ],
  28: [localLevel(280, 'ललितपुर', 'Lalitpur', 'महानगरपालिका', 29)],
};

/** The cascade's queries answered from the slice above. */
export const locationHandlers = [
  api.query('Provinces', () => graphqlData({ provinces })),
  api.query('ProvinceDistricts', ({ variables }) =>
    graphqlData({
      province: {
        __typename: 'Province',
        id: variables.id,
        districts: districtsByProvince[variables.id] ?? [],
      },
    }),
  ),
  api.query('DistrictLocalLevels', ({ variables }) =>
    graphqlData({
      district: {
        __typename: 'District',
        id: variables.id,
        localLevels: localLevelsByDistrict[variables.id] ?? [],
      },
    }),
  ),
];
