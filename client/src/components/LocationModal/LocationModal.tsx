import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTexts } from '../../i18n/language-context';
import { LocationForm } from '../LocationForm/LocationForm';
import { locationTexts } from '../LocationForm/location.texts';

/**
 * 'Select your location': shown on the first dashboard visit and wherever a location is missing.
 * On phones it takes the whole screen, so the lists have the full width and height to open in.
 */
export function LocationModal({
  opened,
  onClose,
  completing = false,
}: {
  opened: boolean;
  onClose: () => void;
  /** Opened because a document needs the location: titled 'Please fill all required fields.' */
  completing?: boolean;
}) {
  const t = useTexts(locationTexts);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={completing ? t.fillAllTitle : t.title}
      size="lg"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <Stack>
        <LocationForm onSaved={onClose} />
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t.services}
          </Text>
          {/* Informational only: these are what a location unlocks. */}
          <Group gap="xs">
            {t.serviceNames.map((service) => (
              <Badge key={service} variant="light" radius="sm" tt="none">
                {service}
              </Badge>
            ))}
          </Group>
        </div>
      </Stack>
    </Modal>
  );
}
