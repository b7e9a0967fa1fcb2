import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { draftKey, saveDraft } from '../../drafts/draft-store';
import type { FormValues } from '../../components/WorkForm/types';
import { useWorkDraft } from './use-work-draft';

/** Every set of values the form was committed with (what the screen drew), in order. */
function FormProbe({ start, committed }: { start: FormValues | null; committed: FormValues[] }) {
  const draft = useWorkDraft('user-1', 'birth-date-verification', start);
  useLayoutEffect(() => {
    committed.push(draft.values);
  });
  return null;
}

test('the form is first drawn with its start values, never empty once they are known', async () => {
  const committed: FormValues[] = [];
  const { rerender } = render(<FormProbe start={null} committed={committed} />);
  const start = { fullName: 'सीता शर्मा' };
  rerender(<FormProbe start={start} committed={committed} />);
  // The commit that brought `start` already shows it: no empty form between.
  expect(committed).toEqual([{}, start]);
});

test('a saved draft replaces the start values once the device has read it', async () => {
  await saveDraft(draftKey('user-1', 'birth-date-verification'), { fullName: 'राम थापा' });
  const committed: FormValues[] = [];
  const start = { fullName: 'सीता शर्मा', fatherName: 'हरि शर्मा' };
  render(<FormProbe start={start} committed={committed} />);
  await waitFor(() => expect(committed.at(-1)).toEqual({ fullName: 'राम थापा', fatherName: 'हरि शर्मा' }));
  expect(committed[0]).toEqual(start);
});
