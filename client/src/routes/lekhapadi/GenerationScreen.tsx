import { useQuery } from '@apollo/client/react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { formPlaceOf, hasLocation } from '../../components/LocationForm/has-location';
import { wardNumber } from '../../components/LocationForm/place-line';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { PaymentPanel } from '../../components/PaymentPanel/PaymentPanel';
import { WorkList } from '../../components/WorkList/WorkList';
import type { WorkField } from '../../components/WorkForm/types';
import { storeCurrentDocument } from '../../documents/current-document';
import { useLanguage } from '../../i18n/language-context';
import { prefetchPdf } from '../../documents/pdf-file';
import { useActiveOfficeId } from '../../offices/active-office';
import { ClientChooser } from '../../offices/ClientChooser';
import {
  type ChosenClient,
  applicantValuesOf,
  secondPartyOf,
  secondPartyValuesOf,
} from '../../offices/client-values';
import { DocumentForm } from './DocumentForm';
import { prefilledValues } from './form-values';
import { generationTexts } from './generation.texts';
import { LocationBanner } from './LocationBanner';
import { type FormPage, pageParam, readPage } from './guided/form-steps';
import { GenerateNotice } from './guided/GenerateNotice';
import { WorkFieldsQuery, WorksOfAreaQuery, workFieldsVariables } from './operations';
import type { GeneratedDocument } from './use-document-progress';
import { useGeneration } from './use-generation';
import { useWorkDraft } from './use-work-draft';
import { useWorkEntitlement } from './use-work-entitlement';
import { WorkSelect } from './WorkSelect';

const NO_LOCATION_TEXT = generationTexts.en.noLocation;
/** One object, not a new one per render: the form's fields are redrawn only when their errors change. */
const NO_FIELD_ERRORS = {};

/** The generation screen of one service area (1: Lekhapadi works, 2: police reports). */
export function GenerationScreen({ serviceAreaId, title }: { serviceAreaId: number; title: string }) {
  const { user, refetch } = useAuth();
  const { language } = useLanguage();
  const t = generationTexts[language];
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const workKey = params.get('work');
  const [locationOpen, setLocationOpen] = useState(false);
  // In an office, the document is for one of its clients: the client's details and place fill the
  // form (the member's own place does not count), and a two-party deed may take a second client.
  const officeId = useActiveOfficeId();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [secondClient, setSecondClient] = useState<ChosenClient | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another office forgets the choices
  useEffect(() => {
    setClient(null);
    setSecondClient(null);
  }, [officeId]);

  const works = useQuery(WorksOfAreaQuery, { variables: { serviceAreaId } });
  const chooseWork = useCallback((key: string | null) => setParams(key ? { work: key } : {}), [setParams]);
  const work = works.data?.works.find((w) => w.key === workKey) ?? null;
  const located = hasLocation(user);
  const place = officeId
    ? client?.provinceSlug && client.districtSlug
      ? {
          provinceSlug: client.provinceSlug,
          districtSlug: client.districtSlug,
          localLevelId: client.localLevelId,
        }
      : null
    : formPlaceOf(user);
  const fieldsQuery = useQuery(WorkFieldsQuery, {
    variables: workFieldsVariables(workKey ?? '', place),
    // Asked together with the works (not after them): the key and the place are already known.
    skip: !workKey || !place,
  });
  const fields = (fieldsQuery.data?.workFields ?? []) as WorkField[];
  const steps = fieldsQuery.data?.work?.steps ?? null;
  // The page of the guided form is in the address: a reload, and the phone's Back, keep it.
  const page = readPage(params.get('step'), Math.max(1, steps?.length ?? 1));
  const changePage = useCallback(
    (next: FormPage) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 0) updated.delete('step');
        else updated.set('step', pageParam(next));
        return updated;
      }),
    [setParams],
  );
  const { entitlement, refresh: refreshEntitlement } = useWorkEntitlement(workKey, officeId);
  // A new work (or a new place) starts from its draft, else from the profile's details. Later
  // profile changes must not wipe what is being typed, hence only the form's answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const startValues = useMemo(
    () =>
      fieldsQuery.data
        ? officeId
          ? { ...prefilledValues(fields, null), ...(client ? applicantValuesOf(fields, client) : {}) }
          : prefilledValues(fields, user)
        : null,
    [fieldsQuery.data, client?.id],
  );
  // An office's drafts are kept apart from the member's own, one per client.
  const draftOwner = user ? (officeId ? `${user.id}:${officeId}:${client?.id ?? ''}` : user.id) : null;
  const draft = useWorkDraft(draftOwner, workKey, startValues);
  const secondParty = officeId ? secondPartyOf(fields) : null;
  const chooseSecondClient = (chosen: ChosenClient | null) => {
    setSecondClient(chosen);
    if (chosen) draft.change({ ...draft.values, ...secondPartyValuesOf(fields, chosen) });
  };
  // The server decides; until it has answered (or while offline) the form is shown.
  const mustPayFirst = entitlement ? !entitlement.canGenerate : false;

  const onReady = useCallback(
    (document: GeneratedDocument) => {
      if (document.downloadUrl) prefetchPdf(document.downloadUrl);
      storeCurrentDocument({
        id: document.id,
        workNameNe: document.workNameNe,
        workNameEn: document.workNameEn,
        place:
          officeId && client
            ? (client.addressNe ?? client.fullName)
            : `${user?.province ?? ''}, ${user?.municipality ?? ''} - ${wardNumber(user?.ward ?? '', language)}`,
        downloadUrl: document.downloadUrl ?? null,
      });
      draft.clear();
      refreshEntitlement();
      // The count and tokens changed: the next visit to this screen must know.
      void refetch();
      // The document's own address: a reload, a new tab or another device opens the same one.
      navigate(`/dashboard/printdocument/${document.id}`);
    },
    [user, refetch, navigate, draft.clear, refreshEntitlement, language, officeId, client],
  );
  const onSettled = useCallback(() => {
    refreshEntitlement();
    void refetch();
  }, [refetch, refreshEntitlement]);
  const generation = useGeneration({
    // From the moment the form can be used: before anything is asked, after the form's own downloads.
    listening: Boolean(work && place && !mustPayFirst && fields.length > 0),
    onReady,
    onSettled,
  });
  const { failure } = generation;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new form forgets the last attempt
  useEffect(() => generation.reset(), [fieldsQuery.data?.workFields]);

  useEffect(() => {
    if (failure?.kind === 'location') setLocationOpen(true);
  }, [failure]);

  return (
    <Stack maw={1100}>
      {officeId ? (
        <Title order={1} size="h2">
          {title}
        </Title>
      ) : (
        <LocationBanner title={title} user={user} />
      )}
      <Title order={2} size="h3">
        {t.heading}
      </Title>
      <WorkSelect
        works={works.data?.works ?? []}
        value={work ? work.key : null}
        onChange={chooseWork}
        disabled={generation.busy}
      />
      {officeId && (
        <ClientChooser
          officeId={officeId}
          label={t.chooseClient}
          description={t.chooseClientHint}
          placeholder={t.searchClients}
          nothingFound={t.noClients}
          value={client}
          onChange={(chosen) => {
            setClient(chosen);
            setSecondClient(null);
          }}
          disabled={generation.busy}
        />
      )}
      {officeId && secondParty && client && (
        <ClientChooser
          officeId={officeId}
          label={t.chooseSecondParty}
          description={t.chooseSecondPartyHint}
          placeholder={t.searchClients}
          nothingFound={t.noClients}
          value={secondClient}
          onChange={chooseSecondClient}
          disabled={generation.busy}
        />
      )}
      {officeId && !client ? (
        work && <Text>{t.clientFirst}</Text>
      ) : officeId && !place ? (
        <Text c="red">{t.clientWithoutPlace}</Text>
      ) : !located && !officeId ? (
        <Card withBorder padding="lg">
          <Text mb="sm">{t.noLocation}</Text>
          <Button onClick={() => setLocationOpen(true)} w="fit-content">
            {t.setNow}
          </Button>
        </Card>
      ) : work && entitlement && mustPayFirst ? (
        <PaymentPanel workKey={work.key} entitlement={entitlement} forOffice={Boolean(officeId)} />
      ) : work ? (
        <DocumentForm
          key={work.key}
          fields={fields}
          steps={steps}
          page={page}
          onPageChange={changePage}
          loading={fieldsQuery.loading}
          values={draft.values}
          onValuesChange={draft.change}
          serverErrors={failure?.kind === 'fields' ? failure.errors : NO_FIELD_ERRORS}
          problem={
            failure && failure.kind !== 'payment' && failure.kind !== 'signedOut' ? failure.message : null
          }
          beforeGenerate={
            <GenerateNotice
              counts={entitlement}
              signedOut={failure?.kind === 'signedOut'}
              waiting={generation.status === 'OFFLINE'}
            />
          }
          busy={generation.busy}
          status={generation.status}
          allowSaveToProfile={!officeId}
          onGenerate={(saveToProfile) =>
            void generation.start({
              workKey: work.key,
              fields,
              values: draft.values,
              saveToProfile: saveToProfile && !officeId,
              office:
                officeId && client
                  ? { officeId, clientId: client.id, secondClientId: secondClient?.id ?? null }
                  : null,
            })
          }
        />
      ) : null}
      {!work && <WorkList works={works.data?.works ?? []} label={t.allWorks} />}
      <LocationModal
        opened={locationOpen}
        completing
        onClose={() => {
          setLocationOpen(false);
          void refetch();
        }}
      />
    </Stack>
  );
}
