import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { serverMessage } from '../../i18n/server-messages';
import { useAuth } from '../../auth/auth-context';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ANCHORED_LIST, digitAwareFilter, numberItems } from '../AnchoredList/anchored-list';
import { renderWithEnglishGloss } from '../AnchoredList/english-gloss';
import { showSuccessToast } from '../toasts';
import { locationTexts } from './location.texts';
import { DistrictsQuery, LocalLevelsQuery, ProvincesQuery, UpdateLocationMutation } from './operations';

export const INCOMPLETE_MESSAGE = locationTexts.en.incomplete;

interface Choice {
  province: string | null;
  district: string | null;
  localLevel: string | null;
  ward: string | null;
}
type Part = keyof Choice;
const PARTS: Part[] = ['province', 'district', 'localLevel', 'ward'];

const options = (items: { id: number; nameNe: string; nameEn: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: `${item.nameNe} (${item.nameEn})` }));

/**
 * The cascade Province → District → Municipality (→ its type) → Ward No. Choosing a parent loads
 * its children and resets them; clearing it empties them. Every list is searchable by typing
 * (Enter takes the first match); saves to the profile on submit and says so.
 */
export function LocationForm({ onSaved }: { onSaved?: () => void }) {
  const { user, setUser } = useAuth();
  const { language } = useLanguage();
  const t = useTexts(locationTexts);
  const [choice, setChoice] = useState<Choice>({
    province: user?.provinceId ? String(user.provinceId) : null,
    district: user?.districtId ? String(user.districtId) : null,
    localLevel: user?.localLevelId ? String(user.localLevelId) : null,
    ward: user?.ward ? String(user.ward) : null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<Part[]>([]);
  const inputs = useRef<Partial<Record<Part, HTMLInputElement | null>>>({});
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
  const wards = level ? numberItems(level.wardCount, language === 'ne') : [];

  const choose = (part: Part, value: string | null) => {
    // A new parent empties its children: they belonged to the old one.
    const after = PARTS.slice(PARTS.indexOf(part) + 1);
    setChoice((c) => ({ ...c, [part]: value, ...Object.fromEntries(after.map((p) => [p, null])) }));
    setMissing((m) => m.filter((p) => p !== part));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = PARTS.filter((part) => !choice[part]);
    if (empty.length > 0) {
      setMissing(empty);
      setProblem(t.incomplete);
      // The first empty list is the one to fill next (those after it are still locked).
      const first = inputs.current[empty[0] as Part];
      first?.focus();
      first?.scrollIntoView({ block: 'center' });
      return;
    }
    setProblem(null);
    setMissing([]);
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
      showSuccessToast(t.saved);
      onSaved?.();
    } catch (error) {
      // The modal stays open and says why.
      setProblem(serverMessage(readServerFailure(error), language, t.notSaved));
    }
  };

  const listProps = (part: Part, texts: { label: string; placeholder: string; clear: string }) => ({
    ref: (input: HTMLInputElement | null) => {
      inputs.current[part] = input;
    },
    label: texts.label,
    placeholder: texts.placeholder,
    clearButtonProps: { 'aria-label': texts.clear },
    value: choice[part],
    onChange: (value: string | null) => choose(part, value),
    error: missing.includes(part) ? t.required : undefined,
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
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select {...listProps('province', t.province)} data={options(provinces.data?.provinces)} />
          <Select
            {...listProps('district', t.district)}
            data={options(districts.data?.province?.districts)}
            disabled={!choice.province}
          />
          <Select
            {...listProps('localLevel', t.municipality)}
            // The type tells apart a municipality and a rural municipality of the same name.
            data={levels.map((l) => ({
              value: String(l.id),
              label: `${l.nameNe} ${l.typeLabelNe} (${l.nameEn})`,
            }))}
            disabled={!choice.district}
          />
          <TextInput label={t.municipalityType} value={level?.typeLabelNe ?? ''} readOnly placeholder="—" />
          <Select {...listProps('ward', t.ward)} data={wards} disabled={!choice.localLevel} />
        </SimpleGrid>
        <Button type="submit" loading={saving.loading}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
