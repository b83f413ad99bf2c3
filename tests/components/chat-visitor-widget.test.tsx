// The visitors' chat widget: a name starts an anonymous chat (the car's on a car page), the conversation runs over
// the socket with the visitor's token, a reload continues it, a run-out token is refreshed, and verifying an
// address hands the session to the site and opens /messages.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { VISITOR_SESSION_KEY } from '@/features/chat/api/visitor-client';
import { useVisitorChatUiStore } from '@/features/chat/components/visitor-chat/use-visitor-chat';
import { VisitorChatLauncher } from '@/features/chat/components/visitor-chat/visitor-chat-launcher';
import { FIRST_MESSAGE_REQUIRED, VISITOR_CONTACT_REQUIRED } from '@/lib/contract/chat';
import { VISITOR_PHONE_INVALID } from '@/lib/contract/phone';
import { useVisitorChatStore } from '@/stores/use-visitor-chat-store';
import { FakeSocket } from '../lib/socket-fake';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { chat, message, sokha } from './chat-fixtures';

installMswServer();

/** An unsigned JWT with the claims the browser reads (the API is what verifies them). */
function jwt(userId: number, expiresInSeconds: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ user_id: userId, exp: Math.floor(Date.now() / 1000) + expiresInSeconds, token_type: 'access' })}.sig`;
}

const VISITOR_ID = 41;
const UNIQUE_ID = '0b7d2a4e-1111-4222-8333-444455556666';
const visitor = { id: VISITOR_ID, first_name: 'Vanna', last_name: '', profilePic: null };
const access = jwt(VISITOR_ID, 3600);
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const initialMessages = useVisitorChatUiStore.getState();
const initialWidget = useVisitorChatStore.getState();
let log: MockInstance<typeof console.log>;
let onVerified: ReturnType<
  typeof vi.fn<(tokens: { detail: string; access: string; refresh: string }) => Promise<void>>
>;

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  window.localStorage.clear();
  useVisitorChatUiStore.setState({ ...initialMessages, playSound: vi.fn() }, true);
  useVisitorChatStore.setState(initialWidget, true);
  onVerified = vi.fn(async () => undefined);
  routerMock.push.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  log.mockRestore();
});

function renderWidget() {
  return renderWithProviders(<VisitorChatLauncher onVerified={onVerified} />);
}

interface Asked {
  createChat: unknown[];
  messagesAuth: (string | null)[];
  /** The list queries the widget made to find the visitor's chat. */
  lookups?: string[];
}

/**
 * The API of a visitor's chat (id 5) about car 12, or their support chat (carId null), with one reply from staff.
 * `existing`: the visitor has written before, so the widget finds the chat; otherwise the first message creates it.
 * `outOfHours`: the reply the create call says is due for the first message.
 */
function answerChat(
  asked: Asked,
  carId: number | null = 12,
  { existing = false, outOfHours = null }: { existing?: boolean; outOfHours?: string | null } = {},
) {
  const car = carId
    ? { id: carId, vehicle_name: '2019 Toyota Camry SE', cover_image: null, price: 18500, url: `/cars/${carId}` }
    : null;
  const theChat = chat(5, {
    chat_type: carId ? 'car' : 'support',
    car,
    customer: visitor,
    users: [visitor],
    latest_message: null,
  });
  server.use(
    http.get('*/api/chats/', ({ request }) => {
      asked.lookups?.push(new URL(request.url).search);
      return HttpResponse.json(page(existing ? [theChat] : []));
    }),
    http.post('*/api/chats/anonymous/create-user/', async ({ request }) => {
      const body = (await request.json()) as { first_name: string };
      return HttpResponse.json(
        {
          user: { id: VISITOR_ID, unique_id: UNIQUE_ID, first_name: body.first_name, is_anonymous: true },
          access,
          refresh: 'refresh-1',
        },
        { status: 201 },
      );
    }),
    http.post('*/api/chats/anonymous/create-chat/', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      asked.createChat.push(body);
      const first = message(49, visitor, body.content, { chat: 5 });
      return HttpResponse.json({ ...theChat, latest_message: first, out_of_hours_reply: outOfHours }, { status: 201 });
    }),
    http.get('*/api/chats/5/messages/', ({ request }) => {
      asked.messagesAuth.push(request.headers.get('authorization'));
      return HttpResponse.json(page([message(50, sokha, 'Welcome! How can we help?', { chat: 5 })]));
    }),
  );
}

const socket = () => FakeSocket.instances.at(-1)!;

describe('the chat widget for visitors', () => {
  it('starts a car chat from a name, talks over the socket with the anonymous token and shows the out-of-hours reply', async () => {
    const user = userEvent.setup();
    const asked = { createChat: [] as unknown[], messagesAuth: [] as (string | null)[] };
    answerChat(asked);
    useVisitorChatStore.getState().setPageCar(12);
    renderWidget();

    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Your first name');
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Vanna');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    // A phone number or a Telegram name is needed, checked before anything is sent.
    expect(await within(dialog).findByText(VISITOR_CONTACT_REQUIRED)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(await within(dialog).findByText(VISITOR_PHONE_INVALID)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.type(within(dialog).getByLabelText('Phone'), '017 217 919');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));

    // Opening the car's chat creates nothing: the first message does.
    const first = await within(dialog).findByLabelText('Your first message about this car');
    expect(asked.createChat).toEqual([]);
    await user.clear(first);
    await user.type(first, 'Is the price negotiable?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('Welcome! How can we help?')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: '2019 Toyota Camry SE' })).toBeInTheDocument();
    expect(asked.createChat).toEqual([{ unique_id: UNIQUE_ID, car_id: 12, content: 'Is the price negotiable?' }]);
    expect(asked.messagesAuth).toEqual([`Bearer ${access}`]);
    expect(JSON.parse(window.localStorage.getItem(VISITOR_SESSION_KEY)!)).toMatchObject({
      unique_id: UNIQUE_ID,
      access,
      refresh: 'refresh-1',
    });

    expect(socket().url).toContain('/ws/chat/5/');
    expect(new URL(socket().url).searchParams.get('token')).toBe(access);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    act(() => socket().accept());
    const box = within(dialog).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'Is it still for sale?{Enter}');
    expect(JSON.parse(socket().sent.at(-1)!)).toEqual({
      command: 'new_message',
      chat: 5,
      content: 'Is it still for sale?',
    });

    act(() => socket().receive(JSON.stringify({ command: 'not_working_hours', message: 'We are closed until 8:00.' })));
    expect(within(dialog).getByRole('status')).toHaveTextContent('We are closed until 8:00.');
    const mine = message(51, visitor, 'Is it still for sale?', { chat: 5 });
    act(() => socket().receive(JSON.stringify({ command: 'new_message', message: mine })));
    expect(within(dialog).getByText('Is it still for sale?')).toBeInTheDocument();
    expect(within(dialog).getByText('Automatic reply')).toBeInTheDocument();
    expect(within(dialog).getByText('We are closed until 8:00.')).toBeInTheDocument();

    // A photo goes up with the visitor's token; the stored message comes back over the socket.
    const uploads: { auth: string; chat: FormDataEntryValue | null }[] = [];
    server.use(
      http.post('*/api/chats/messages/create/', async ({ request }) => {
        uploads.push({
          auth: request.headers.get('authorization') ?? '',
          chat: (await request.formData()).get('chat'),
        });
        return HttpResponse.json(message(52, visitor, '', { chat: 5 }), { status: 201 });
      }),
    );
    await user.upload(
      within(dialog).getByLabelText('Attach a file'),
      new File(['png'], 'photo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(uploads).toEqual([{ auth: `Bearer ${access}`, chat: '5' }]));
  });

  it('continues a stored conversation after a reload, refreshing a run-out token once', async () => {
    const expired = jwt(VISITOR_ID, -60);
    const fresh = jwt(VISITOR_ID, 3600);
    window.localStorage.setItem(
      VISITOR_SESSION_KEY,
      JSON.stringify({
        user_id: VISITOR_ID,
        unique_id: UNIQUE_ID,
        first_name: 'Vanna',
        access: expired,
        refresh: 'refresh-1',
      }),
    );
    const asked = { createChat: [] as unknown[], messagesAuth: [] as (string | null)[] };
    answerChat(asked, null, { existing: true });
    const refreshes: unknown[] = [];
    server.use(
      http.get('*/api/chats/5/messages/', ({ request }) => {
        asked.messagesAuth.push(request.headers.get('authorization'));
        if (request.headers.get('authorization') === `Bearer ${expired}`) {
          return HttpResponse.json(
            { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
            { status: 401 },
          );
        }
        return HttpResponse.json(page([message(50, sokha, 'Still here for you', { chat: 5 })]));
      }),
      http.post('*/api/usermgmt/token/refresh/', async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({ access: fresh, refresh: 'refresh-2' });
      }),
    );
    renderWidget();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Chat with us' }));

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Still here for you')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your first name')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Chat with us' })).toBeInTheDocument();
    // The stored support chat is found, not made again.
    expect(asked.createChat).toEqual([]);
    expect(refreshes).toEqual([{ refresh: 'refresh-1' }]);
    expect(asked.messagesAuth).toEqual([`Bearer ${expired}`, `Bearer ${fresh}`]);
    expect(JSON.parse(window.localStorage.getItem(VISITOR_SESSION_KEY)!)).toMatchObject({
      access: fresh,
      refresh: 'refresh-2',
    });
    await waitFor(() => expect(new URL(socket().url).searchParams.get('token')).toBe(fresh));
  });

  it('renews the token when the server closes the socket with 4001 (expired or revoked) and reconnects with the new one', async () => {
    const fresh = jwt(VISITOR_ID, 7200);
    window.localStorage.setItem(
      VISITOR_SESSION_KEY,
      JSON.stringify({ user_id: VISITOR_ID, unique_id: UNIQUE_ID, first_name: 'Vanna', access, refresh: 'refresh-1' }),
    );
    answerChat({ createChat: [], messagesAuth: [] }, null, { existing: true });
    const refreshes: unknown[] = [];
    server.use(
      http.post('*/api/usermgmt/token/refresh/', async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({ access: fresh, refresh: 'refresh-2' });
      }),
    );
    renderWidget();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(new URL(socket().url).searchParams.get('token')).toBe(access));
    act(() => socket().accept());
    act(() => socket().serverClose(4001));
    await waitFor(() => expect(new URL(socket().url).searchParams.get('token')).toBe(fresh));
    expect(refreshes).toEqual([{ refresh: 'refresh-1' }]);
  });

  it('shows an error with a retry when the chat cannot be opened, and Esc closes the panel and gives focus back', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      VISITOR_SESSION_KEY,
      JSON.stringify({ user_id: VISITOR_ID, unique_id: UNIQUE_ID, first_name: 'Vanna', access, refresh: 'refresh-1' }),
    );
    server.use(http.get('*/api/chats/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The chat could not be opened.');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the conversation: a code by e-mail, then the session goes to the site and /messages opens the chat', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      VISITOR_SESSION_KEY,
      JSON.stringify({ user_id: VISITOR_ID, unique_id: UNIQUE_ID, first_name: 'Vanna', access, refresh: 'refresh-1' }),
    );
    const asked = { createChat: [] as unknown[], messagesAuth: [] as (string | null)[] };
    answerChat(asked, null, { existing: true });
    const verifyBodies: unknown[] = [];
    server.use(
      http.post('*/api/chats/anonymous/verify/', async ({ request }) => {
        verifyBodies.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ detail: 'We have sent a 6-digit code.' });
      }),
      http.post('*/api/chats/anonymous/verify-otp/', async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        verifyBodies.push({ auth: request.headers.get('authorization'), body });
        if (body.otp !== '123456')
          return HttpResponse.json({ detail: 'The code is invalid or has expired.' }, { status: 400 });
        return HttpResponse.json({ detail: 'Verified', access: 'account-access', refresh: 'account-refresh' });
      }),
    );
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Keep this conversation' }));

    await user.type(within(dialog).getByLabelText('Your e-mail'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Your e-mail'));
    await user.type(within(dialog).getByLabelText('Your e-mail'), 'Vanna@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send me a code' }));

    const code = await within(dialog).findByLabelText('6-digit code');
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and keep the chat' }));
    expect(await within(dialog).findByText('The code is invalid or has expired.')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and keep the chat' }));

    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/messages/5/'));
    expect(onVerified).toHaveBeenCalledWith({
      detail: 'Verified',
      access: 'account-access',
      refresh: 'account-refresh',
    });
    expect(verifyBodies).toEqual([
      { auth: `Bearer ${access}`, body: { email: 'vanna@example.com' } },
      { auth: `Bearer ${access}`, body: { email: 'vanna@example.com', otp: '000000' } },
      { auth: `Bearer ${access}`, body: { email: 'vanna@example.com', otp: '123456' } },
    ]);
    expect(window.localStorage.getItem(VISITOR_SESSION_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes no support chat until the first message; a message sent out of hours gets the automatic reply', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      VISITOR_SESSION_KEY,
      JSON.stringify({ user_id: VISITOR_ID, unique_id: UNIQUE_ID, first_name: 'Vanna', access, refresh: 'refresh-1' }),
    );
    const asked: Asked = { createChat: [], messagesAuth: [], lookups: [] };
    answerChat(asked, null, { outOfHours: 'We are closed until 8:00.' });
    renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByLabelText('Your message to our team');
    await waitFor(() => expect(field).toHaveFocus());
    expect(asked.lookups).toEqual(['?chat_type=support&page_size=1']);

    // Closing the widget before writing leaves nothing behind.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked.createChat).toEqual([]);

    await user.click(launcher);
    const again = await screen.findByRole('dialog');
    await user.click(await within(again).findByRole('button', { name: 'Send' }));
    expect(await within(again).findByText(FIRST_MESSAGE_REQUIRED)).toBeInTheDocument();
    expect(within(again).getByLabelText('Your message to our team')).toHaveFocus();
    expect(asked.createChat).toEqual([]);

    await user.type(within(again).getByLabelText('Your message to our team'), 'Do you ship to Siem Reap?');
    await user.click(within(again).getByRole('button', { name: 'Send' }));
    expect(await within(again).findByText('Do you ship to Siem Reap?')).toBeInTheDocument();
    expect(within(again).getByText('Automatic reply')).toBeInTheDocument();
    expect(within(again).getByText('We are closed until 8:00.')).toBeInTheDocument();
    expect(asked.createChat).toEqual([{ unique_id: UNIQUE_ID, car_id: null, content: 'Do you ship to Siem Reap?' }]);
    // The conversation came with the create call: no second fetch of its messages.
    expect(asked.messagesAuth).toEqual([]);
  });
});
