import { Alert, Button, Checkbox, Group, Loader, Stack } from '@mantine/core';
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors, FormValues, WorkField } from '../../components/WorkForm/types';
import { WorkForm } from '../../components/WorkForm/WorkForm';
import { useLanguage } from '../../i18n/language-context';
import { checkValues } from './form-values';
import { generationMessage, generationTexts } from './generation.texts';
import { CORRECT_THE_FIELDS } from './generation-failure';
import { GenerationProgress } from './GenerationProgress';
import { showFirstProblem } from './show-first-problem';

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
  /** False for an office's client: their details are not the member's to keep. */
  allowSaveToProfile?: boolean;
}

/** The work's form with its Generate button; the browser's checks run before anything is sent. */
export function DocumentForm(props: DocumentFormProps) {
  const { fields, loading, values, onValuesChange, serverErrors, problem, busy, status, onGenerate } = props;
  const [saveToProfile, setSaveToProfile] = useState(false);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const { language } = useLanguage();
  const t = generationTexts[language];
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries({ ...serverErrors, ...localErrors }).map(([key, message]) => [
          key,
          generationMessage(message, language),
        ]),
      ),
    [serverErrors, localErrors, language],
  );
  // One function for the whole life of the form (WorkForm redraws only the field that changed),
  // reading the values as they are when a field changes.
  const current = useRef(values);
  useLayoutEffect(() => {
    current.current = values;
  });
  const changeField = useCallback(
    (key: string, value: FormValues[string]) => {
      // Editing a field clears what was said about it.
      setLocalErrors((said) => {
        if (!(key in said)) return said;
        const { [key]: _, ...rest } = said;
        return rest;
      });
      onValuesChange({ ...current.current, [key]: value });
    },
    [onValuesChange],
  );
  const form = useRef<HTMLFormElement>(null);
  // Bumped by every refused attempt (the browser's checks or the server's answer): on a phone most
  // of a long form is off-screen, so the first problem is brought into view and focused.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0 && form.current) showFirstProblem(form.current);
  }, [attempt]);
  useEffect(() => {
    if (problem) setAttempt((n) => n + 1);
  }, [problem]);
  const hasProfileFields =
    props.allowSaveToProfile !== false &&
    fields.some((field) => field.profileKey && field.profileKey !== 'mobile');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkValues(fields, values, t.checks);
    setLocalErrors(found);
    if (Object.keys(found).length === 0) onGenerate(saveToProfile);
    else setAttempt((n) => n + 1);
  };

  if (loading && fields.length === 0) return <Loader aria-label={t.loadingForm} />;
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={t.form}>
      <Stack>
        {(problem || Object.keys(localErrors).length > 0) && (
          <Alert color="red" role="alert" data-form-summary>
            {generationMessage(problem ?? CORRECT_THE_FIELDS, language)}
          </Alert>
        )}
        <WorkForm fields={fields} values={values} errors={errors} onChange={changeField} />
        {hasProfileFields && (
          <Checkbox
            label={t.saveToProfile}
            description={t.saveToProfileHint}
            checked={saveToProfile}
            onChange={(event) => setSaveToProfile(event.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={busy} size="md">
            {t.generate}
          </Button>
          <GenerationProgress status={status} />
        </Group>
      </Stack>
    </form>
  );
}
