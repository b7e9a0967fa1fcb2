import { useMutation } from '@apollo/client/react';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { type CurrentUser, useAuth } from '../../auth/auth-context';
import { BsDateInput } from '../../components/BsDateInput/BsDateInput';
import { DistrictSelect } from '../../components/DistrictSelect/DistrictSelect';
import { NepaliInput } from '../../components/NepaliInput/NepaliInput';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import { SaveDetailsMutation } from '../lekhapadi/operations';

type Details = Record<string, string>;

// Labels as the documents' forms word them, so a detail reads the same in both places.
const NEPALI_NAMES: [key: string, labelNe: string, labelEn: string][] = [
  ['fullNameNe', 'पूरा नाम थर', 'Full name in Nepali'],
  ['fatherName', 'बाबुको नाम थर', "Father's name"],
  ['motherName', 'आमाको नाम थर', "Mother's name"],
  ['grandfatherName', 'बाजेको नाम थर', "Grandfather's name"],
  ['spouseName', 'पति/पत्नीको नाम थर', "Spouse's name"],
  ['tole', 'टोल', 'Tole (street or village)'],
];

const GENDERS = [
  { value: 'male', label: 'पुरुष (Male)' },
  { value: 'female', label: 'महिला (Female)' },
  { value: 'other', label: 'अन्य (Other)' },
];

const detailsOf = (user: CurrentUser | null): Details =>
  Object.fromEntries(
    Object.entries(user?.details ?? {})
      .filter(([key]) => key !== '__typename')
      .map(([key, value]) => [key, (value as string | null) ?? '']),
  );

/** The details every document reuses: typed once here (or saved from a document's form). */
export function DetailsSection() {
  const { user, setUser } = useAuth();
  const [details, setDetails] = useState<Details>(() => detailsOf(user));
  const [save, saving] = useMutation(SaveDetailsMutation);
  const set = (key: string) => (value: string) => setDetails((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await save({ variables: { input: details } });
      if (result.data?.updateProfileDetails) setUser(result.data.updateProfileDetails);
      showSuccessToast('Details saved.');
    } catch (error) {
      showErrorToast(readServerFailure(error).message ?? 'Something went wrong');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Details for your documents">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {NEPALI_NAMES.map(([key, labelNe, labelEn]) => (
            <NepaliInput
              key={key}
              label={labelNe}
              description={labelEn}
              placeholder={`Enter ${labelEn}`}
              value={details[key] ?? ''}
              onChange={set(key)}
            />
          ))}
          <TextInput
            label="पूरा नाम (अंग्रेजीमा)"
            description="Full name in English"
            placeholder="Enter Full name in English"
            value={details.fullNameEn ?? ''}
            onChange={(e) => set('fullNameEn')(e.currentTarget.value)}
          />
          <Select
            label="लिङ्ग"
            description="Gender"
            placeholder="Select gender"
            data={GENDERS}
            value={details.gender || null}
            onChange={(value) => set('gender')(value ?? '')}
            clearable
          />
          <BsDateInput
            label="जन्म मिति (वि.सं.)"
            description="Date of birth (BS)"
            value={details.dateOfBirthBs ?? ''}
            onChange={set('dateOfBirthBs')}
          />
          <TextInput
            label="नागरिकता प्रमाणपत्र नं."
            description="Citizenship certificate number"
            placeholder="Enter Citizenship certificate number"
            value={details.citizenshipNumber ?? ''}
            onChange={(e) => set('citizenshipNumber')(e.currentTarget.value)}
          />
          <DistrictSelect
            label="नागरिकता जारी जिल्ला"
            description="Citizenship issuing district"
            placeholder="Select district"
            value={details.citizenshipIssueDistrict || null}
            onChange={(value) => set('citizenshipIssueDistrict')(value ?? '')}
          />
          <BsDateInput
            label="नागरिकता जारी मिति (वि.सं.)"
            description="Citizenship issue date (BS)"
            value={details.citizenshipIssueDateBs ?? ''}
            onChange={set('citizenshipIssueDateBs')}
          />
        </SimpleGrid>
        <Button type="submit" loading={saving.loading} w="fit-content">
          Save Details
        </Button>
      </Stack>
    </form>
  );
}
