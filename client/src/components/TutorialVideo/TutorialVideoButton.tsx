import { Button, type ButtonProps } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyScreen } from '../../lazy-screen';

const VideoModal = lazyScreen(() => import('./VideoModal'), 'VideoModal');

/**
 * Watch Video: plays the configured tutorial in a modal. The caller renders it only when a video
 * address is configured; the player's code loads on the first click.
 */
export function TutorialVideoButton({ url, label, ...props }: { url: string; label: string } & ButtonProps) {
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlayerPlay size={18} aria-hidden />}
        onClick={() => {
          setEverOpened(true);
          setOpened(true);
        }}
        {...props}
      >
        {label}
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <VideoModal url={url} title={label} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
