import { screen, waitFor, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { generatedDocument } from '../../../tests/works';

const CODE = '7K3M-ZQ9X-HW2R-DP5T-NB4C';

function historyWithOneDocument() {
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('DocumentHistory', () =>
      graphqlData({
        documents: {
          __typename: 'DocumentConnection',
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c' },
          edges: [
            {
              __typename: 'DocumentEdge',
              node: generatedDocument({ id: 'doc-3', status: 'READY', verificationCode: CODE }),
            },
          ],
        },
      }),
    ),
  );
}

describe('a history row’s verification code', () => {
  it('is shown, and withdrawn only after the user confirms', async () => {
    historyWithOneDocument();
    const withdrawn: unknown[] = [];
    server.use(
      api.mutation('WithdrawVerification', ({ variables }) => {
        withdrawn.push(variables);
        return graphqlData({
          withdrawVerification: { __typename: 'GeneratedDocument', id: 'doc-3', verificationCode: null },
        });
      }),
    );
    const { user } = renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Generated documents' });
    const row = await within(list).findByRole('listitem');
    expect(within(row).getByText(`Verification code: ${CODE}`)).toBeInTheDocument();

    const withdraw = within(row).getByRole('button', { name: /^Withdraw verification code:/ });
    await user.click(withdraw);
    expect(screen.getByRole('dialog', { name: 'Withdraw the verification code?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(withdrawn).toEqual([]);

    await user.click(withdraw);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The verification code was withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toEqual([{ documentId: 'doc-3' }]);
    // The answer updates the cached row: the code and its button are gone.
    await waitFor(() => expect(within(row).queryByText(/^Verification code:/)).not.toBeInTheDocument());
  });

  it('speaks Nepali, and says so when the document is gone', async () => {
    historyWithOneDocument();
    server.use(api.mutation('WithdrawVerification', () => graphqlError('Document not found.', 'NOT_FOUND')));
    const { user } = renderApp('/profile', { language: 'ne' });
    const row = await within(await screen.findByRole('list', { name: 'बनाइएका कागजातहरू' })).findByRole(
      'listitem',
    );
    expect(within(row).getByText(`प्रमाणीकरण कोड: ${CODE}`)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^प्रमाणीकरण कोड फिर्ता लिनुहोस्:/ }));
    await user.click(screen.getByRole('button', { name: 'फिर्ता लिनुहोस्' }));
    expect(await screen.findByText('कागजात भेटिएन।')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'प्रमाणीकरण कोड फिर्ता लिने हो?' })).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText(`प्रमाणीकरण कोड: ${CODE}`)).toBeInTheDocument());
  });
});
