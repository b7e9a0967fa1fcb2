import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';

function Greeting() {
  return <p>loaded screen</p>;
}

describe('lazyScreen', () => {
  it('downloads a screen once, whether preloaded, rendered or both', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const Screen = lazyScreen(load, 'Greeting');
    await Screen.preload();
    await Screen.preload();
    render(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('loaded screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a screen whose chunk is already here at once, without the fallback', async () => {
    const Screen = lazyScreen(async () => ({ Greeting }), 'Greeting');
    await Screen.preload();
    render(
      <Suspense fallback="loading">
        <Screen />
      </Suspense>,
    );
    // In the first render: not after a suspended render and a retry.
    expect(screen.getByText('loaded screen')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('asks again after a failed download instead of keeping the failure', async () => {
    const load = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('connection dropped'))
      .mockResolvedValueOnce({ Greeting });
    const Screen = lazyScreen(load, 'Greeting');
    await expect(Screen.preload()).rejects.toThrow('connection dropped');
    await expect(Screen.preload()).resolves.toEqual({ Greeting });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
