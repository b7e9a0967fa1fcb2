import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FieldErrors, FormValues, WorkField } from '../../components/WorkForm/types';
import { WorkForm } from '../../components/WorkForm/WorkForm';
import { useLanguage } from '../../i18n/language-context';
import { checkValues } from './form-values';
import { generationMessage, generationTexts } from './generation.texts';
import { CORRECT_THE_FIELDS } from './generation-failure';
import { GenerationProgress } from './GenerationProgress';
import { CheckAnswers } from './guided/CheckAnswers';
import { CHECK_PAGE, type FormPage, type StepName, firstStepWith, formStepsOf } from './guided/form-steps';
import { guidedTexts } from './guided/guided.texts';
import { showFirstProblem } from './show-first-problem';

export interface DocumentFormProps {
  fields: WorkField[];
  /** The steps the work's definition names (Work.steps); none: one page. */
  steps?: readonly StepName[] | null;
  /** The page shown: a step's index or the check page; kept by the caller (in the URL). */
  page: FormPage;
  onPageChange: (page: FormPage) => void;
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
  /** Said beside the Generate button: what is left of the allowance, why the button waits. */
  beforeGenerate?: ReactNode;
}

/**
 * The work's form, asked in its steps (Back and Next keep every answer), then the check page with
 * every answer and Generate. Each step's answers are checked before the next; the server checks
 * everything again, and its refusal brings back the step of its first problem.
 */
export function DocumentForm(props: DocumentFormProps) {
  const { fields, loading, values, onValuesChange, serverErrors, problem, busy, status, onGenerate } = props;
  const { page, onPageChange } = props;
  const [saveToProfile, setSaveToProfile] = useState(false);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const { language } = useLanguage();
  const t = generationTexts[language];
  const g = guidedTexts[language];
  const steps = useMemo(() => formStepsOf(fields, props.steps), [fields, props.steps]);
  const stepIndex = page === CHECK_PAGE ? -1 : Math.min(page, steps.length - 1);
  const step = stepIndex >= 0 ? steps[stepIndex] : undefined;
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
  const heading = useRef<HTMLHeadingElement>(null);
  // Bumped by every refused attempt (the browser's checks or the server's answer): on a phone most
  // of a long form is off-screen, so the first problem is brought into view and focused.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0 && form.current) showFirstProblem(form.current);
  }, [attempt]);
  // The server's refusal of a field brings back the step that asks it (once per refusal).
  const pageChange = useRef(onPageChange);
  useLayoutEffect(() => {
    pageChange.current = onPageChange;
  });
  // A step opened for its problems shows the first of them, not its heading.
  const arriveAtProblem = useRef(false);
  useEffect(() => {
    const at = firstStepWith(steps, Object.keys(serverErrors));
    if (at < 0) return;
    arriveAtProblem.current = true;
    pageChange.current(at);
  }, [serverErrors, steps]);
  useEffect(() => {
    if (problem) setAttempt((n) => n + 1);
  }, [problem]);

  // A change link opens its step at its field; the check page remembers to come back.
  const [changing, setChanging] = useState<string | null>(null);
  const [cameFromCheck, setCameFromCheck] = useState(false);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new page only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (arriveAtProblem.current && form.current) {
      arriveAtProblem.current = false;
      showFirstProblem(form.current);
      return;
    }
    const target = changing
      ? form.current?.querySelector<HTMLElement>(
          `[data-field="${changing}"] input:not([type="hidden"]), [data-field="${changing}"] textarea, [data-field="${changing}"] button`,
        )
      : null;
    setChanging(null);
    if (target) {
      target.scrollIntoView?.({ block: 'center' });
      target.focus({ preventScroll: true });
      return;
    }
    // A new page starts at its top, its name read out first.
    window.scrollTo?.({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [page]);

  const hasProfileFields =
    props.allowSaveToProfile !== false &&
    fields.some((field) => field.profileKey && field.profileKey !== 'mobile');

  const go = (next: FormPage) => {
    setLocalErrors({});
    onPageChange(next);
  };
  const submitStep = (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    const found = checkValues(step.fields, values, t.checks);
    setLocalErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    go(cameFromCheck || stepIndex === steps.length - 1 ? CHECK_PAGE : stepIndex + 1);
  };
  const generate = () => {
    // A page skipped by its address, or a draft from an older form: its step is shown first.
    const found = checkValues(fields, values, t.checks);
    const at = firstStepWith(steps, Object.keys(found));
    if (at >= 0) {
      setLocalErrors(found);
      arriveAtProblem.current = true;
      onPageChange(at);
      setAttempt((n) => n + 1);
      return;
    }
    onGenerate(saveToProfile);
  };
  const change = (index: number, key: string) => {
    setChanging(key);
    setCameFromCheck(true);
    onPageChange(index);
  };

  if (loading && fields.length === 0) return <Loader aria-label={t.loadingForm} />;
  const hasErrors = Object.keys(localErrors).length > 0 || Object.keys(serverErrors).length > 0;
  const summary = (problem || hasErrors) && (
    <Alert color="red" role="alert" data-form-summary>
      {generationMessage(problem && !hasErrors ? problem : CORRECT_THE_FIELDS, language)}
    </Alert>
  );

  if (!step) {
    return (
      <form ref={form} aria-label={t.form} onSubmit={(event) => event.preventDefault()}>
        <Stack>
          <Title order={3} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {g.checkHeading}
          </Title>
          <Text size="sm">{g.checkHint}</Text>
          {summary}
          <CheckAnswers steps={steps} values={values} onChange={change} />
          {hasProfileFields && (
            <Checkbox
              label={t.saveToProfile}
              description={t.saveToProfileHint}
              checked={saveToProfile}
              onChange={(event) => setSaveToProfile(event.currentTarget.checked)}
            />
          )}
          {props.beforeGenerate}
          <Group>
            <Button variant="default" size="md" onClick={() => go(steps.length - 1)} disabled={busy}>
              {g.back}
            </Button>
            <Button
              size="md"
              onClick={generate}
              loading={busy && status !== 'OFFLINE'}
              // Waiting for the connection is not working: no spinner, the reason is beside it.
              disabled={busy && status === 'OFFLINE'}
            >
              {t.generate}
            </Button>
            <GenerationProgress status={status} />
          </Group>
        </Stack>
      </form>
    );
  }

  const last = stepIndex === steps.length - 1;
  return (
    <form ref={form} onSubmit={submitStep} noValidate aria-label={t.form}>
      <Stack>
        <div>
          {steps.length > 1 && (
            <Text size="sm" c="dimmed" data-step-progress>
              {g.progress(stepIndex + 1, steps.length)}
            </Text>
          )}
          <Title order={3} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {language === 'ne' ? step.labelNe : step.labelEn}
          </Title>
        </div>
        {summary}
        <WorkForm
          key={step.key}
          fields={step.fields}
          values={values}
          errors={errors}
          onChange={changeField}
          drawAll={cameFromCheck}
        />
        <Group>
          {stepIndex > 0 && (
            <Button variant="default" size="md" onClick={() => go(stepIndex - 1)}>
              {g.back}
            </Button>
          )}
          <Button type="submit" size="md">
            {cameFromCheck ? g.backToCheck : last ? g.toCheck : g.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
