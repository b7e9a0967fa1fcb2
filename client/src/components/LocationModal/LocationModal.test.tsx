import { act, screen, waitFor, within } from '@testing-library/react';
import { buildLocatedUser, buildUser } from '../../../tests/builders';
import { locationHandlers } from '../../../tests/locations';
import { api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { pickOption } from '../../../tests/select';

async function openDashboardWithoutLocation() {
  server.use(
    ...locationHandlers,
    api.query('Me', () => graphqlData({ me: buildUser() })),
  );
  const app = renderApp('/dashboard');
  const dialog = await screen.findByRole('dialog', { name: 'Select your location' });
  return { ...app, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole(label === 'Local level type' ? 'textbox' : 'combobox', {
    name: label,
  }) as HTMLInputElement;

describe('the location modal', () => {
  afterEach(() => sessionStorage.clear());

  it('opens on the first dashboard visit without a location, listing the services it unlocks', async () => {
    const { dialog } = await openDashboardWithoutLocation();
    for (const service of [
      'Police Report',
      'IRD Document',
      'Malpot Document',
      'Municipality Document',
      'Ward Document',
    ]) {
      // Written as it is named, not in capitals.
      expect(within(dialog).getByText(service).closest('.mantine-Badge-root')).toHaveStyle({
        textTransform: 'none',
      });
    }
    // Nothing below the province can be chosen before it.
    expect(field(dialog, 'District')).toBeDisabled();
    expect(field(dialog, 'Municipality')).toBeDisabled();
    expect(field(dialog, 'Ward No')).toBeDisabled();
  });

  it('does not open for a user whose location is set', async () => {
    server.use(api.query('Me', () => graphqlData({ me: buildLocatedUser() })));
    renderApp('/dashboard');
    expect(await screen.findByText('बागमती, काठमाडौं, काठमाडौं - 32')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Please fill in all fields.' and sends nothing while a field is empty", async () => {
    const sent = jest.fn();
    server.use(
      api.mutation('UpdateLocation', () => {
        sent();
        return graphqlError('unexpected', 'BAD_USER_INPUT');
      }),
    );
    const { user, dialog } = await openDashboardWithoutLocation();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields.');

    await pickOption(user, 'Province', /बागमती/, dialog);
    await pickOption(user, 'District', /काठमाडौं/, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(sent).not.toHaveBeenCalled();

    // Filled in, the alert about the missing fields goes.
    await pickOption(user, 'Municipality', /काठमाडौं/, dialog);
    await pickOption(user, 'Ward No', /^32$|३२/, dialog);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fills the type from the municipality and resets the children of a changed or cleared parent', async () => {
    const { user, dialog } = await openDashboardWithoutLocation();
    await pickOption(user, 'Province', /बागमती/, dialog);
    await pickOption(user, 'District', /काठमाडौं/, dialog);
    await pickOption(user, 'Municipality', /काठमाडौं महानगरपालिका/, dialog);
    expect(field(dialog, 'Local level type')).toHaveValue('महानगरपालिका');
    expect(field(dialog, 'Local level type')).toHaveAttribute('readonly');
    await pickOption(user, 'Ward No', /^32$/, dialog);
    expect(field(dialog, 'Ward No')).toHaveValue('32');

    // Another municipality: its type follows, the ward is reset.
    await pickOption(user, 'Municipality', /कागेश्वरी/, dialog);
    expect(field(dialog, 'Local level type')).toHaveValue('नगरपालिका');
    expect(field(dialog, 'Ward No')).toHaveValue('');

    // Another district: municipality, its type and ward are reset.
    await pickOption(user, 'Ward No', /^9$/, dialog);
    await pickOption(user, 'District', /ललितपुर/, dialog);
    expect(field(dialog, 'Municipality')).toHaveValue('');
    expect(field(dialog, 'Local level type')).toHaveValue('');
    expect(field(dialog, 'Ward No')).toHaveValue('');
    expect(field(dialog, 'Ward No')).toBeDisabled();

    // Another province: everything below it is reset, and its own districts are offered.
    await pickOption(user, 'Municipality', /ललितपुर/, dialog);
    await pickOption(user, 'Province', /कोशी/, dialog);
    expect(field(dialog, 'District')).toHaveValue('');
    expect(field(dialog, 'Municipality')).toHaveValue('');
    expect(field(dialog, 'Municipality')).toBeDisabled();
    await user.click(field(dialog, 'District'));
    expect(await within(dialog).findByRole('option', { name: /झापा/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /काठमाडौं/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('option', { name: /झापा/ }));

    // Clearing a parent empties everything below it.
    await pickOption(user, 'Municipality', /मेचीनगर/, dialog);
    // The clear icon is for the mouse (keyboards delete the text), so it is hidden from the a11y tree.
    await user.click(dialog.querySelector('button[aria-label="Clear province"]') as HTMLElement);
    expect(field(dialog, 'Province')).toHaveValue('');
    expect(field(dialog, 'District')).toHaveValue('');
    expect(field(dialog, 'District')).toBeDisabled();
    expect(field(dialog, 'Municipality')).toHaveValue('');
    expect(field(dialog, 'Local level type')).toHaveValue('');
  });

  it('saves the chosen place, closes and shows it; a refusal keeps it open with the reason', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      api.mutation('UpdateLocation', ({ variables }) => {
        sent.push(variables.input);
        if (refuse) return graphqlError('Ward 32 does not exist there.', 'BAD_USER_INPUT', 'ward');
        return graphqlData({ updateLocation: buildLocatedUser() });
      }),
    );
    const { user, dialog } = await openDashboardWithoutLocation();
    await pickOption(user, 'Province', /बागमती/, dialog);
    await pickOption(user, 'District', /काठमाडौं/, dialog);
    await pickOption(user, 'Municipality', /काठमाडौं महानगरपालिका/, dialog);
    await pickOption(user, 'Ward No', /^32$/, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ward 32 does not exist there.');
    expect(screen.getByRole('dialog', { name: 'Select your location' })).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({ provinceId: 3, districtId: 27, localLevelId: 270, ward: 32 });
    expect(screen.getByText('बागमती, काठमाडौं, काठमाडौं - 32')).toBeInTheDocument();
  });

  it('closes with its close icon and stays closed while moving around', async () => {
    const { user, dialog, router } = await openDashboardWithoutLocation();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/profile'));
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Generate Document' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
