import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CanceledError } from '@/lib/request';
import { ModelRegisterForm } from '@/components/auth/model-register-form';
import type { Envelope } from '@/contracts/common';
import type { RegisterResult } from '@/contracts/auth';
import { loginSocial } from '@/redux/auth/actions';
import type { authService } from '@/services/auth.api';
import { renderWithStore } from '../../helpers/render';

type Register = typeof authService.registerPerformer;
type LogIn = typeof authService.login;
const loggedIn = () => jest.fn<ReturnType<LogIn>, Parameters<LogIn>>().mockResolvedValue({ status: 0, data: { token: 'tok-1', expiresAt: '2030-01-01T00:00:00.000Z' } });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs; the picker shows a preview through them.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

function fillForm() {
  type('model-register-name', 'Perf Ormer');
  type('model-register-username', 'perf_1');
  type('model-register-email', 'perf@example.com');
  type('model-register-password', 'Str0ngPass!');
  type('model-register-confirm', 'Str0ngPass!');
  fireEvent.change(screen.getByTestId('model-register-id-file'), { target: { files: [png('id.png')] } });
  fireEvent.change(screen.getByTestId('model-register-document-file'), { target: { files: [png('doc.png')] } });
  fireEvent.click(screen.getByTestId('model-register-terms'));
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('model-register-submit'));
  });
}

/** A register call that reports progress, then waits until the test resolves it or the user cancels. */
function pendingRegister() {
  const calls: { form: FormData; signal?: AbortSignal }[] = [];
  let resolve: (v: Envelope<RegisterResult>) => void = () => undefined;
  let report: (percent: number) => void = () => undefined;
  const register = jest.fn<ReturnType<Register>, Parameters<Register>>((form, onProgress, options = {}) => {
    calls.push({ form, signal: options.signal });
    report = (p) => onProgress?.(p);
    return new Promise((res, rej) => {
      resolve = res;
      options.signal?.addEventListener('abort', () => rej(new CanceledError()));
    });
  });
  return { register, calls, resolve: (v: Envelope<RegisterResult>) => resolve(v), report: (p: number) => report(p) };
}

/** Renders the form, fills and submits it, and lets the sign-up answer `message`, asking to verify first or not. */
async function signUpAnswered(message: string, verifyEmailFirst: boolean) {
  const fake = pendingRegister();
  const logIn = loggedIn();
  const { actionsOfType } = renderWithStore(<ModelRegisterForm register={fake.register} logIn={logIn} />);
  fillForm();
  await submit();
  await waitFor(() => expect(fake.register).toHaveBeenCalledTimes(1));
  await act(async () => {
    fake.resolve({ status: 0, data: { message, verifyEmailFirst } });
  });
  return { logIn, actionsOfType };
}

describe('performer registration form', () => {
  it('requires both ID photos', async () => {
    const fake = pendingRegister();
    renderWithStore(<ModelRegisterForm register={fake.register} />);
    type('model-register-name', 'Perf');
    await submit();
    expect(await screen.findByText('Attach a photo of your ID document.')).toBeInTheDocument();
    expect(await screen.findByText('Attach a photo of you holding your ID document.')).toBeInTheDocument();
    expect(fake.register).not.toHaveBeenCalled();
  });

  it('sends one multipart request with the server field names and shows its progress', async () => {
    const fake = pendingRegister();
    renderWithStore(<ModelRegisterForm register={fake.register} />);
    fillForm();
    expect(screen.getAllByAltText(/Preview of/)).toHaveLength(2);
    await submit();
    await waitFor(() => expect(fake.register).toHaveBeenCalledTimes(1));

    const form = fake.calls[0].form;
    expect(form.get('name')).toBe('Perf Ormer');
    expect(form.get('username')).toBe('perf_1');
    expect(form.get('email')).toBe('perf@example.com');
    expect(form.get('password')).toBe('Str0ngPass!');
    expect((form.get('idVerification') as File).name).toBe('id.png');
    expect((form.get('documentVerification') as File).name).toBe('doc.png');
    expect(form.has('confirm')).toBe(false);
    expect(form.has('terms')).toBe(false);

    act(() => fake.report(40));
    const progress = screen.getByTestId('model-register-progress');
    expect(progress).toHaveTextContent('40%');
    expect(progress.querySelector('[role="progressbar"]') ?? progress).toBeInTheDocument();
  });

  it('Cancel aborts the upload and gives the form back', async () => {
    const fake = pendingRegister();
    renderWithStore(<ModelRegisterForm register={fake.register} />);
    fillForm();
    await submit();
    await waitFor(() => expect(fake.register).toHaveBeenCalledTimes(1));
    act(() => fake.report(15));

    await act(async () => {
      fireEvent.click(screen.getByTestId('model-register-cancel'));
    });
    expect(fake.calls[0].signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('model-register-progress')).toBeNull());
    expect(screen.queryByTestId('model-register-cancel')).toBeNull();
    expect(screen.getByTestId('model-register-submit')).not.toHaveClass('ant-btn-loading');
    expect(screen.getByTestId('model-register-name')).toHaveValue('Perf Ormer');
    expect(await screen.findByText('Sign-up cancelled')).toBeInTheDocument();
  });

  it('logs the new performer in with the email and password just typed when the site does not ask to verify first', async () => {
    const { logIn, actionsOfType } = await signUpAnswered('Thank you for signing up.', false);
    expect(logIn.mock.calls).toEqual([[{ username: 'perf@example.com', password: 'Str0ngPass!', remember: false }]]);
    expect(actionsOfType(loginSocial.type).map((a) => a.payload)).toEqual([{ token: 'tok-1', expiresAt: '2030-01-01T00:00:00.000Z' }]);
  });

  it('asks the performer to check their email when the site wants it verified first, without logging in', async () => {
    const { logIn, actionsOfType } = await signUpAnswered('Open the link we sent to perf@example.com.', true);
    expect(screen.getByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText('Open the link we sent to perf@example.com.')).toBeInTheDocument();
    expect(logIn).not.toHaveBeenCalled();
    expect(actionsOfType(loginSocial.type)).toHaveLength(0);
  });
});
