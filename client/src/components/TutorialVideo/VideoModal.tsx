import { AspectRatio, Modal } from '@mantine/core';
import { videoSource } from './video-source';

/** The tutorial in a modal, at most 640 × 360 and narrower on small screens. */
export function VideoModal({
  url,
  title,
  opened,
  onClose,
}: {
  url: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  const source = videoSource(url);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={672} centered>
      <AspectRatio ratio={16 / 9} maw={640} mx="auto">
        {source.kind === 'embed' ? (
          <iframe
            src={source.src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            style={{ border: 0 }}
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the tutorial's captions, if any, come with the file
          <video src={source.src} controls autoPlay width={640} height={360} />
        )}
      </AspectRatio>
    </Modal>
  );
}
