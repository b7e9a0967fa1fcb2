import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import { useLanguage } from '../../i18n/language-context';
import { avatarMessages, avatarProblem, uploadAvatar } from './avatar-upload';
import { profileMessage, profileTexts } from './profile.texts';

/** Avatar with upload: a chosen image is previewed here until Save Image sends it. */
export function AvatarSection() {
  const { user, refetch } = useAuth();
  const { language } = useLanguage();
  const t = profileTexts[language].avatar;
  const say = (message: string) => profileMessage(message, language);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = avatarProblem(chosen);
    if (problem) return showErrorToast(say(problem));
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return showErrorToast(say(avatarMessages.none));
    setSaving(true);
    try {
      showSuccessToast(say(await uploadAvatar(file)));
      // The new signed avatar link comes with the profile.
      await refetch();
      setFile(null);
    } catch (error) {
      showErrorToast(say(error instanceof Error ? error.message : avatarMessages.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group align="center" gap="lg">
      <Avatar
        src={preview ?? user?.profilePicUrl ?? undefined}
        size={96}
        radius={96}
        alt={t.alt}
        color="nepalBlue"
      >
        {user?.name?.trim()[0]?.toUpperCase()}
      </Avatar>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/*">
            {(props) => (
              <Button variant="light" leftSection={<IconPhotoUp size={16} />} {...props}>
                {t.upload}
              </Button>
            )}
          </FileButton>
          <Button onClick={save} loading={saving}>
            {t.save}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {file ? t.notSaved(file.name) : t.hint}
        </Text>
      </Stack>
    </Group>
  );
}
