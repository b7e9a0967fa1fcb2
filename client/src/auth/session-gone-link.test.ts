import { ApolloLink, gql } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { sessionGoneLink } from './session-gone-link';

const answering = (errors: { message: string; extensions: { code: string } }[]) =>
  new ApolloLink(() => of({ data: null, errors }));

async function run(operationName: string, code: string) {
  const onGone = jest.fn(async () => undefined);
  const link = ApolloLink.from([
    sessionGoneLink(onGone),
    answering([{ message: 'no', extensions: { code } }]),
  ]);
  const query = gql(`query ${operationName} { me { id } }`);
  await firstValueFrom(ApolloLink.execute(link, { query }, { client: {} as never }));
  return onGone;
}

describe('session gone', () => {
  it('asks the service worker to forget the user when the server says the session is gone', async () => {
    expect(await run('Documents', 'UNAUTHENTICATED')).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a wrong password or another refusal', async () => {
    expect(await run('Login', 'UNAUTHENTICATED')).not.toHaveBeenCalled();
    expect(await run('Documents', 'FORBIDDEN')).not.toHaveBeenCalled();
  });
});
