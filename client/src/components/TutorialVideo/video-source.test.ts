import { videoSource } from './video-source';

test('YouTube addresses in their usual shapes become the no-cookie embed', () => {
  const embed = { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' };
  expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(embed);
  expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
  expect(videoSource('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=4')).toEqual(embed);
  expect(videoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
});

test('Vimeo pages become its player; other addresses play as files', () => {
  expect(videoSource('https://vimeo.com/76979871')).toEqual({
    kind: 'embed',
    src: 'https://player.vimeo.com/video/76979871?autoplay=1',
  });
  expect(videoSource('https://cdn.example.org/how-to.mp4')).toEqual({
    kind: 'file',
    src: 'https://cdn.example.org/how-to.mp4',
  });
  expect(videoSource('https://www.youtube.com/watch?v=<script>')).toEqual({
    kind: 'file',
    src: 'https://www.youtube.com/watch?v=<script>',
  });
});
