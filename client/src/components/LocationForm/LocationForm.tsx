import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { serverMessage } from '../../i18n/server-messages';
import { useAuth } from '../../auth/auth-context';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { type Place, PLACE_PARTS, type PlacePart, PlaceFields, placeIds } from '../PlaceFields/PlaceFields';
import { showSuccessToast } from '../toasts';
import { locationTexts } from './location.texts';
import { UpdateLocationMutation } from './operations';

const INCOMPLETE_MESSAGE = locationTexts.en.incomplete;

/**
 * The reader's own place, in the PlaceFields cascade (with the municipality's type shown); saves
 * to the profile on submit and says so.
 */
export function LocationForm({ onSaved }: { onSaved?: () => void }) {
  const { user, setUser } = useAuth();
  const { language } = useLanguage();
  const t = useTexts(locationTexts);
  const [choice, setChoice] = useState<Place>({
    province: user?.provinceId ? String(user.provinceId) : null,
    district: user?.districtId ? String(user.districtId) : null,
    localLevel: user?.localLevelId ? String(user.localLevelId) : null,
    ward: user?.ward ? String(user.ward) : null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<PlacePart[]>([]);
  const inputs = useRef<Partial<Record<PlacePart, HTMLInputElement | null>>>({});
  const [save, saving] = useMutation(UpdateLocationMutation);

  const choose = (place: Place, part: PlacePart) => {
    setChoice(place);
    setMissing((m) => m.filter((p) => p !== part));
    // Once every part is chosen, the alert about the missing ones has nothing left to say.
    if (placeIds(place)) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = placeIds(choice);
    if (!input) {
      const empty = PLACE_PARTS.filter((part) => !choice[part]);
      setMissing(empty);
      setProblem(t.incomplete);
      // The first empty list is the one to fill next (those after it are still locked).
      const first = inputs.current[empty[0] as PlacePart];
      first?.focus();
      first?.scrollIntoView({ block: 'center' });
      return;
    }
    setProblem(null);
    setMissing([]);
    try {
      const result = await save({ variables: { input } });
      if (result.data?.updateLocation) setUser(result.data.updateLocation);
      showSuccessToast(t.saved);
      onSaved?.();
    } catch (error) {
      // The modal stays open and says why.
      setProblem(serverMessage(readServerFailure(error), language, t.notSaved));
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
        <PlaceFields
          value={choice}
          onChange={choose}
          missing={missing}
          inputRef={(part, input) => {
            inputs.current[part] = input;
          }}
          withType
        />
        <Button type="submit" loading={saving.loading}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
