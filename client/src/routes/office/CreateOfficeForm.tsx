import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { validateOfficeContact, validateOfficeNameEn, validateOfficeNameNe } from '@shared/office-rules';
import { type FormEvent, useState } from 'react';
import { NepaliInput } from '../../components/NepaliInput/NepaliInput';
import { readServerFailure } from '../../apollo/errors';
import { type ServerFieldErrors, splitServerFieldErrors } from '../../apollo/field-errors';
import { NO_PLACE, type Place, PlaceFields, placeIds } from '../../components/PlaceFields/PlaceFields';
import { showSuccessToast } from '../../components/toasts';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { formError, formRule, serverMessage } from '../../i18n/server-messages';
import { setActiveOfficeId } from '../../offices/active-office';
import { MyOfficesQuery } from '../dashboard-layout/office-switcher.operations';
import { officeTexts } from './office.texts';
import { CreateOfficeMutation } from './operations';

const NO_FIELDS = { nameNe: '', nameEn: '', contactNumber: '', registrationNumber: '' };
type FieldKey = keyof typeof NO_FIELDS;
/** The fields the server may name that this form shows (the place's problems go to the banner). */
const FIELD_KEYS = Object.keys(NO_FIELDS);

/** The shared office rules (the server's own), field by field, each message kept as its key. */
const RULES: Partial<Record<FieldKey, (value: string) => string | null>> = {
  nameNe: formRule(validateOfficeNameNe),
  nameEn: formRule(validateOfficeNameEn),
  contactNumber: formRule(validateOfficeContact),
};

function fieldErrors(fields: typeof NO_FIELDS): ServerFieldErrors {
  const errors: ServerFieldErrors = {};
  for (const [key, rule] of Object.entries(RULES) as [FieldKey, (value: string) => string | null][]) {
    const said = rule(fields[key]);
    if (said) errors[key] = said;
  }
  return errors;
}

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
  // Kept as message keys, rendered when shown: a switch of language says them again.
  const [errors, setErrors] = useState<ServerFieldErrors>({});
  const errorOf = (key: FieldKey) => formError(errors[key] ?? '', language) || undefined;
  const [create, creating] = useMutation(CreateOfficeMutation, { refetchQueries: [MyOfficesQuery] });
  const setValue = (key: FieldKey, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  const set = (key: FieldKey) => (event: { currentTarget: { value: string } }) => {
    // Read now: the updater runs after React has let go of the event.
    setValue(key, event.currentTarget.value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(fields);
    setErrors(found);
    const ids = placeIds(place);
    if (Object.keys(found).length > 0) return setProblem(ids ? null : t.placeMissing);
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
      setErrors({});
      setPlace(NO_PLACE);
      showSuccessToast(t.created(language === 'ne' ? office.nameNe : office.nameEn));
    } catch (error) {
      // A field the server refuses is said at the field, as the form's own checks are.
      const { atFields, elsewhere } = splitServerFieldErrors(error, FIELD_KEYS);
      setErrors(atFields);
      if (elsewhere) setProblem(formError(elsewhere, language) || t.failed);
      else if (Object.keys(atFields).length === 0)
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
        <NepaliInput
          label={t.nameNe}
          required
          value={fields.nameNe}
          onChange={(value) => setValue('nameNe', value)}
          error={errorOf('nameNe')}
        />
        <TextInput
          label={t.nameEn}
          required
          value={fields.nameEn}
          onChange={set('nameEn')}
          error={errorOf('nameEn')}
        />
        <TextInput
          label={t.contact}
          required
          inputMode="tel"
          error={errorOf('contactNumber')}
          value={fields.contactNumber}
          onChange={set('contactNumber')}
        />
        <TextInput
          label={t.registration}
          value={fields.registrationNumber}
          onChange={set('registrationNumber')}
          error={errorOf('registrationNumber')}
        />
        <PlaceFields value={place} onChange={setPlace} />
        <Button type="submit" loading={creating.loading}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
