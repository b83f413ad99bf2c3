// The first message of a new chat (decision 054): one form for the car chat, the support chat and the visitor's,
// on the contract's schema; the server's 400 lands on the field, a double click sends once, and a signed-in
// customer's "New conversation" makes no chat until they send.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstMessageForm } from '@/features/chat/components/first-message-form';
import { NewConversationButton } from '@/features/chat/components/new-conversation-button';
import { ApiError } from '@/lib/api/http-client';
import { FIRST_MESSAGE_REQUIRED, type ChatMessage } from '@/lib/contract/chat';
import { installMswServer, server } from '../support/msw/server';
import { routerMock } from '../support/next-navigation';
import { renderWithProviders } from '../support/render';
import { alice, chat, message } from './chat-fixtures';

installMswServer();

beforeEach(() => routerMock.push.mockClear());

/** A send the test settles by hand, to press again while it runs. */
function deferredSend() {
  const calls: string[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const onSend = vi.fn(
    (content: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push(content);
        settle = { resolve, reject };
      }),
  );
  return { onSend, calls, settle: () => settle! };
}

/** A rejection as the API client throws it for a DRF answer. */
const apiError = (status: number, data: unknown) =>
  new ApiError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', { status, data });

describe('FirstMessageForm', () => {
  it('checks the message before sending, focusing the field, and sends the trimmed text once however often pressed', async () => {
    const user = userEvent.setup();
    const send = deferredSend();
    renderWithProviders(<FirstMessageForm label="Your message" onSend={send.onSend} />);
    const field = screen.getByLabelText('Your message');
    await waitFor(() => expect(field).toHaveFocus());

    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(FIRST_MESSAGE_REQUIRED)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(send.onSend).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '  Hello team  ');
    const button = screen.getByRole('button', { name: 'Send' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(send.calls).toEqual(['Hello team']);
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
  });

  it("puts the server's 400 on the field and other failures above the form, and lets the visitor send again", async () => {
    const user = userEvent.setup();
    const send = deferredSend();
    renderWithProviders(
      <FirstMessageForm label="Your first message about this car" defaultContent="Is it here?" onSend={send.onSend} />,
    );
    const field = screen.getByLabelText('Your first message about this car');
    expect(field).toHaveValue('Is it here?');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send.calls).toHaveLength(1));
    send.settle().reject(apiError(400, { content: ['Ensure this field has no more than 5000 characters.'] }));
    expect(await screen.findByText('Ensure this field has no more than 5000 characters.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send.calls).toHaveLength(2));
    send.settle().reject(apiError(404, { detail: 'Not found.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send.calls).toHaveLength(3));
    send.settle().reject(apiError(500, { detail: 'boom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again.');
  });
});

describe('New conversation (a signed-in customer)', () => {
  function answer(existing: boolean, created: { body: unknown }[], reply: string | null = null) {
    server.use(
      http.get('*/api/chats/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('chat_type')).toBe('support');
        return HttpResponse.json({
          count: existing ? 1 : 0,
          next: null,
          previous: null,
          results: existing ? [chat(8, { chat_type: 'support' })] : [],
        });
      }),
      http.post('*/api/chats/create/', async ({ request }) => {
        const body = (await request.json()) as { content: string };
        created.push({ body });
        const first: ChatMessage = message(80, alice, body.content, { chat: 9 });
        return HttpResponse.json(
          { ...chat(9, { chat_type: 'support', latest_message: first }), out_of_hours_reply: reply },
          { status: 201 },
        );
      }),
    );
  }

  it('opens the support chat the customer already has', async () => {
    const created: { body: unknown }[] = [];
    answer(true, created);
    renderWithProviders(<NewConversationButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/messages/8/'));
    expect(created).toEqual([]);
  });

  it('asks for the first message; closing creates nothing, sending creates the chat with the out-of-hours reply', async () => {
    const user = userEvent.setup();
    const created: { body: unknown }[] = [];
    answer(false, created, 'We are closed until 8:00.');
    const { queryClient } = renderWithProviders(<NewConversationButton />);
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Message our team' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'New conversation' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    dialog = await screen.findByRole('dialog', { name: 'Message our team' });
    await waitFor(() => expect(within(dialog).getByLabelText('Your message')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'New conversation' })).toHaveFocus();
    expect(created).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    dialog = await screen.findByRole('dialog', { name: 'Message our team' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Can you import a Lexus?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/messages/9/'));
    expect(created).toEqual([{ body: { content: 'Can you import a Lexus?' } }]);
    // The conversation opens with the message and the automatic reply under it.
    const messages = queryClient.getQueryData<{ pages: { results: ChatMessage[] }[] }>(['chats', 'messages', 9]);
    expect(messages?.pages[0]?.results.map((m) => [m.sender, m.content])).toEqual([
      [0, 'We are closed until 8:00.'],
      [alice.id, 'Can you import a Lexus?'],
    ]);
  });
});
