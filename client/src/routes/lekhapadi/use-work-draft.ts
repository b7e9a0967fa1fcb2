import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormValues } from '../../components/WorkForm/types';
import { deleteDraft, draftKey, readDraft, saveDraft } from '../../drafts/draft-store';

const SAVE_AFTER_MS = 300;

/**
 * The form's values, kept as a draft on the device per user and work: restored when the form
 * opens again (after a reload, in a new tab), saved as they are typed, cleared once the document
 * is generated. `start` is what the form begins with when there is no draft (the profile's
 * details); null while the form is not known yet.
 */
export function useWorkDraft(userId: string | null, workKey: string | null, start: FormValues | null) {
  const key = userId && workKey ? draftKey(userId, workKey) : null;
  const [values, setValues] = useState<FormValues>({});
  const [restored, setRestored] = useState(false);
  const pending = useRef<{ key: string; values: FormValues } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) void saveDraft(next.key, next.values);
  }, []);

  // A new work, user or form starts from `start` in the very render that brings it (set while
  // rendering, not in an effect after: a form committed empty and then again filled is one more
  // render of every field, a few hundred milliseconds on a slow phone) ...
  const [startedFrom, setStartedFrom] = useState<{ key: string | null; start: FormValues | null }>({
    key: null,
    start: null,
  });
  if (startedFrom.key !== key || startedFrom.start !== start) {
    setStartedFrom({ key, start });
    setRestored(false);
    if (start) setValues(start);
  }
  // ... and then from its draft, once the device has read it.
  useEffect(() => {
    if (!start || !key) return;
    let current = true;
    void readDraft<FormValues>(key).then((draft) => {
      if (!current || !draft) return;
      setValues({ ...start, ...draft.values });
      setRestored(true);
    });
    return () => {
      current = false;
    };
  }, [key, start]);

  // A tab that is closed or hidden keeps what was typed in the last moments too.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (next: FormValues) => {
      setValues(next);
      if (!key) return;
      pending.current = { key, values: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_AFTER_MS);
    },
    [key, flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    if (key) void deleteDraft(key);
  }, [key]);

  return { values, change, clear, restored };
}
