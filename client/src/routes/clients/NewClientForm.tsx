import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { DistrictSelect } from '../../components/DistrictSelect/DistrictSelect';
import { NO_PLACE, type Place, PlaceFields, placeIds } from '../../components/PlaceFields/PlaceFields';
import { showSuccessToast } from '../../components/toasts';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
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

/**
 * A new client of the office: the details the papers ask for most. The server checks them by the
 * forms' rules and says which field is wrong; the address is optional there but a paper needs it.
 */
export function NewClientForm({ officeId, onDone }: { officeId: string; onDone: () => void }) {
  const { language } = useLanguage();
  const t = useTexts(newClientTexts);
  const [fields, setFields] = useState(EMPTY);
  const [gender, setGender] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  const [place, setPlace] = useState<Place>(NO_PLACE);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateOfficeClientMutation, {
    refetchQueries: [OfficeClientsQuery],
  });
  const set = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    // Read now: the updater runs after React has let go of the event.
    const { value } = event.currentTarget;
    setFields((f) => ({ ...f, [key]: value }));
  };
  const orNull = (value: string) => value.trim() || null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
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
      setProblem(serverMessage(readServerFailure(error), language, t.failed));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.add}>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.fullName}
            required
            lang="ne"
            value={fields.fullName}
            onChange={set('fullName')}
          />
          <TextInput label={t.fullNameEn} value={fields.fullNameEn} onChange={set('fullNameEn')} />
          <Select
            label={t.gender}
            required
            value={gender}
            onChange={setGender}
            data={['male', 'female', 'other'].map((value) => ({ value, label: t.genders[value] ?? value }))}
          />
          <TextInput
            label={t.fatherName}
            required
            lang="ne"
            value={fields.fatherName}
            onChange={set('fatherName')}
          />
          <TextInput
            label={t.grandfatherName}
            required
            lang="ne"
            value={fields.grandfatherName}
            onChange={set('grandfatherName')}
          />
          <TextInput
            label={t.citizenshipNumber}
            value={fields.citizenshipNumber}
            onChange={set('citizenshipNumber')}
          />
          <DistrictSelect label={t.citizenshipDistrict} value={district} onChange={setDistrict} />
          <TextInput label={t.mobile} inputMode="tel" value={fields.mobile} onChange={set('mobile')} />
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
