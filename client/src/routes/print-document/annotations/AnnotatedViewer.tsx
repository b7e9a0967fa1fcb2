import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/language-context';
import { showErrorToast } from '../../../components/toasts';
import PdfViewer from '../PdfViewer';
import { PHONE_QUERY } from '../phone-layout';
import { AnnotationOverlay } from './AnnotationOverlay';
import { AnnotationToolbar } from './AnnotationToolbar';
import { annotationTexts } from './annotations.texts';
import { highlightsFromSelection } from './highlight-selection';
import { clampBox, DEFAULT_COLORS, type EditorAnnotation, newKey, type PageSize } from './model';
import { TextDialog } from './TextDialog';
import { AnnotationEditorContext, useAnnotationEditor, useEditorKeys } from './use-annotation-editor';
import { VersionList } from './VersionList';

/** A new free text box is this wide (points); its height follows its lines. */
const TEXT_WIDTH = 220;

type TextTarget =
  | { mode: 'new'; page: number; x: number; y: number; pageSize: PageSize }
  | { mode: 'edit'; annotation: EditorAnnotation };

/**
 * The viewer with the annotation editor: the original PDF, the latest version's annotations over
 * it (editable), the tools and the versions. Saving writes them into a new version on the server.
 */
export default function AnnotatedViewer({
  file,
  documentId,
  original,
}: {
  file: string;
  documentId: string;
  original: { downloadUrl: string | null; createdAt: string | null };
}) {
  const editor = useAnnotationEditor(documentId);
  useEditorKeys(editor);
  const t = annotationTexts[useLanguage().language];
  const sizes = useRef(new Map<number, PageSize>());
  const [textTarget, setTextTarget] = useState<TextTarget | null>(null);
  // On a phone the page comes first: the tools wait behind one button until asked for (and stay
  // while there is something unsaved). A wider screen shows them always.
  const phone = useMediaQuery(PHONE_QUERY);
  const [toolsAsked, setToolsAsked] = useState(false);
  const showTools = !phone || toolsAsked || editor.dirty;

  const onPageSize = useCallback((n: number, size: PageSize) => sizes.current.set(n, size), []);
  const onHighlight = () => {
    const found = highlightsFromSelection(window.getSelection(), sizes.current);
    if (found.length === 0) {
      showErrorToast(t.selectFirst);
      return;
    }
    for (const a of found) editor.add(a);
    window.getSelection()?.removeAllRanges();
  };

  const onTextDone = ({ text, fontSize }: { text: string; fontSize: number }) => {
    const target = textTarget;
    setTextTarget(null);
    if (!target) return;
    const lines = text.split('\n').length;
    const height = Math.max(lines * fontSize * 1.5 + 4, fontSize * 1.5 + 4);
    if (target.mode === 'new') {
      editor.add({
        key: newKey(),
        kind: 'FREE_TEXT',
        page: target.page,
        rect: clampBox({ x: target.x, y: target.y - height, width: TEXT_WIDTH, height }, target.pageSize),
        color: DEFAULT_COLORS.FREE_TEXT,
        text,
        fontSize,
      });
      editor.setTool('select');
    } else {
      editor.update({ ...target.annotation, text, fontSize });
    }
  };

  // One object per opening: the dialog starts again from it only when it changes.
  const initial = useMemo(
    () =>
      textTarget?.mode === 'edit'
        ? { text: textTarget.annotation.text ?? '', fontSize: textTarget.annotation.fontSize ?? 12 }
        : { text: '', fontSize: 12 },
    [textTarget],
  );

  return (
    <AnnotationEditorContext.Provider value={editor}>
      <Stack gap="xs">
        {showTools && <AnnotationToolbar onHighlight={onHighlight} />}
        <PdfViewer
          file={file}
          onPageSize={onPageSize}
          compact={phone}
          toolbarEnd={
            phone && (
              <Button
                h={34}
                px="sm"
                style={{ flexShrink: 0 }}
                variant={showTools ? 'filled' : 'default'}
                leftSection={<IconPencil size={18} />}
                aria-expanded={showTools}
                onClick={() => setToolsAsked((asked) => !asked)}
              >
                {t.annotate}
              </Button>
            )
          }
          pageOverlay={(n, size, pxPerPt) => (
            <AnnotationOverlay
              pageNumber={n}
              page={size}
              pxPerPt={pxPerPt}
              onPlaceText={(at) => setTextTarget({ mode: 'new', ...at })}
              onEditText={(annotation) => setTextTarget({ mode: 'edit', annotation })}
            />
          )}
        />
        <VersionList original={original} />
      </Stack>
      <TextDialog
        opened={textTarget !== null}
        initial={initial}
        onClose={() => setTextTarget(null)}
        onDone={onTextDone}
      />
    </AnnotationEditorContext.Provider>
  );
}
