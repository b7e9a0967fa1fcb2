import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NepaliTextarea } from '../../../components/NepaliInput/NepaliTextarea';
import { useLanguage } from '../../../i18n/language-context';
import { annotationTexts } from './annotations.texts';

/** Typing a free text: Roman letters become Devanagari as in the generation form's fields. */
export function TextDialog({
  opened,
  initial,
  onClose,
  onDone,
}: {
  opened: boolean;
  initial: { text: string; fontSize: number };
  onClose: () => void;
  onDone: (value: { text: string; fontSize: number }) => void;
}) {
  const t = annotationTexts[useLanguage().language];
  const [text, setText] = useState(initial.text);
  const [fontSize, setFontSize] = useState(initial.fontSize);
  useEffect(() => {
    if (opened) {
      setText(initial.text);
      setFontSize(initial.fontSize);
    }
  }, [opened, initial]);
  const value = text.normalize('NFC').trim();
  return (
    <Modal opened={opened} onClose={onClose} title={t.textTitle}>
      <Stack>
        <NepaliTextarea label={t.textLabel} value={text} onChange={setText} maxLength={1000} data-autofocus />
        <NumberInput
          label={t.fontSize}
          value={fontSize}
          min={6}
          max={72}
          onChange={(v) => setFontSize(typeof v === 'number' ? v : 12)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button disabled={!value} onClick={() => onDone({ text: value, fontSize })}>
            {t.add}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
