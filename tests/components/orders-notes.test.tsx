// The notes panel of a record: newest first, unread ones marked and the record marked read on open (the badge
// clears), adding and editing notes with the API's rules, and the private thread shown to staff only.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrderRecord } from '@/features/orders/api/get-order-record';
import { RecordNotes } from '@/features/orders/components/record-notes';
import type { RecordNote, SummaryReport } from '@/lib/contract/orders';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';
import { customerUser, note, staffUser, summaryReport } from './orders-customer-fixtures';

installMswServer();

const BASE = '*/api/v2/orders/summaryreports';

interface Api {
  record: SummaryReport;
  markReads: unknown[];
  created: unknown[];
  updated: { id: string; body: unknown }[];
}

function serve(record: SummaryReport): Api {
  const api: Api = { record, markReads: [], created: [], updated: [] };
  server.use(
    http.get(`${BASE}/5/`, () => HttpResponse.json(api.record)),
    http.post(`${BASE}/5/mark-read/`, async ({ request }) => {
      const body = (await request.json()) as { private_note?: boolean };
      api.markReads.push(body);
      const key = body.private_note ? 'unread_private_notes' : 'unread_notes';
      const marked = api.record[key]?.length ?? 0;
      api.record = { ...api.record, [key]: [] };
      return HttpResponse.json({ marked });
    }),
    http.post(`${BASE}/note/create/`, async ({ request }) => {
      const body = (await request.json()) as { record_id: number; content: string };
      api.created.push(body);
      const added = note(9, body.content, customerUser, { created_at: '2026-11-21T03:00:00Z' });
      api.record = { ...api.record, notes: [added, ...api.record.notes] };
      return HttpResponse.json(added, { status: 201 });
    }),
    http.put(`${BASE}/note/:id/update/`, async ({ request, params }) => {
      const body = (await request.json()) as { content: string };
      api.updated.push({ id: String(params.id), body });
      const edited = api.record.notes.find((n) => n.id === Number(params.id))!;
      const saved: RecordNote = { ...edited, content: body.content, updated_at: '2026-11-21T04:00:00Z' };
      api.record = { ...api.record, notes: api.record.notes.map((n) => (n.id === saved.id ? saved : n)) };
      return HttpResponse.json(saved);
    }),
  );
  return api;
}

function Detail() {
  const { data } = useOrderRecord('summaryreports', 5);
  return data ? <RecordNotes kind="summaryreports" record={data} /> : null;
}

function signIn(user: AuthUser) {
  useAuthStore.setState({ user, token: 'token', status: 'authenticated' });
}

const staffNote = note(2, 'Container discharged at Sihanoukville.', staffUser);
const customerNote = note(1, 'When will the car arrive?', customerUser);

beforeEach(() => signIn(customerUser));

describe('RecordNotes', () => {
  it('lists the notes newest first, marks the unread one and marks the record read on open', async () => {
    const api = serve(summaryReport(5, { notes: [staffNote, customerNote], unread_notes: [2] }));
    renderWithProviders(<Detail />);

    const items = within(await screen.findByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Container discharged at Sihanoukville.');
    expect(items[0]).toHaveTextContent('Vanna Sok');
    expect(items[0]).toHaveTextContent('Staff');
    expect(items[1]).toHaveTextContent('When will the car arrive?');
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    // Opened: the record is marked read once, the badge clears, and the note stays marked new for this visit.
    await waitFor(() => expect(screen.queryByText('1 unread')).not.toBeInTheDocument());
    expect(api.markReads).toEqual([{}]);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('New')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[1]!).queryByText('New')).not.toBeInTheDocument();
  });

  it('waits for the browser tab to come to the front before marking a note read', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const api = serve(summaryReport(5, { notes: [staffNote], unread_notes: [2] }));
    renderWithProviders(<Detail />);
    await screen.findByText('Container discharged at Sihanoukville.');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(api.markReads).toEqual([]);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByText('1 unread')).not.toBeInTheDocument());
    expect(api.markReads).toEqual([{}]);
    visibility.mockRestore();
  });

  it('does not mark a record read when nothing is unread', async () => {
    const api = serve(summaryReport(5, { notes: [customerNote] }));
    renderWithProviders(<Detail />);
    await screen.findByText('When will the car arrive?');
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(api.markReads).toEqual([]);
  });

  it('adds a note, which then shows first; a blank note is refused before it is sent', async () => {
    const user = userEvent.setup();
    const api = serve(summaryReport(5, { notes: [staffNote] }));
    renderWithProviders(<Detail />);

    const box = await screen.findByRole('textbox', { name: 'Add a note' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    expect(api.created).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Payment sent today via ABA.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem')[0]).toHaveTextContent(
        'Payment sent today via ABA.',
      ),
    );
    expect(api.created).toEqual([{ record_id: 5, content: 'Payment sent today via ABA.' }]);
    expect(box).toHaveValue('');
  });

  it('lets a customer edit only the notes they wrote', async () => {
    const user = userEvent.setup();
    const api = serve(summaryReport(5, { notes: [staffNote, customerNote] }));
    renderWithProviders(<Detail />);

    const items = within(await screen.findByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(within(items[0]!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: /^Edit/ }));
    const editor = screen.getByRole('textbox', { name: 'Edit note' });
    expect(editor).toHaveValue('When will the car arrive?');
    await user.clear(editor);
    await user.type(editor, 'When will the car reach Phnom Penh?');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('When will the car reach Phnom Penh?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(api.updated).toEqual([{ id: '1', body: { content: 'When will the car reach Phnom Penh?' } }]);
  });

  it('lets staff edit any note', async () => {
    signIn(staffUser);
    serve(summaryReport(5, { notes: [staffNote, customerNote], private_notes: [], unread_private_notes: [] }));
    renderWithProviders(<Detail />);
    await screen.findByText('When will the car arrive?');
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
  });

  it('shows no private thread to a customer, even if one were sent', async () => {
    serve(summaryReport(5, { notes: [customerNote], private_notes: [note(3, 'Margin is thin.', staffUser)] }));
    renderWithProviders(<Detail />);
    await screen.findByText('When will the car arrive?');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('Margin is thin.')).not.toBeInTheDocument();
  });

  it('gives staff a private thread, marked read when they open it', async () => {
    const user = userEvent.setup();
    signIn(staffUser);
    const privateNote = note(3, 'Customer asked for a discount on freight.', customerUser, { is_private: true });
    const api = serve(
      summaryReport(5, { notes: [customerNote], private_notes: [privateNote], unread_private_notes: [3] }),
    );
    renderWithProviders(<Detail />);

    const privateTab = await screen.findByRole('tab', { name: /Private notes/ });
    expect(privateTab).toHaveTextContent('(1 unread)');
    expect(screen.queryByText('Customer asked for a discount on freight.')).not.toBeInTheDocument();
    expect(api.markReads).toEqual([]);

    await user.click(privateTab);
    expect(screen.getByText('Customer asked for a discount on freight.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a private note (staff only)' })).toBeInTheDocument();
    await waitFor(() => expect(api.markReads).toEqual([{ private_note: true }]));
    await waitFor(() => expect(privateTab).not.toHaveTextContent('unread'));
  });
});
