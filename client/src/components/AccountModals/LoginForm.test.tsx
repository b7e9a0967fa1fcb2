import { englishMessages } from '@shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { buildUser } from '../../../tests/builders';
import { api, graphqlData, graphqlError, graphqlRefusal, said, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { screenAt, signedInFrame } from '../../../tests/route-screens';

const loginResult = (fields: { status: boolean; message: string; verificationRequired?: string | null }) =>
  graphqlData({
    login: {
      __typename: 'LoginResult',
      verificationRequired: null,
      user: null,
      ...fields,
      ...said(fields.message),
    },
  });

const INVALID_EMAIL = englishMessages['login.invalidEmail'];
const INVALID_MOBILE = englishMessages['login.invalidMobile'];

async function openLoginPopup() {
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { ...app, dialog: within(dialog) };
}

describe('login popup', () => {
  it('asks for the e-mail and password, or the mobile number on the Mobile tab', async () => {
    const { user, dialog } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(dialog.getByText('Email is required')).toBeInTheDocument();
    expect(dialog.getByText('Password is required')).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Mobile' }));
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(dialog.getByText('Mobile number is required')).toBeInTheDocument();
  });

  it('shows the server message in red inside the popup when the credentials are wrong', async () => {
    server.use(api.mutation('Login', () => graphqlError(INVALID_EMAIL, 'UNAUTHENTICATED')));
    const { user, dialog } = await openLoginPopup();
    await user.type(dialog.getByLabelText(/^Email/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'wrong-password');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    const message = await dialog.findByRole('alert');
    expect(message).toHaveTextContent('Invalid email or password.');
    expect(message.getAttribute('style')).toContain('--mantine-color-red');
  });

  it('a failed mobile login says how to get back in, the same words for every failure', async () => {
    server.use(api.mutation('Login', () => graphqlError(INVALID_MOBILE, 'UNAUTHENTICATED')));
    const { user, dialog } = await openLoginPopup();
    await user.click(dialog.getByRole('tab', { name: 'Mobile' }));
    await user.type(dialog.getByLabelText(/^Mobile/, { selector: 'input' }), '9812345678');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Invalid mobile number or password. If you registered with this number, sign in with your e-mail and confirm the number.',
    );
  });

  it('shows a message the server returns with status false in red inside the popup', async () => {
    server.use(api.mutation('Login', () => loginResult({ status: false, message: 'Account locked.' })));
    const { user, dialog } = await openLoginPopup();
    await user.type(dialog.getByLabelText(/^Email/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Account locked.');
  });

  it('disables the button and shows a spinner while the login is pending', async () => {
    server.use(
      api.mutation('Login', async () => {
        await delay(200);
        return graphqlError(INVALID_EMAIL, 'UNAUTHENTICATED');
      }),
    );
    const { user, dialog } = await openLoginPopup();
    await user.type(dialog.getByLabelText(/^Email/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    const button = dialog.getByRole('button', { name: /Login/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    await dialog.findByRole('alert');
    expect(button).toBeEnabled();
  });

  it('goes to /otp-verification with the e-mail when the e-mail is not verified', async () => {
    let sent: unknown;
    server.use(
      api.mutation('Login', ({ variables }) => {
        sent = variables.input;
        return loginResult({
          status: false,
          message: 'Email not verified. OTP sent to your email',
          verificationRequired: 'EMAIL',
        });
      }),
    );
    const { user, dialog, router } = await openLoginPopup();
    await user.type(dialog.getByLabelText(/^Email/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otp-verification');
    expect(router.state.location.state).toEqual({ emailOrMobile: 'sita@example.com', isEmailLogin: true });
    expect(sent).toEqual({ email: 'sita@example.com', password: 'password123' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to /otp-verification with the mobile number when the mobile is not verified', async () => {
    server.use(
      api.mutation('Login', () =>
        loginResult({ status: false, message: 'Mobile not verified. OTP sent to your mobile number.' }),
      ),
    );
    const { user, dialog, router } = await openLoginPopup();
    await user.click(dialog.getByRole('tab', { name: 'Mobile' }));
    await user.type(dialog.getByLabelText(/^Mobile number/, { selector: 'input' }), '9812345678');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verification'));
    expect(router.state.location.state).toEqual({ emailOrMobile: '9812345678', isEmailLogin: false });
  });

  it('closes the popup, loads the user and opens the dashboard after a successful login', async () => {
    let signedIn = false;
    server.use(
      api.query('Me', () => graphqlData({ me: signedIn ? buildUser() : null })),
      api.mutation('Login', () => {
        signedIn = true;
        return loginResult({ status: true, message: 'Logged in' });
      }),
    );
    const { user, dialog, router } = await openLoginPopup();
    await user.type(dialog.getByLabelText(/^Email/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Generate Document' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The login popup is gone (a user without a location now meets the location modal instead).
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows a toast with the fallback text when the server cannot be reached', async () => {
    server.use(api.mutation('Login', () => HttpResponse.error()));
    const { user, dialog } = await openLoginPopup();
    await user.type(dialog.getByLabelText(/^Email/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('fetches the dashboard while the person types, before the server says yes', async () => {
    const layout = jest.spyOn(signedInFrame(), 'preload');
    const home = jest.spyOn(screenAt('/dashboard'), 'preload');
    const generation = jest.spyOn(screenAt('/dashboard/lekhapadi'), 'preload');
    await openLoginPopup();
    expect(layout).toHaveBeenCalled();
    expect(home).toHaveBeenCalled();
    expect(generation).toHaveBeenCalled();
    for (const spy of [layout, home, generation]) spy.mockRestore();
  });

  it('links to the register popup', async () => {
    const { user, dialog } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });
});

describe('login popup in Nepali', () => {
  async function openNepaliLoginPopup() {
    const app = renderApp('/', { language: 'ne' });
    await app.user.click(await screen.findByRole('button', { name: 'लगइन' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'लगइन' }));
    const login = () => app.user.click(dialog.getByRole('button', { name: 'लगइन गर्नुहोस्' }));
    return { ...app, dialog, login };
  }

  it('labels the form and names the missing fields in Nepali', async () => {
    const { user, dialog, login } = await openNepaliLoginPopup();
    expect(dialog.getByRole('tab', { name: 'इमेल' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^पासवर्ड/, { selector: 'input' })).toHaveAttribute(
      'placeholder',
      'तपाईंको पासवर्ड',
    );
    expect(dialog.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' })).toBeInTheDocument();
    await login();
    expect(dialog.getByText('इमेल आवश्यक छ')).toBeInTheDocument();
    expect(dialog.getByText('पासवर्ड आवश्यक छ')).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'मोबाइल' }));
    await login();
    expect(dialog.getByText('मोबाइल नम्बर आवश्यक छ')).toBeInTheDocument();
  });

  it('shows the server messages it knows by their code in Nepali and any other server message as sent', async () => {
    server.use(
      api.mutation('Login', () =>
        graphqlRefusal('Email must be at most 254 characters long', {
          code: 'BAD_USER_INPUT',
          field: 'email',
          messageCode: 'limit.emailTooLong',
          params: { max: 254 },
        }),
      ),
    );
    const { user, dialog, login } = await openNepaliLoginPopup();
    await user.type(dialog.getByLabelText(/^इमेल/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'password123');
    await login();
    expect(await dialog.findByText('इमेल बढीमा २५४ अक्षरको हुनुपर्छ')).toBeInTheDocument();

    server.use(api.mutation('Login', () => graphqlError(INVALID_EMAIL, 'UNAUTHENTICATED')));
    await login();
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'इमेल वा पासवर्ड मिलेन। यो इमेलले दर्ता गर्नुभएको हो भने मोबाइल नम्बरबाट लगइन गरी इमेल पुष्टि गर्नुहोस्।',
    );

    server.use(
      api.mutation('Login', () => graphqlError('The sign-in service is resting.', 'UNAUTHENTICATED')),
    );
    await user.type(dialog.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'password123');
    await login();
    expect(await dialog.findByRole('alert')).toHaveTextContent('The sign-in service is resting.');
  });

  it('a failed mobile login says in Nepali how to get back in', async () => {
    server.use(api.mutation('Login', () => graphqlError(INVALID_MOBILE, 'UNAUTHENTICATED')));
    const { user, dialog, login } = await openNepaliLoginPopup();
    await user.click(dialog.getByRole('tab', { name: 'मोबाइल' }));
    await user.type(dialog.getByLabelText(/^मोबाइल/, { selector: 'input' }), '9812345678');
    await user.type(dialog.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'password123');
    await login();
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'मोबाइल नम्बर वा पासवर्ड मिलेन। यो नम्बरले दर्ता गर्नुभएको हो भने इमेलबाट लगइन गरी नम्बर पुष्टि गर्नुहोस्।',
    );
  });

  it('falls back to a Nepali toast when the server cannot be reached', async () => {
    server.use(api.mutation('Login', () => HttpResponse.error()));
    const { user, dialog, login } = await openNepaliLoginPopup();
    await user.type(dialog.getByLabelText(/^इमेल/, { selector: 'input' }), 'sita@example.com');
    await user.type(dialog.getByLabelText(/^पासवर्ड/, { selector: 'input' }), 'password123');
    await login();
    expect(await screen.findByText('केही गडबड भयो।')).toBeInTheDocument();
  });

  it('links to the register popup', async () => {
    const { user, dialog } = await openNepaliLoginPopup();
    await user.click(dialog.getByRole('button', { name: 'दर्ता गर्नुहोस्' }));
    expect(await screen.findByRole('dialog', { name: 'आफ्नो खाता खोल्नुहोस्' })).toBeInTheDocument();
  });
});

describe('switching language', () => {
  it('turns the messages in the open popup into Nepali when the reader switches language', async () => {
    const { user, dialog } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(dialog.getByText('Email is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /View in Nepali/ }));
    expect(await dialog.findByText('इमेल आवश्यक छ')).toBeInTheDocument();
    expect(dialog.getByText('पासवर्ड आवश्यक छ')).toBeInTheDocument();
  });
});
