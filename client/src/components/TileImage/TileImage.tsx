import { Image } from '@mantine/core';
import { useLocation } from 'react-router-dom';

/** The picture of the dashboard tile that led here (passed as navigation state), if any. */
export function TileImage({ alt }: { alt: string }) {
  const { state } = useLocation();
  const image = (state as { image?: unknown } | null)?.image;
  if (typeof image !== 'string' || !image.startsWith('/')) return null;
  return <Image src={image} alt={alt} h={120} w={206} fit="cover" radius="md" mx="auto" />;
}
