import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { NO_PLACE, type Place, PlaceFields, placeIds } from '../../components/PlaceFields/PlaceFields';
import { showSuccessToast } from '../../components/toasts';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import { setActiveOfficeId } from '../../offices/active-office';
import { MyOfficesQuery } from '../dashboard-layout/office-switcher.operations';
import { officeTexts } from './office.texts';
import { CreateOfficeMutation } from './operations';

const NO_FIELDS = { nameNe: '', nameEn: '', contactNumber: '', registrationNumber: '' };

/**
 * A new office, its creator its owner; once made it becomes the active office and the form is
 * empty again (it stays on the page as "open another office").
 */
export function CreateOfficeForm() {
  const { language } = useLanguage();
  const t = useTexts(officeTexts);
  const [fields, setFields] = useState(NO_FIELDS);
  const [place, setPlace] = useState<Place>(NO_PLACE);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateOfficeMutation, { refetchQueries: [MyOfficesQuery] });
  const set = (key: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    // Read now: the updater runs after React has let go of the event.
    const { value } = event.currentTarget;
    setFields((f) => ({ ...f, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ids = placeIds(place);
    if (!ids) return setProblem(t.placeMissing);
    setProblem(null);
    try {
      const { data } = await create({
        variables: {
          input: { ...fields, registrationNumber: fields.registrationNumber.trim() || null, ...ids },
        },
      });
      const office = data?.createOffice.office;
      if (!office) return;
      setActiveOfficeId(office.id);
      setFields(NO_FIELDS);
      setPlace(NO_PLACE);
      showSuccessToast(t.created(language === 'ne' ? office.nameNe : office.nameEn));
    } catch (error) {
      setProblem(serverMessage(readServerFailure(error), language, t.failed));
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
        <TextInput label={t.nameNe} required value={fields.nameNe} onChange={set('nameNe')} />
        <TextInput label={t.nameEn} required value={fields.nameEn} onChange={set('nameEn')} />
        <TextInput
          label={t.contact}
          required
          inputMode="tel"
          value={fields.contactNumber}
          onChange={set('contactNumber')}
        />
        <TextInput
          label={t.registration}
          value={fields.registrationNumber}
          onChange={set('registrationNumber')}
        />
        <PlaceFields value={place} onChange={setPlace} />
        <Button type="submit" loading={creating.loading}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
