import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { showErrorToast as showError, showSuccessToast as showSuccess } from '../../components/toasts';

export const avatarMessages = {
  invalid: 'Please select a valid image file.',
  none: 'No new profile picture selected',
  failed: 'Failed to update profile picture',
};

/** Avatar with upload: a chosen image is previewed locally until Save Image sends it. */
export function AvatarSection() {
  const { user, refetch } = useAuth();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    if (chosen && !chosen.type.startsWith('image/')) {
      showError(avatarMessages.invalid);
      return;
    }
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return showError(avatarMessages.none);
    setSaving(true);
    try {
      const form = new FormData();
      form.append('profilePic', file);
      const response = await fetch('/np/api/v1/updateUser/updateUserProfilePic', {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? avatarMessages.failed);
      showSuccess(body.message ?? 'Profile picture updated');
      setFile(null);
      await refetch();
    } catch (error) {
      showError(error instanceof Error && error.message ? error.message : avatarMessages.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group align="center">
      <Avatar src={preview ?? user?.profilePicUrl ?? undefined} size={96} radius={96} alt="Profile picture">
        {user?.name?.[0]}
      </Avatar>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/*">
            {(props) => (
              <Button variant="light" {...props}>
                Upload
              </Button>
            )}
          </FileButton>
          <Button onClick={save} loading={saving}>
            Save Image
          </Button>
        </Group>
        {file && (
          <Text size="xs" c="dimmed">
            {file.name}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
