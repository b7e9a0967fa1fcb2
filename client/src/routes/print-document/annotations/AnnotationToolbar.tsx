import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Popover,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDeviceFloppy,
  IconHighlight,
  IconPointer,
  IconSignature,
  IconRubberStamp,
  IconTypography,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { readServerFailure } from '../../../apollo/errors';
import { showErrorToast } from '../../../components/toasts';
import { fetchableUrl } from '../../../documents/pdf-file';
import { useLanguage } from '../../../i18n/language-context';
import { serverMessage } from '../../../i18n/server-messages';
import { annotationTexts } from './annotations.texts';
import { UploadStampImageMutation } from './operations';
import { type Tool, useEditor } from './use-annotation-editor';

/** 40 px: the smallest touch target on a phone. */
const SIZE = 40;

/** A tool with its name beside its icon (a bare icon says little on a phone, where no tooltip opens). */
function ToolButton({
  label,
  shortLabel,
  icon,
  active,
  disabled,
  keepSelection,
  onClick,
}: {
  /** The accessible name; it begins with or contains the visible `shortLabel`. */
  label: string;
  shortLabel?: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  /** Pressing it leaves the page's text selection as it is (the highlight reads it). */
  keepSelection?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      h={SIZE}
      px="sm"
      variant={active ? 'filled' : 'default'}
      leftSection={icon}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={keepSelection ? (event) => event.preventDefault() : undefined}
      onClick={onClick}
    >
      {shortLabel ?? label}
    </Button>
  );
}

/** Undo and redo: their arrows are known everywhere; the name is in the tooltip and for readers. */
function IconTool({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon size={SIZE} variant="default" aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Select, free text, highlight (of the selected text), ink and stamp; undo, redo and Save. It
 * wraps onto a second line on a narrow phone rather than scrolling out of reach.
 */
export function AnnotationToolbar({ onHighlight }: { onHighlight: () => void }) {
  const editor = useEditor();
  const { language } = useLanguage();
  const t = annotationTexts[language];
  const pick = (tool: Tool) => () => {
    editor.setTool(editor.tool === tool ? 'select' : tool);
    editor.setSelected(null);
  };
  const hint =
    editor.tool === 'FREE_TEXT'
      ? t.placeText
      : editor.tool === 'INK'
        ? t.drawHint
        : editor.tool === 'STAMP'
          ? t.placeStamp
          : null;

  return (
    <Paper withBorder p={6} radius="md">
      <Group gap={6} wrap="wrap" role="toolbar" aria-label={t.toolbar}>
        <ToolButton
          label={t.select}
          icon={<IconPointer size={18} />}
          active={editor.tool === 'select'}
          onClick={pick('select')}
        />
        <ToolButton
          label={t.text}
          icon={<IconTypography size={18} />}
          active={editor.tool === 'FREE_TEXT'}
          onClick={pick('FREE_TEXT')}
        />
        <ToolButton
          label={t.highlight}
          shortLabel={t.highlightShort}
          icon={<IconHighlight size={18} />}
          keepSelection
          onClick={onHighlight}
        />
        <ToolButton
          label={t.ink}
          icon={<IconSignature size={18} />}
          active={editor.tool === 'INK'}
          onClick={pick('INK')}
        />
        <StampPicker />
        <IconTool label={t.undo} disabled={!editor.canUndo} onClick={editor.undo}>
          <IconArrowBackUp size={20} />
        </IconTool>
        <IconTool label={t.redo} disabled={!editor.canRedo} onClick={editor.redo}>
          <IconArrowForwardUp size={20} />
        </IconTool>
        <Button
          h={SIZE}
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={editor.save}
          loading={editor.saving}
          disabled={!editor.dirty}
        >
          {t.save}
        </Button>
        {editor.dirty && (
          <Badge color="orange" variant="light">
            {t.unsaved}
          </Badge>
        )}
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" mt={4} role="status">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The user's stamp images, and an upload; choosing one arms the stamp tool. */
function StampPicker() {
  const editor = useEditor();
  const { language } = useLanguage();
  const t = annotationTexts[language];
  const [upload, uploading] = useMutation(UploadStampImageMutation);

  const onFile = async (file: File | null) => {
    if (!file) return;
    const base64 = await toBase64(file);
    try {
      const result = await upload({ variables: { imageBase64: base64 } });
      await editor.refetchStamps();
      const id = result.data?.uploadStampImage.id;
      if (id) {
        editor.setStampId(id);
        editor.setTool('STAMP');
      }
    } catch (error) {
      showErrorToast(serverMessage(readServerFailure(error), language, t.noStamps));
    }
  };

  return (
    <Popover position="bottom" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          h={SIZE}
          px="sm"
          variant={editor.tool === 'STAMP' ? 'filled' : 'default'}
          leftSection={<IconRubberStamp size={18} />}
          aria-label={t.stamp}
          aria-pressed={editor.tool === 'STAMP'}
        >
          {t.stamp}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={320}>
        <Stack gap="xs">
          <Text fw={600}>{t.stampsTitle}</Text>
          {editor.stampImages.length === 0 && <Text size="sm">{t.noStamps}</Text>}
          <Group gap={6}>
            {editor.stampImages.map((stamp, i) => (
              <ActionIcon
                key={stamp.id}
                size={56}
                variant={editor.stampId === stamp.id ? 'filled' : 'default'}
                aria-label={t.chooseStamp(i + 1)}
                onClick={() => {
                  editor.setStampId(stamp.id);
                  editor.setTool('STAMP');
                }}
              >
                <Image src={fetchableUrl(stamp.imageUrl)} alt="" w={48} h={48} fit="contain" />
              </ActionIcon>
            ))}
          </Group>
          <FileButton onChange={onFile} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} h={SIZE} variant="light" loading={uploading.loading}>
                {t.upload}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
