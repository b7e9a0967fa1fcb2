import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { LocationForm } from '../LocationForm/LocationForm';

const SERVICES = [
  'Police Report',
  'IRD Document',
  'Malpot Document',
  'Municipality Document',
  'Ward Document',
];

/** 'Select Your Location': shown on the first dashboard visit and wherever a location is missing. */
export function LocationModal({
  opened,
  onClose,
  title = 'Select Your Location',
}: {
  opened: boolean;
  onClose: () => void;
  title?: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <LocationForm onSaved={onClose} />
        <div>
          <Text size="sm" fw={600} mb={4}>
            Services
          </Text>
          {/* Informational only: these are what a location unlocks. */}
          <Group gap="xs">
            {SERVICES.map((service) => (
              <Badge key={service} variant="light" radius="sm">
                {service}
              </Badge>
            ))}
          </Group>
        </div>
      </Stack>
    </Modal>
  );
}
