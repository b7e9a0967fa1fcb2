import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { hasLocation } from '../../components/LocationForm/has-location';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { PaymentPanel } from '../../components/PaymentPanel/PaymentPanel';
import type { FieldErrors, FormValues, WorkField } from '../../components/WorkForm/types';
import { WorkForm } from '../../components/WorkForm/WorkForm';
import { storeCurrentDocument } from '../../documents/current-document';
import { payloadOf, prefilledValues, profileDetailsFrom } from './form-values';
import {
  GenerateDocumentMutation,
  SaveDetailsMutation,
  WorkFieldsQuery,
  WorksOfAreaQuery,
} from './operations';
import { useDocumentProgress } from './use-document-progress';

export const NO_LOCATION_TEXT = "You haven't set your province, district, municipality, or ward yet.";
const FREE_DOCUMENTS = 10;
const PROGRESS: Record<string, string> = { QUEUED: 'Waiting to start…', RENDERING: 'Writing your document…' };

/** The generation screen of one service area (1: Lekhapadi works, 2: police reports). */
export function GenerationScreen({ serviceAreaId, title }: { serviceAreaId: number; title: string }) {
  const { user, refetch } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const workKey = params.get('work');
  const [locationOpen, setLocationOpen] = useState(false);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saveToProfile, setSaveToProfile] = useState(true);
  const [payment, setPayment] = useState<{ price: number; documentCount: number } | null>(null);
  const [documentId, setDocumentId] = useState<string | null>(null);

  const works = useQuery(WorksOfAreaQuery, { variables: { serviceAreaId } });
  const work = works.data?.works.find((w) => w.key === workKey) ?? null;
  const located = hasLocation(user);
  const fieldsQuery = useQuery(WorkFieldsQuery, {
    variables: {
      workKey: workKey ?? '',
      provinceSlug: user?.provinceSlug ?? '',
      districtSlug: user?.districtSlug ?? '',
    },
    skip: !workKey || !located,
  });
  const fields = (fieldsQuery.data?.workFields ?? []) as WorkField[];
  const [generate, generating] = useMutation(GenerateDocumentMutation);
  const [saveDetails] = useMutation(SaveDetailsMutation);
  const progress = useDocumentProgress(documentId);

  // A new work (or a reload of its fields) starts from the profile's details; later profile
  // changes must not wipe what the user is typing, hence only the form as a dependency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    setValues(prefilledValues(fields, user));
    setErrors({});
    setPayment(null);
    setProblem(null);
  }, [fieldsQuery.data]);

  useEffect(() => {
    const document = progress.document;
    if (!document || !documentId) return;
    if (document.status === 'READY') {
      storeCurrentDocument({
        id: document.id,
        workNameNe: document.workNameNe,
        workNameEn: document.workNameEn,
        place: `${user?.province ?? ''}, ${user?.municipality ?? ''} - ${user?.ward ?? ''}`,
      });
      void refetch().then(() => navigate('/dashboard/printdocument'));
    } else if (document.status === 'FAILED') {
      setProblem(document.failureReason ?? 'The document could not be generated. Nothing was charged.');
      setDocumentId(null);
      void refetch();
    }
  }, [progress.document, documentId, navigate, refetch, user]);

  const mustPayFirst =
    Boolean(user) &&
    !user?.isSubscribed &&
    (user?.documentCount ?? 0) >= FREE_DOCUMENTS &&
    (user?.documentTokens ?? 0) === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!work) return;
    setProblem(null);
    setErrors({});
    try {
      if (saveToProfile) {
        const details = profileDetailsFrom(fields, values);
        if (Object.keys(details).length)
          await saveDetails({ variables: { input: details } }).catch(() => undefined);
      }
      const result = await generate({
        variables: { input: { workKey: work.key, values: payloadOf(fields, values) } },
      });
      if (result.data?.generateDocument) setDocumentId(result.data.generateDocument.id);
    } catch (error) {
      if (!CombinedGraphQLErrors.is(error)) {
        setProblem('Something went wrong. Please try again.');
        return;
      }
      const first = error.errors[0];
      const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
      if (extensions.code === 'PAYMENT_REQUIRED') {
        setPayment({ price: Number(extensions.price), documentCount: Number(extensions.documentCount) });
      } else if (extensions.field === 'location') {
        setProblem(first?.message ?? null);
        setLocationOpen(true);
      } else if (Array.isArray(extensions.errors)) {
        setErrors(
          Object.fromEntries(
            (extensions.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
          ),
        );
        setProblem('Please correct the marked fields.');
      } else {
        setProblem(first?.message ?? 'Something went wrong. Please try again.');
      }
    }
  };

  const busy = generating.loading || Boolean(documentId);
  return (
    <Stack>
      <Card withBorder padding="md" bg="var(--mantine-color-blue-light)">
        <Title order={2}>{title}</Title>
        <Text size="sm">
          {located
            ? `${user?.province}, ${user?.district}, ${user?.municipality} - ${user?.ward}`
            : 'Location not set'}
        </Text>
      </Card>
      <Title order={3}>Select Required Documents</Title>
      <Select
        aria-label="Work"
        placeholder="Select a work"
        data={(works.data?.works ?? []).map((w) => ({ value: w.key, label: `${w.nameNe} — ${w.nameEn}` }))}
        value={workKey}
        onChange={(key) => {
          setDocumentId(null);
          setParams(key ? { work: key } : {});
        }}
        searchable
      />
      {!located ? (
        <Card withBorder padding="lg">
          <Text mb="sm">{NO_LOCATION_TEXT}</Text>
          <Button onClick={() => setLocationOpen(true)} w="fit-content">
            Set Now
          </Button>
        </Card>
      ) : work && (payment || (mustPayFirst && !documentId)) ? (
        <PaymentPanel
          workKey={work.key}
          price={work.price}
          documentCount={payment?.documentCount ?? user?.documentCount ?? 0}
        />
      ) : work ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            {fieldsQuery.loading && <Loader />}
            <WorkForm
              fields={fields}
              values={values}
              errors={errors}
              onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
            />
            <Checkbox
              label="Save these details to my profile"
              checked={saveToProfile}
              onChange={(e) => setSaveToProfile(e.currentTarget.checked)}
            />
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy} disabled={busy}>
                Generate
              </Button>
              {documentId && progress.status && <Text c="dimmed">{PROGRESS[progress.status] ?? ''}</Text>}
            </Group>
          </Stack>
        </form>
      ) : null}
      <LocationModal
        opened={locationOpen}
        title="Please fill all required fields."
        onClose={() => {
          setLocationOpen(false);
          void refetch();
        }}
      />
    </Stack>
  );
}
