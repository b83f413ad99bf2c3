// The staff uploader of a record's files (decision 040): what it refuses before sending, the progress bar while a
// file goes up and the thumbnail after, drag and drop, caption edits, and deletion behind a confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RecordFiles } from '@/features/orders/components/record-files';
import { RECORD_IMAGE_MAX_BYTES, type RecordFile } from '@/lib/contract/record-files';
import { installMswServer, server } from '../support/msw/server';
import { renderWithProviders } from '../support/render';

installMswServer();

const FILES_URL = '*/api/v2/orders/loadingrecords/7/files/';

const photo = (id: number, over: Partial<RecordFile> = {}): RecordFile => ({
  id,
  kind: 'loadingrecords',
  record_id: 7,
  collection: 'container_images',
  file: `https://example.test/media/uploads/records/2026/11/p${id}.webp?expires=1&signature=x`,
  thumbnail: `https://example.test/media/uploads/records/2026/11/p${id}-thumb.webp?expires=1&signature=x`,
  content_type: 'image/webp',
  bytes: 120_000,
  width: 2000,
  height: 1500,
  original_name: `photo-${id}.jpg`,
  caption: '',
  uploaded_by: { id: 2, name: 'Sreyleak Staff' },
  created_at: '2026-11-20T09:00:00Z',
  ...over,
});

/** The files endpoint answering whatever `files` holds at the time of each request. */
function answerFiles(files: RecordFile[]) {
  server.use(http.get(FILES_URL, () => HttpResponse.json(files)));
}

const renderUploader = () =>
  renderWithProviders(
    <RecordFiles kind="loadingrecords" id={7} collection="container_images" subject="The 2021 Toyota Camry" />,
  );

const picture = (name = 'car.jpg', size = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

describe('RecordFiles', () => {
  it('shows the photos of its collection only, with their captions', async () => {
    answerFiles([
      photo(1, { caption: 'Left side' }),
      photo(2, { collection: 'other' }),
      photo(3, { original_name: 'rear.jpg' }),
    ]);
    renderUploader();
    const grid = await screen.findByRole('list', { name: 'The 2021 Toyota Camry' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByText('Left side')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Left side' })).toHaveAttribute(
      'src',
      expect.stringContaining('p1-thumb.webp'),
    );
    expect(within(grid).getByRole('button', { name: 'Delete rear.jpg' })).toBeInTheDocument();
  });

  it('shows a progress bar while a chosen picture goes up, then its thumbnail', async () => {
    const files: RecordFile[] = [];
    server.use(http.get(FILES_URL, () => HttpResponse.json(files)));
    let finish: () => void = () => undefined;
    const sent: FormData[] = [];
    server.use(
      http.post('*/api/v2/orders/loadingrecords/7/files/create/', async ({ request }) => {
        sent.push(await request.formData());
        await new Promise<void>((resolve) => (finish = resolve));
        const created = photo(9, { original_name: 'car.jpg' });
        files.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    renderUploader();
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Add container photos'), picture());
    expect(await screen.findByRole('progressbar', { name: 'Uploading car.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('collection')).toBe('container_images');
    expect(sent[0]!.has('file')).toBe(true);

    finish();
    expect(await screen.findByRole('img', { name: 'The 2021 Toyota Camry, car.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('car.jpg uploaded.')).toBeInTheDocument();
  });

  it('refuses a PDF among photos and a picture over the cap without sending anything', async () => {
    answerFiles([]);
    const posted = vi.fn();
    server.use(http.post('*/api/v2/orders/loadingrecords/7/files/create/', posted));
    renderUploader();
    await screen.findByText('No photos yet.');
    const dropzone = screen.getByText(/Drop photos here/).parentElement!;
    fireEvent.drop(dropzone, {
      dataTransfer: {
        files: [
          new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }),
          picture('huge.jpg', RECORD_IMAGE_MAX_BYTES + 1),
        ],
      },
    });
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    const alerts = within(uploads).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Upload a JPEG, PNG or WebP picture.',
      'The file is too large: at most 15 MB.',
    ]);
    expect(posted).not.toHaveBeenCalled();
  });

  it('shows the API’s reason when it refuses a file', async () => {
    answerFiles([]);
    server.use(
      http.post('*/api/v2/orders/loadingrecords/7/files/create/', () =>
        HttpResponse.json({ file: ['Upload a JPEG, PNG or WebP picture.'] }, { status: 400 }),
      ),
    );
    renderUploader();
    await screen.findByText('No photos yet.');
    await userEvent.upload(screen.getByLabelText('Add container photos'), picture('fake.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File: Upload a JPEG, PNG or WebP picture.');
  });

  it('saves an edited caption', async () => {
    const files = [photo(1, { caption: 'Left' })];
    server.use(http.get(FILES_URL, () => HttpResponse.json(files)));
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v2/orders/loadingrecords/7/files/1/update/', async ({ request }) => {
        const body = (await request.json()) as { caption: string };
        bodies.push(body);
        files[0] = photo(1, { caption: body.caption });
        return HttpResponse.json(files[0]);
      }),
    );
    renderUploader();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the caption of photo-1.jpg' }));
    const field = screen.getByRole('textbox', { name: 'Caption' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Left side, strapped');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Left side, strapped')).toBeInTheDocument();
    expect(bodies).toEqual([{ caption: 'Left side, strapped' }]);
  });

  it('deletes a photo only once the dialog is confirmed', async () => {
    const files = [photo(1), photo(2)];
    server.use(http.get(FILES_URL, () => HttpResponse.json(files)));
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/v2/orders/loadingrecords/7/files/:fileId/delete/', ({ params }) => {
        deleted.push(String(params.fileId));
        files.splice(
          files.findIndex((f) => String(f.id) === params.fileId),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderUploader();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete photo-1.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete photo-1.jpg' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete photo' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete photo-1.jpg' })).toBeNull());
    expect(deleted).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Delete photo-2.jpg' })).toBeInTheDocument();
  });
});
