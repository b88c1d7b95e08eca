// The tip form's two ways of keeping the Idempotency-Key: a dialog that sends one tip keeps one key for its
// life, whatever amount is tried; a box that sends tip after tip takes a new key for a new amount, keeps it
// when the same amount is tried again, and clears the amount once a tip is sent.
import '../../helpers/browser-globals';
import { screen, waitFor } from '@testing-library/react';
import { useTipForm, type TipFormOptions } from '@/components/wallet/use-tip-form';
import { fail, fakeApi, ok, type FakeResponse } from '../../helpers/fake-api';
import { fanState } from '../../helpers/fan-state';
import { click, renderWithStore } from '../../helpers/render';

const luna = { _id: 'luna-id', name: '', username: 'luna' };
const tipUrl = `/wallet/charges/tip/${luna._id}`;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function Probe(options: Omit<TipFormOptions, 'performer' | 'unnamed'>) {
  const tip = useTipForm({ performer: luna, unnamed: 'someone', ...options });
  return (
    <div>
      <button onClick={() => tip.edit(20)}>twenty</button>
      <button onClick={() => tip.edit(25)}>twenty-five</button>
      <button onClick={() => void tip.send()}>send</button>
      <output data-testid="amount">{tip.amount ?? 'none'}</output>
      <output data-testid="problem">{tip.shownProblem ?? ''}</output>
      <output data-testid="answer">{tip.tooLow ? 'too low' : (tip.failure ?? '')}</output>
    </div>
  );
}

/** Answers each tip in turn with the next of `answers`, and gives the Idempotency-Keys sent. */
function fakeTips(...answers: FakeResponse[]) {
  const keys: string[] = [];
  api = fakeApi({
    [`POST ${tipUrl}`]: (call) => {
      keys.push(call.headers['idempotency-key']);
      return answers[keys.length - 1];
    },
  });
  return keys;
}

const press = (name: string) => click(screen.getByRole('button', { name }));
const render = (options: Omit<TipFormOptions, 'performer' | 'unnamed'>) =>
  renderWithStore(<Probe {...options} />, { state: fanState({ balance: 100 }, { minimumTipPrice: 5, maximumTipPrice: 200 }) });

it('shows the problem only once the amount is touched or sent, and sends nothing without an amount', async () => {
  const keys = fakeTips();
  render({ mode: 'once' });
  expect(screen.getByTestId('problem')).toHaveTextContent(/^$/);
  await press('send');
  expect(screen.getByTestId('problem')).toHaveTextContent('Enter the tip');
  expect(keys).toHaveLength(0);
});

it('once: keeps one key for every attempt, a changed amount too, and calls back when sent', async () => {
  const keys = fakeTips(fail(500, 'The bank is away'), ok({ transactionId: 't-1', balance: 75, type: 'tip', itemId: luna._id }));
  const onSent = jest.fn();
  render({ mode: 'once', onSent });
  await press('twenty');
  await press('send');
  await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('The bank is away'));
  await press('twenty-five');
  await press('send');
  await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(screen.getByTestId('amount')).toHaveTextContent('25');
});

it('repeated: the same amount again is the same tip, a new amount a new one, and a sent tip clears the amount', async () => {
  const keys = fakeTips(
    fail(422, 'Your wallet balance is too low for this purchase.'),
    fail(500, 'The bank is away'),
    ok({ transactionId: 't-1', balance: 75, type: 'tip', itemId: luna._id }),
  );
  render({ mode: 'repeated' });
  await press('twenty');
  await press('send');
  await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('too low'));
  await press('send');
  await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('The bank is away'));
  await press('twenty-five');
  await press('send');
  await waitFor(() => expect(screen.getByTestId('amount')).toHaveTextContent('none'));
  expect(screen.getByTestId('problem')).toHaveTextContent(/^$/);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});
