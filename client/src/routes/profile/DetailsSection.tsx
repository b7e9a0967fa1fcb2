import { useMutation } from '@apollo/client/react';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import { BsDateInput } from '../../components/BsDateInput/BsDateInput';
import { NepaliInput } from '../../components/NepaliInput/NepaliInput';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import { SaveDetailsMutation } from '../lekhapadi/operations';

type Details = Record<string, string>;

const NEPALI_FIELDS: [key: string, label: string][] = [
  ['fullNameNe', 'पूरा नाम (Full name in Nepali)'],
  ['fatherName', 'बुबाको नाम (Father’s name)'],
  ['motherName', 'आमाको नाम (Mother’s name)'],
  ['grandfatherName', 'बाजेको नाम (Grandfather’s name)'],
  ['spouseName', 'पति/पत्नीको नाम (Spouse’s name)'],
  ['tole', 'टोल (Tole)'],
];

/** The details every document reuses: typed once here (or saved from a form). */
export function DetailsSection() {
  const { user, setUser } = useAuth();
  const initial = Object.fromEntries(
    Object.entries(user?.details ?? {})
      .filter(([key]) => key !== '__typename')
      .map(([k, v]) => [k, (v as string | null) ?? '']),
  ) as Details;
  const [details, setDetails] = useState<Details>(initial);
  const [save, saving] = useMutation(SaveDetailsMutation);
  const set = (key: string) => (value: string) => setDetails((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await save({ variables: { input: details } });
      if (result.data?.updateProfileDetails) setUser(result.data.updateProfileDetails);
      showSuccessToast('Details saved');
    } catch (error) {
      showErrorToast(readServerFailure(error).message ?? 'Something went wrong');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {NEPALI_FIELDS.map(([key, label]) => (
            <NepaliInput key={key} label={label} value={details[key] ?? ''} onChange={set(key)} />
          ))}
          <TextInput
            label="Full name in English"
            value={details.fullNameEn ?? ''}
            onChange={(e) => set('fullNameEn')(e.currentTarget.value)}
          />
          <Select
            label="लिङ्ग (Gender)"
            data={[
              { value: 'male', label: 'पुरुष (Male)' },
              { value: 'female', label: 'महिला (Female)' },
              { value: 'other', label: 'अन्य (Other)' },
            ]}
            value={details.gender || null}
            onChange={(value) => set('gender')(value ?? '')}
            clearable
          />
          <BsDateInput
            label="जन्म मिति (Date of birth, BS)"
            value={details.dateOfBirthBs ?? ''}
            onChange={set('dateOfBirthBs')}
          />
          <TextInput
            label="नागरिकता नं. (Citizenship number)"
            value={details.citizenshipNumber ?? ''}
            onChange={(e) => set('citizenshipNumber')(e.currentTarget.value)}
          />
          <TextInput
            label="जारी जिल्ला (Issuing district)"
            value={details.citizenshipIssueDistrict ?? ''}
            onChange={(e) => set('citizenshipIssueDistrict')(e.currentTarget.value)}
          />
          <BsDateInput
            label="जारी मिति (Issue date, BS)"
            value={details.citizenshipIssueDateBs ?? ''}
            onChange={set('citizenshipIssueDateBs')}
          />
        </SimpleGrid>
        <Button type="submit" loading={saving.loading} w="fit-content">
          Save details
        </Button>
      </Stack>
    </form>
  );
}
