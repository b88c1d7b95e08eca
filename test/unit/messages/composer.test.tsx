// The composer: Enter sends (Shift+Enter does not), a sent message clears it and a failed one shows why,
// emoji go in where the cursor is, uploads show progress and can be cancelled, and only performers may put
// a price on a message, only when it carries media.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { MediaFile } from '@/contracts/media';
import type { SendMessageBody } from '@/contracts/messages';
import { ConversationPane } from '@/components/messages/conversation-pane';
import { MessageComposer, type ComposerSendState } from '@/components/messages/message-composer';
import type { MessageUploaders } from '@/components/messages/use-message-upload';
import { sendMessage } from '@/redux/message/actions';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { click, renderWithStore } from '../../helpers/render';
import { ME, conversationFactory, messageFactory, messageFileFactory, messagesState } from './ui-fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const conversation = conversationFactory();
const FILE_ID = 'b0000000-0000-4000-8000-000000000001';
const idle: ComposerSendState = { sending: false, success: false, error: null };

const input = () => screen.getByTestId('composer-input') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const pressEnter = async (shiftKey = false) => {
  await act(async () => {
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', shiftKey });
  });
};

function renderPane(sagas = false, user = {}) {
  const state = messagesState({ user, conversations: [conversation], active: conversation, threads: { 'c-1': { items: [] } } });
  return renderWithStore(<ConversationPane conversation={conversation} onBack={() => undefined} />, { state, sagas });
}

/** Uploads the test finishes by hand, recording the progress callback and the cancel signal. */
function manualUploads() {
  const pending: { onProgress: (p: number) => void; signal: AbortSignal; resolve: (f: MediaFile) => void; reject: (e: unknown) => void }[] = [];
  const start: MessageUploaders['photo'] = (_file, onProgress, signal) =>
    new Promise<MediaFile>((resolve, reject) => {
      pending.push({ onProgress, signal, resolve, reject });
    });
  return { pending, uploaders: { photo: start, video: start } as MessageUploaders };
}

function renderComposer(isPerformer: boolean, uploaders: MessageUploaders, onSend = jest.fn<void, [SendMessageBody]>()) {
  renderWithStore(<MessageComposer isPerformer={isPerformer} sendState={idle} onSend={onSend} uploaders={uploaders} />, { state: messagesState() });
  return onSend;
}

async function attachPhoto(name = 'beach.png') {
  await act(async () => {
    fireEvent.change(screen.getByTestId('composer-photo'), { target: { files: [new File(['png'], name, { type: 'image/png' })] } });
  });
}

it('sends on Enter with the conversation and the text, and not on Shift+Enter', async () => {
  const { actionsOfType } = renderPane();
  type('  Hello Luna  ');
  await pressEnter(true);
  expect(actionsOfType(sendMessage.type)).toHaveLength(0);
  await pressEnter();
  expect(actionsOfType(sendMessage.type).map((a) => a.payload)).toEqual([{ conversationId: 'c-1', data: { text: 'Hello Luna', fileIds: [] } }]);
});

it('does not send an empty message', async () => {
  const { actionsOfType } = renderPane();
  type('   ');
  await pressEnter();
  expect(screen.getByTestId('composer-send')).toBeDisabled();
  expect(actionsOfType(sendMessage.type)).toHaveLength(0);
});

it('clears itself once the message is sent and shows it in the thread', async () => {
  const sent = messageFactory({ _id: 'm-9', senderId: ME, text: 'Hello Luna' });
  api = fakeApi({ 'POST /messages/conversations/c-1': ok(sent) });
  renderPane(true);
  type('Hello Luna');
  await click(screen.getByTestId('composer-send'));
  await waitFor(() => expect(input().value).toBe(''));
  expect(screen.getByTestId('message-m-9')).toHaveAttribute('data-own', 'true');
  expect(api.calls[0].body).toEqual({ text: 'Hello Luna', fileIds: [] });
});

it('keeps what was typed while the last message was on its way, and clears only what that message carried', async () => {
  const onSend = jest.fn<void, [SendMessageBody]>();
  const { uploaders } = manualUploads();
  let setSendState: (state: ComposerSendState) => void = () => undefined;
  function Composer() {
    const [sendState, set] = useState(idle);
    setSendState = set;
    return <MessageComposer isPerformer={false} sendState={sendState} onSend={onSend} uploaders={uploaders} />;
  }
  renderWithStore(<Composer />, { state: messagesState() });
  type('The poster for Friday');
  await click(screen.getByTestId('composer-send'));
  expect(onSend).toHaveBeenCalledWith({ text: 'The poster for Friday', fileIds: [] });
  act(() => setSendState({ sending: true, success: false, error: null }));
  type('See you on Friday');
  act(() => setSendState({ sending: false, success: true, error: null }));
  expect(input().value).toBe('See you on Friday');
  expect(screen.getByTestId('composer-send')).toBeEnabled();
  // The next message, untouched while it was on its way, is cleared once taken.
  await click(screen.getByTestId('composer-send'));
  act(() => setSendState({ sending: true, success: false, error: null }));
  act(() => setSendState({ sending: false, success: true, error: null }));
  expect(input().value).toBe('');
});

it('keeps the text and shows the reason under the composer when sending fails', async () => {
  api = fakeApi({ 'POST /messages/conversations/c-1': fail(403, 'You can only message performers you subscribe to') });
  renderPane(true);
  type('Hello Luna');
  await pressEnter();
  expect(await screen.findByTestId('composer-error')).toHaveTextContent('You can only message performers you subscribe to');
  expect(input().value).toBe('Hello Luna');
});

it('inserts the chosen emoji where the cursor is', async () => {
  renderPane();
  type('Hi there');
  input().setSelectionRange(2, 2);
  await click(screen.getByTestId('composer-emoji'));
  const options = await screen.findAllByTestId('composer-emoji-option');
  await click(options[0]);
  expect(input().value).toBe('Hi😀 there');
});

it('shows the upload progress, cancels it, and attaches a finished upload to the message', async () => {
  const { pending, uploaders } = manualUploads();
  const onSend = renderComposer(false, uploaders);
  await attachPhoto();
  expect(screen.getByTestId('composer-upload-progress')).toBeInTheDocument();
  await act(async () => pending[0].onProgress(40));
  expect(screen.getByTestId('composer-upload-progress')).toHaveTextContent('40%');
  expect(screen.getByTestId('composer-send')).toBeDisabled();

  await click(screen.getByTestId('composer-upload-cancel'));
  expect(pending[0].signal.aborted).toBe(true);
  expect(screen.queryByTestId('composer-upload-progress')).toBeNull();
  expect(screen.queryByTestId('composer-attachment')).toBeNull();

  await attachPhoto('sunset.png');
  await act(async () => pending[1].resolve(messageFileFactory({ _id: FILE_ID, status: 'processing', url: null })));
  expect(screen.getByTestId('composer-attachment')).toHaveTextContent('sunset.png');
  await click(screen.getByTestId('composer-send'));
  expect(onSend).toHaveBeenCalledWith({ text: '', fileIds: [FILE_ID] });
});

it('offers fans no price, even with media', async () => {
  const { pending, uploaders } = manualUploads();
  renderComposer(false, uploaders);
  await attachPhoto();
  await act(async () => pending[0].resolve(messageFileFactory({ _id: FILE_ID })));
  expect(screen.getByTestId('composer-attachment')).toBeInTheDocument();
  expect(screen.queryByTestId('composer-price-toggle')).toBeNull();
});

it('lets performers price a message only once it carries media', async () => {
  const { pending, uploaders } = manualUploads();
  const onSend = renderComposer(true, uploaders);
  expect(screen.queryByTestId('composer-price-toggle')).toBeNull();
  await attachPhoto();
  await act(async () => pending[0].resolve(messageFileFactory({ _id: FILE_ID })));

  await click(screen.getByTestId('composer-price-toggle'));
  const price = screen.getByTestId('composer-price');
  fireEvent.change(price, { target: { value: '4.99' } });
  type('Just for you');
  await pressEnter();
  expect(onSend).toHaveBeenCalledWith({ text: 'Just for you', fileIds: [FILE_ID], price: 4.99 });
});

it('asks for the price when the toggle is on but none was entered', async () => {
  const { pending, uploaders } = manualUploads();
  const onSend = renderComposer(true, uploaders);
  await attachPhoto();
  await act(async () => pending[0].resolve(messageFileFactory({ _id: FILE_ID })));
  await click(screen.getByTestId('composer-price-toggle'));
  await click(screen.getByTestId('composer-send'));
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.getByText('Enter the price')).toBeInTheDocument();
});
