import { Alert, Button, Checkbox, Group, Loader, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { FieldErrors, FormValues, WorkField } from '../../components/WorkForm/types';
import { WorkForm } from '../../components/WorkForm/WorkForm';
import { checkValues } from './form-values';
import { CORRECT_THE_FIELDS } from './generation-failure';
import { GenerationProgress } from './GenerationProgress';

export interface DocumentFormProps {
  fields: WorkField[];
  loading: boolean;
  values: FormValues;
  onValuesChange: (values: FormValues) => void;
  serverErrors: FieldErrors;
  problem: string | null;
  busy: boolean;
  status: string | null;
  onGenerate: (saveToProfile: boolean) => void;
}

/** The work's form with its Generate button; the browser's checks run before anything is sent. */
export function DocumentForm(props: DocumentFormProps) {
  const { fields, loading, values, onValuesChange, serverErrors, problem, busy, status, onGenerate } = props;
  const [saveToProfile, setSaveToProfile] = useState(false);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const errors = { ...serverErrors, ...localErrors };
  const hasProfileFields = fields.some((field) => field.profileKey && field.profileKey !== 'mobile');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkValues(fields, values);
    setLocalErrors(found);
    if (Object.keys(found).length === 0) onGenerate(saveToProfile);
  };

  if (loading && fields.length === 0) return <Loader aria-label="Loading the form" />;
  return (
    <form onSubmit={submit} noValidate aria-label="Document details">
      <Stack>
        <WorkForm
          fields={fields}
          values={values}
          errors={errors}
          onChange={(key, value) => {
            // Editing a field clears what was said about it.
            setLocalErrors(({ [key]: _, ...rest }) => rest);
            onValuesChange({ ...values, [key]: value });
          }}
        />
        {hasProfileFields && (
          <Checkbox
            label="Save these details to my profile"
            description="Your next documents start with them filled in."
            checked={saveToProfile}
            onChange={(event) => setSaveToProfile(event.currentTarget.checked)}
          />
        )}
        {(problem || Object.keys(localErrors).length > 0) && (
          <Alert color="red" role="alert">
            {problem ?? CORRECT_THE_FIELDS}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy} size="md">
            Generate
          </Button>
          <GenerationProgress status={status} />
        </Group>
      </Stack>
    </form>
  );
}
