import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { officeClientProblems } from '@shared/office-client-rules';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { type ServerFieldErrors, splitServerFieldErrors } from '../../apollo/field-errors';
import { DistrictSelect } from '../../components/DistrictSelect/DistrictSelect';
import { NepaliInput } from '../../components/NepaliInput/NepaliInput';
import { NO_PLACE, type Place, PlaceFields, placeIds } from '../../components/PlaceFields/PlaceFields';
import { showSuccessToast } from '../../components/toasts';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { formError, messageKey, serverMessage } from '../../i18n/server-messages';
import { newClientTexts } from './new-client.texts';
import { CreateOfficeClientMutation, OfficeClientsQuery } from './operations';

const EMPTY = {
  fullName: '',
  fullNameEn: '',
  fatherName: '',
  grandfatherName: '',
  citizenshipNumber: '',
  mobile: '',
};
type TextKey = keyof typeof EMPTY;
type FieldKey = TextKey | 'gender' | 'citizenshipIssueDistrict';
/** The fields the server may name that this form shows (the place's problems go to the banner). */
const FIELD_KEYS: readonly FieldKey[] = [
  ...(Object.keys(EMPTY) as TextKey[]),
  'gender',
  'citizenshipIssueDistrict',
];

/** The shared client rules (the server's own), each problem at its field as a message key. */
function fieldErrors(values: typeof EMPTY & { gender: string }): ServerFieldErrors {
  return Object.fromEntries(officeClientProblems(values).map((p) => [p.field, messageKey(p.said)]));
}

/**
 * A new client of the office: the details the papers ask for most. The names are typed with the
 * transliterating input ("sita thapa" is सीता थापा) and checked before sending by the client rules
 * the server applies; the server checks everything again and its refusal is said at the field. The
 * address is optional there but a paper needs it.
 */
export function NewClientForm({ officeId, onDone }: { officeId: string; onDone: () => void }) {
  const { language } = useLanguage();
  const t = useTexts(newClientTexts);
  const [fields, setFields] = useState(EMPTY);
  const [gender, setGender] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const [place, setPlace] = useState<Place>(NO_PLACE);
  const [problem, setProblem] = useState<string | null>(null);
  // Kept as message keys, rendered when shown: a switch of language says them again.
  const [errors, setErrors] = useState<ServerFieldErrors>({});
  const errorOf = (key: FieldKey) => formError(errors[key] ?? '', language) || undefined;
  const fixed = (key: FieldKey) => setErrors(({ [key]: _fixed, ...rest }) => rest);
  const [create, creating] = useMutation(CreateOfficeClientMutation, {
    refetchQueries: [OfficeClientsQuery],
  });
  const setValue = (key: TextKey, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    fixed(key);
  };
  const set = (key: TextKey) => (event: { currentTarget: { value: string } }) => {
    // Read now: the updater runs after React has let go of the event.
    setValue(key, event.currentTarget.value);
  };
  const orNull = (value: string) => value.trim() || null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = fieldErrors({ ...fields, gender: gender ?? '' });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await create({
        variables: {
          officeId,
          input: {
            fullName: fields.fullName.trim(),
            fullNameEn: orNull(fields.fullNameEn),
            gender: gender ?? '',
            fatherName: fields.fatherName.trim(),
            grandfatherName: fields.grandfatherName.trim(),
            citizenshipNumber: orNull(fields.citizenshipNumber),
            citizenshipIssueDistrict: district,
            mobile: orNull(fields.mobile),
            ...placeIds(place),
          },
        },
      });
      if (!data) return;
      showSuccessToast(t.saved(data.createOfficeClient.fullName));
      onDone();
    } catch (error) {
      // A field the server refuses is said at the field, as the form's own checks are.
      const { atFields, elsewhere } = splitServerFieldErrors(error, FIELD_KEYS);
      setErrors(atFields);
      if (elsewhere) setProblem(formError(elsewhere, language) || t.failed);
      else if (Object.keys(atFields).length === 0)
        setProblem(serverMessage(readServerFailure(error), language, t.failed));
    }
  };

  const nepaliName = (key: 'fullName' | 'fatherName' | 'grandfatherName') => (
    <NepaliInput
      label={t[key]}
      required
      lang="ne"
      value={fields[key]}
      onChange={(value) => setValue(key, value)}
      error={errorOf(key)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.add}>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {nepaliName('fullName')}
          <TextInput
            label={t.fullNameEn}
            value={fields.fullNameEn}
            onChange={set('fullNameEn')}
            error={errorOf('fullNameEn')}
          />
          <Select
            label={t.gender}
            required
            value={gender}
            onChange={(value) => {
              setGender(value);
              fixed('gender');
            }}
            error={errorOf('gender')}
            data={['male', 'female', 'other'].map((value) => ({ value, label: t.genders[value] ?? value }))}
          />
          {nepaliName('fatherName')}
          {nepaliName('grandfatherName')}
          <TextInput
            label={t.citizenshipNumber}
            value={fields.citizenshipNumber}
            onChange={set('citizenshipNumber')}
            error={errorOf('citizenshipNumber')}
          />
          <DistrictSelect
            label={t.citizenshipDistrict}
            value={district}
            onChange={(value) => {
              setDistrict(value);
              fixed('citizenshipIssueDistrict');
            }}
            error={errorOf('citizenshipIssueDistrict')}
          />
          <TextInput
            label={t.mobile}
            inputMode="tel"
            value={fields.mobile}
            onChange={set('mobile')}
            error={errorOf('mobile')}
          />
        </SimpleGrid>
        <Text fw={600} size="sm">
          {t.address}
        </Text>
        <PlaceFields value={place} onChange={setPlace} />
        <Group>
          <Button type="submit" loading={creating.loading}>
            {t.submit}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
