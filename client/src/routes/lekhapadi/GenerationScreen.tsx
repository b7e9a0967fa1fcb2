import { useQuery } from '@apollo/client/react';
import { Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { hasLocation } from '../../components/LocationForm/has-location';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { PaymentPanel } from '../../components/PaymentPanel/PaymentPanel';
import type { FormValues, WorkField } from '../../components/WorkForm/types';
import { storeCurrentDocument } from '../../documents/current-document';
import { DocumentForm } from './DocumentForm';
import { prefilledValues } from './form-values';
import { LocationBanner } from './LocationBanner';
import { WorkFieldsQuery, WorksOfAreaQuery } from './operations';
import type { GeneratedDocument } from './use-document-progress';
import { useGeneration } from './use-generation';

export const NO_LOCATION_TEXT = "You haven't set your province, district, municipality, or ward yet.";
export const FREE_DOCUMENTS = 10;

/** The generation screen of one service area (1: Lekhapadi works, 2: police reports). */
export function GenerationScreen({ serviceAreaId, title }: { serviceAreaId: number; title: string }) {
  const { user, refetch } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const workKey = params.get('work');
  const [locationOpen, setLocationOpen] = useState(false);
  const [values, setValues] = useState<FormValues>({});

  const works = useQuery(WorksOfAreaQuery, { variables: { serviceAreaId } });
  const work = works.data?.works.find((w) => w.key === workKey) ?? null;
  const located = hasLocation(user);
  const fieldsQuery = useQuery(WorkFieldsQuery, {
    variables: {
      workKey: workKey ?? '',
      provinceSlug: user?.provinceSlug ?? '',
      districtSlug: user?.districtSlug ?? '',
    },
    skip: !work || !located,
  });
  const fields = (fieldsQuery.data?.workFields ?? []) as WorkField[];

  const onReady = useCallback(
    (document: GeneratedDocument) => {
      storeCurrentDocument({
        id: document.id,
        workNameNe: document.workNameNe,
        workNameEn: document.workNameEn,
        place: `${user?.province ?? ''}, ${user?.municipality ?? ''} - ${user?.ward ?? ''}`,
        downloadUrl: document.downloadUrl ?? null,
      });
      // The count and tokens changed: the next visit to this screen must know.
      void refetch().then(() => navigate('/dashboard/printdocument'));
    },
    [user, refetch, navigate],
  );
  const onSettled = useCallback(() => void refetch(), [refetch]);
  const generation = useGeneration({ onReady, onSettled });
  const { failure } = generation;

  // A new work (or a new place) starts from the profile's details. Later profile changes must not
  // wipe what is being typed, hence only the form's answer as a dependency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    setValues(prefilledValues(fields, user));
    generation.reset();
  }, [fieldsQuery.data]);

  useEffect(() => {
    if (failure?.kind === 'location') setLocationOpen(true);
  }, [failure]);

  // Nothing pays for another document: no plan, no bought document, the free ones used.
  const mustPayFirst =
    Boolean(user) &&
    !user?.isSubscribed &&
    (user?.documentCount ?? 0) >= FREE_DOCUMENTS &&
    (user?.documentTokens ?? 0) === 0 &&
    (work?.price ?? 0) > 0;
  const payment = failure?.kind === 'payment' ? failure : null;

  return (
    <Stack maw={1100}>
      <LocationBanner title={title} user={user} />
      <Title order={2} size="h3">
        Select Required Documents
      </Title>
      <Select
        aria-label="Work"
        placeholder="Select a work"
        data={(works.data?.works ?? []).map((w) => ({ value: w.key, label: `${w.nameNe} — ${w.nameEn}` }))}
        value={work ? work.key : null}
        onChange={(key) => setParams(key ? { work: key } : {})}
        searchable
        nothingFoundMessage="No such work"
        disabled={generation.busy}
      />
      {!located ? (
        <Card withBorder padding="lg">
          <Text mb="sm">{NO_LOCATION_TEXT}</Text>
          <Button onClick={() => setLocationOpen(true)} w="fit-content">
            Set Now
          </Button>
        </Card>
      ) : work && (payment || mustPayFirst) ? (
        <PaymentPanel
          workKey={work.key}
          price={payment?.price || work.price}
          documentCount={payment?.documentCount ?? user?.documentCount ?? 0}
        />
      ) : work ? (
        <DocumentForm
          key={work.key}
          fields={fields}
          loading={fieldsQuery.loading}
          values={values}
          onValuesChange={setValues}
          serverErrors={failure?.kind === 'fields' ? failure.errors : {}}
          problem={failure && failure.kind !== 'payment' ? failure.message : null}
          busy={generation.busy}
          status={generation.status}
          onGenerate={(saveToProfile) =>
            void generation.start({ workKey: work.key, fields, values, saveToProfile })
          }
        />
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
