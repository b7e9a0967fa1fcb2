import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { actionResult, api, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

type Fields = Partial<
  Record<'First Name' | 'Last Name' | 'Email' | 'Mobile Number' | 'Password' | 'Confirm Password', string>
>;

const validFields: Required<Fields> = {
  'First Name': 'Sita',
  'Last Name': 'Sharma',
  Email: 'sita@example.com',
  'Mobile Number': '9812345678',
  Password: 'password123',
  'Confirm Password': 'password123',
};

async function openRegisterPopup() {
  const app = renderApp('/');
  // The header's "Sign in" opens the register popup.
  await app.user.click(await screen.findByRole('button', { name: 'Create account' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create your account' }));
  const input = (label: string) => dialog.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  async function fill(fields: Fields) {
    for (const [label, value] of Object.entries(fields)) {
      await app.user.clear(input(label));
      if (value) await app.user.type(input(label), value);
    }
  }
  const submit = () => app.user.click(dialog.getByRole('button', { name: 'Register' }));
  return { ...app, dialog, fill, submit };
}

describe('register popup', () => {
  it('names every empty field', async () => {
    const { dialog, submit } = await openRegisterPopup();
    await submit();
    for (const message of [
      'firstName is required',
      'lastName is required',
      'email is required',
      'mobile is required',
      'Password is required',
      'confirmPassword is required',
    ]) {
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
  });

  it.each([
    ['First Name', 'Sita2', "First name shouldn't contain numbers"],
    ['Last Name', 'शर्मा२', "Last name shouldn't contain numbers"],
    ['Email', 'sita@example', 'Enter a valid email'],
    ['Email', 'sita example.com', 'Enter a valid email'],
    ['Mobile Number', '98123', 'Mobile should contain 10 digits'],
    ['Mobile Number', '98123456789', 'Mobile should contain 10 digits'],
    ['Password', 'short12', 'Password must be at least 8 characters long'],
  ] as const)('rejects %s "%s" with "%s"', async (label, value, message) => {
    const { dialog, fill, submit } = await openRegisterPopup();
    await fill({ ...validFields, [label]: value });
    await submit();
    expect(dialog.getByText(message)).toBeInTheDocument();
  });

  it('says when the two passwords differ', async () => {
    const { dialog, fill, submit } = await openRegisterPopup();
    await fill({ ...validFields, 'Confirm Password': 'password124' });
    await submit();
    expect(dialog.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends first and last name joined, shows the success message and goes on to the code screen', async () => {
    let sent: unknown;
    server.use(
      api.mutation('Register', ({ variables }) => {
        sent = variables.input;
        return actionResult('register', true, 'Registered. Check your e-mail.');
      }),
    );
    const { fill, submit } = await openRegisterPopup();
    await fill(validFields);
    await submit();

    expect(await screen.findByText('Registered. Check your e-mail.')).toBeInTheDocument();
    expect(await screen.findByText(/code we sent to sita@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create your account' })).not.toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Sita Sharma',
      email: 'sita@example.com',
      mobile: '9812345678',
      password: 'password123',
    });
  });

  it('puts a server message about one field under that field', async () => {
    server.use(
      api.mutation('Register', () => graphqlError('This email is already registered.', 'CONFLICT', 'email')),
    );
    const { dialog, fill, submit } = await openRegisterPopup();
    await fill(validFields);
    await submit();
    const email = dialog.getByLabelText(/^Email/, { selector: 'input' });
    expect(await dialog.findByText('This email is already registered.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server message as an error toast when registration fails', async () => {
    server.use(api.mutation('Register', () => actionResult('register', false, 'Registration is closed.')));
    const { fill, submit } = await openRegisterPopup();
    await fill(validFields);
    await submit();
    expect(await screen.findByText('Registration is closed.')).toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' when the server cannot be reached", async () => {
    server.use(api.mutation('Register', () => HttpResponse.error()));
    const { fill, submit } = await openRegisterPopup();
    await fill(validFields);
    await submit();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('register popup in Nepali', () => {
  async function openNepaliRegisterPopup() {
    const app = renderApp('/', { language: 'ne' });
    await app.user.click(await screen.findByRole('button', { name: 'खाता खोल्नुहोस्' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'आफ्नो खाता खोल्नुहोस्' }));
    const input = (label: string) => dialog.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    const submit = () => app.user.click(dialog.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));
    return { ...app, dialog, input, submit };
  }

  it('names every empty field in Nepali', async () => {
    const { dialog, submit } = await openNepaliRegisterPopup();
    await submit();
    for (const message of [
      'पहिलो नाम आवश्यक छ',
      'थर आवश्यक छ',
      'इमेल आवश्यक छ',
      'मोबाइल नम्बर आवश्यक छ',
      'पासवर्ड आवश्यक छ',
      'पासवर्ड फेरि लेख्नुहोस्',
    ]) {
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
  });

  it('rejects digits in a name, a short mobile number and a short password in Nepali', async () => {
    const { user, dialog, input, submit } = await openNepaliRegisterPopup();
    await user.type(input('पहिलो नाम'), 'सीता२');
    await user.type(input('मोबाइल नम्बर'), '98123');
    await user.type(input('पासवर्ड[\\s*]*$'), 'short12');
    await submit();
    expect(dialog.getByText('पहिलो नाममा अंक हुनु हुँदैन')).toBeInTheDocument();
    expect(dialog.getByText('मोबाइल नम्बरमा १० अंक हुनुपर्छ')).toBeInTheDocument();
    expect(dialog.getByText('पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ')).toBeInTheDocument();
  });

  it("shows the server's word about a field in Nepali when it is a shared rule", async () => {
    server.use(
      api.mutation('Register', () =>
        graphqlError("Name shouldn't contain numbers", 'BAD_USER_INPUT', 'name'),
      ),
    );
    const { user, dialog, input, submit } = await openNepaliRegisterPopup();
    await user.type(input('पहिलो नाम'), 'Sita');
    await user.type(input('थर'), 'Sharma');
    await user.type(input('इमेल'), 'sita@example.com');
    await user.type(input('मोबाइल नम्बर'), '9812345678');
    await user.type(input('पासवर्ड[\\s*]*$'), 'password123');
    await user.type(input('पासवर्ड पुष्टि गर्नुहोस्'), 'password123');
    await submit();
    expect(await dialog.findByText('नाममा अंक हुनु हुँदैन')).toBeInTheDocument();
  });
});
