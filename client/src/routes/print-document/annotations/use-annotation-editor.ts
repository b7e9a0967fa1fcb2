import { useMutation, useQuery } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { readServerFailure } from '../../../apollo/errors';
import { showErrorToast, showSuccessToast } from '../../../components/toasts';
import { useLanguage } from '../../../i18n/language-context';
import { serverMessage } from '../../../i18n/server-messages';
import { annotationTexts } from './annotations.texts';
import { type EditorAnnotation, fromSaved, historyReducer, toInput } from './model';
import { DocumentVersionsQuery, MyStampImagesQuery, SaveAnnotationsMutation } from './operations';

export type Tool = 'select' | 'FREE_TEXT' | 'INK' | 'STAMP';

interface StampImage {
  id: string;
  width: number;
  height: number;
  imageUrl: string;
}

/**
 * The editor's state: the annotations with undo/redo, the tool, the selection, the stamp about to
 * be placed, the saved versions and saving. The list starts as the latest version's.
 */
export function useAnnotationEditor(documentId: string) {
  const { language } = useLanguage();
  const t = annotationTexts[language];
  const versions = useQuery(DocumentVersionsQuery, {
    variables: { id: documentId },
    fetchPolicy: 'cache-and-network',
  });
  const stamps = useQuery(MyStampImagesQuery, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SaveAnnotationsMutation, {
    refetchQueries: [{ query: DocumentVersionsQuery, variables: { id: documentId } }],
    awaitRefetchQueries: true,
  });
  const [history, dispatch] = useReducer(historyReducer, { past: [], present: [], future: [] });
  const [tool, setTool] = useState<Tool>('select');
  const [selected, setSelected] = useState<string | null>(null);
  const [stampId, setStampId] = useState<string | null>(null);
  const [saved, setSaved] = useState<EditorAnnotation[] | null>(null);
  const list = versions.data?.document?.versions ?? null;

  // The first answer fills the editor; later answers (refetches after a save) leave it alone.
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || !list) return;
    loaded.current = true;
    const start = fromSaved((list[0]?.annotations as object[] | undefined) ?? []);
    dispatch({ type: 'reset', annotations: start });
    setSaved(start);
  }, [list]);

  const annotations = history.present;
  const change = useCallback((next: EditorAnnotation[]) => dispatch({ type: 'set', annotations: next }), []);
  const update = useCallback(
    (next: EditorAnnotation) => change(annotations.map((a) => (a.key === next.key ? next : a))),
    [annotations, change],
  );
  const add = useCallback(
    (next: EditorAnnotation) => {
      change([...annotations, next]);
      setSelected(next.key);
    },
    [annotations, change],
  );
  const remove = useCallback(
    (key: string) => {
      change(annotations.filter((a) => a.key !== key));
      setSelected(null);
    },
    [annotations, change],
  );

  const submit = useCallback(async () => {
    try {
      await save({ variables: { documentId, annotations: annotations.map(toInput) } });
      setSaved(annotations);
      showSuccessToast(t.saved);
    } catch (error) {
      const failure = readServerFailure(error);
      showErrorToast(serverMessage(failure, language, t.saveFailed));
    }
  }, [annotations, documentId, language, save, t]);

  const stampImages: StampImage[] = stamps.data?.myStampImages ?? [];
  return {
    annotations,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    add,
    update,
    remove,
    tool,
    setTool,
    selected,
    setSelected,
    stampId,
    setStampId,
    stampImages,
    refetchStamps: stamps.refetch,
    versions: list ?? [],
    ready: saved !== null,
    dirty: saved !== null && saved !== annotations,
    saving: saving.loading,
    save: submit,
  };
}

export type AnnotationEditor = ReturnType<typeof useAnnotationEditor>;

export const AnnotationEditorContext = createContext<AnnotationEditor | null>(null);

export function useEditor(): AnnotationEditor {
  const editor = useContext(AnnotationEditorContext);
  if (!editor) throw new Error('useEditor outside AnnotationEditorContext');
  return editor;
}

/** Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes, Delete removes the selection; not while typing. */
export function useEditorKeys(editor: AnnotationEditor) {
  const { undo, redo, remove, selected } = editor;
  const keys = useMemo(() => ({ undo, redo, remove, selected }), [undo, redo, remove, selected]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z') keys[event.shiftKey ? 'redo' : 'undo']();
      else if (mod && key === 'y') keys.redo();
      else if ((event.key === 'Delete' || event.key === 'Backspace') && keys.selected)
        keys.remove(keys.selected);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys]);
}
