import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import { DistrictsQuery, LocalLevelsQuery, ProvincesQuery, UpdateLocationMutation } from './operations';

export const INCOMPLETE_MESSAGE = 'Please fill in all fields.';

interface Choice {
  province: string | null;
  district: string | null;
  localLevel: string | null;
  ward: string | null;
}

const options = (items: { id: number; nameNe: string; nameEn: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: `${item.nameNe} (${item.nameEn})` }));

/**
 * The cascade Province → District → Municipality (→ its type) → Ward No. Choosing a parent loads
 * its children and resets them; clearing it empties them. Saves to the profile on submit.
 */
export function LocationForm({ onSaved }: { onSaved?: () => void }) {
  const { user, setUser } = useAuth();
  const [choice, setChoice] = useState<Choice>({
    province: user?.provinceId ? String(user.provinceId) : null,
    district: user?.districtId ? String(user.districtId) : null,
    localLevel: user?.localLevelId ? String(user.localLevelId) : null,
    ward: user?.ward ? String(user.ward) : null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const provinces = useQuery(ProvincesQuery);
  const districts = useQuery(DistrictsQuery, {
    variables: { id: Number(choice.province) },
    skip: !choice.province,
  });
  const localLevels = useQuery(LocalLevelsQuery, {
    variables: { id: Number(choice.district) },
    skip: !choice.district,
  });
  const [save, saving] = useMutation(UpdateLocationMutation);

  const levels = localLevels.data?.district?.localLevels ?? [];
  const level = levels.find((l) => String(l.id) === choice.localLevel);
  const wards = level ? Array.from({ length: level.wardCount }, (_, i) => String(i + 1)) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice.province || !choice.district || !choice.localLevel || !choice.ward) {
      setProblem(INCOMPLETE_MESSAGE);
      return;
    }
    setProblem(null);
    try {
      const result = await save({
        variables: {
          input: {
            provinceId: Number(choice.province),
            districtId: Number(choice.district),
            localLevelId: Number(choice.localLevel),
            ward: Number(choice.ward),
          },
        },
      });
      if (result.data?.updateLocation) setUser(result.data.updateLocation);
      onSaved?.();
    } catch (error) {
      // The modal stays open and says why.
      setProblem(readServerFailure(error).message ?? 'Could not save the location.');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Province"
            placeholder="Select province"
            clearButtonProps={{ 'aria-label': 'Clear province' }}
            data={options(provinces.data?.provinces)}
            value={choice.province}
            onChange={(province) => setChoice({ province, district: null, localLevel: null, ward: null })}
            searchable
            clearable
          />
          <Select
            label="District"
            placeholder="Select district"
            clearButtonProps={{ 'aria-label': 'Clear district' }}
            data={options(districts.data?.province?.districts)}
            value={choice.district}
            onChange={(district) => setChoice((c) => ({ ...c, district, localLevel: null, ward: null }))}
            disabled={!choice.province}
            searchable
            clearable
          />
          <Select
            label="Municipality"
            placeholder="Select municipality"
            clearButtonProps={{ 'aria-label': 'Clear municipality' }}
            // The type tells apart a municipality and a rural municipality of the same name.
            data={levels.map((l) => ({
              value: String(l.id),
              label: `${l.nameNe} ${l.typeLabelNe} (${l.nameEn})`,
            }))}
            value={choice.localLevel}
            onChange={(localLevel) => setChoice((c) => ({ ...c, localLevel, ward: null }))}
            disabled={!choice.district}
            searchable
            clearable
          />
          <TextInput label="Mun-Type" value={level?.typeLabelNe ?? ''} readOnly placeholder="—" />
          <Select
            label="Ward No"
            placeholder="Select ward"
            clearButtonProps={{ 'aria-label': 'Clear ward' }}
            data={wards}
            value={choice.ward}
            onChange={(ward) => setChoice((c) => ({ ...c, ward }))}
            disabled={!choice.localLevel}
            searchable
            clearable
          />
        </SimpleGrid>
        <Button type="submit" loading={saving.loading}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
