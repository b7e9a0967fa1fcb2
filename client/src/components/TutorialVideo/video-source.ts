export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * How to play a configured video address: YouTube and Vimeo pages become their privacy-friendly
 * embed players; anything else is played as a file by the browser's own player.
 */
export function videoSource(address: string): VideoSource {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { kind: 'file', src: address };
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1] ?? null;
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) {
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0` };
  }
  const vimeoId = host === 'vimeo.com' ? url.pathname.match(/^\/(\d+)/)?.[1] : undefined;
  if (vimeoId) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeoId}?autoplay=1` };
  return { kind: 'file', src: address };
}
