// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { UploadRequest, UploadedDocument } from '../../widgets/media-uploader/media-options';
import { MediaUploaderWidget } from '../../widgets/media-uploader/media-uploader-widget';
import { widgetConformance } from './conformance';
import { makeWidgetProps } from './support/make-widget-props';
import { renderWidget } from './support/render-widget';

const label = 'Upload a file';
const chooserName = 'Upload a file Choose files';

const pdfText = '%PDF-1.4 boiler report';
const pdf = () => new File([pdfText], 'report.pdf', { type: 'application/pdf' });
const photo = (name = 'photo.jpg', type = 'image/jpeg') =>
  new File(['raw photo bytes from the phone camera'], name, { type });
const compressedBytes = 'small';

const fileInput = () => document.getElementById('root_f0-input') as HTMLInputElement;
const chooser = () => screen.getByRole('button', { name: chooserName });
const status = () => screen.getByRole('status');
const errorMessage = () => document.getElementById('root_f0-error');

/** A document already on the work order (a restored draft). */
const existing = (index: number): UploadedDocument => ({
  documentIdentifier: `old-${index}`,
  fileName: `old-${index}.pdf`,
  contentType: 'application/pdf',
  size: 1200,
});

/** An upload the test finishes when it chooses, to see what the resident sees meanwhile. */
function deferredUpload() {
  const finish: Array<(result: { documentIdentifier: string }) => void> = [];
  const upload = vi.fn(
    (_file: UploadRequest) =>
      new Promise<{ documentIdentifier: string }>((resolve) => {
        finish.push(resolve);
      }),
  );
  return {
    upload,
    finish: (documentIdentifier: string) =>
      act(async () => {
        finish.shift()?.({ documentIdentifier });
      }),
  };
}

function setup(options: Record<string, unknown> = {}, value?: UploadedDocument[], applyAccept = true) {
  let count = 0;
  const upload = vi.fn(async (_file: UploadRequest) => ({ documentIdentifier: `doc-${++count}` }));
  const remove = vi.fn(async (_documentIdentifier: string) => undefined);
  const compress = vi.fn(async (file: File) => new File([compressedBytes], file.name, { type: file.type }));
  const props = makeWidgetProps({
    label,
    options: { upload, remove, compress, ...options },
    ...(value ? { value } : {}),
  });
  const view = renderWidget(MediaUploaderWidget, props, { applyAccept });
  return { ...view, upload, remove, compress };
}

widgetConformance('media-uploader', [
  {
    title: 'a PDF chosen from the keyboard',
    props: {
      label,
      options: {
        upload: async () => ({ documentIdentifier: 'doc-1' }),
        remove: async () => undefined,
        compress: async (file: File) => file,
      },
    },
    control: { role: 'button', name: chooserName },
    operate: async (user) => {
      const opened = vi.fn();
      fileInput().addEventListener('click', opened);
      await user.keyboard('{Enter}');
      expect(opened).toHaveBeenCalledTimes(1);
      // What the resident picks in the system's file dialog.
      await user.upload(fileInput(), pdf());
      await screen.findByRole('button', { name: 'Remove report.pdf' });
    },
    expected: [
      { documentIdentifier: 'doc-1', fileName: 'report.pdf', contentType: 'application/pdf', size: pdfText.length },
    ],
  },
]);

describe('media-uploader widget: adding files', () => {
  it('works with the file picker alone: the file is sent as base64 without the data: prefix and listed with its name and size', async () => {
    const { user, upload, lastValue } = setup();
    await user.upload(fileInput(), pdf());
    await screen.findByRole('button', { name: 'Remove report.pdf' });
    expect(upload).toHaveBeenCalledExactlyOnceWith({
      name: 'report.pdf',
      type: 'application/pdf',
      base64: btoa(pdfText),
    });
    expect(lastValue()).toEqual([
      { documentIdentifier: 'doc-1', fileName: 'report.pdf', contentType: 'application/pdf', size: pdfText.length },
    ]);
    expect(screen.getByText('report.pdf', { selector: '.media-uploader__name' })).toBeVisible();
    expect(screen.getByText('1KB')).toBeVisible();
    expect(screen.getByText('PDF')).toBeVisible();
  });

  it('takes files dropped on the drop zone, and highlights the zone while files are dragged over it', async () => {
    const { upload, lastValue } = setup();
    const zone = chooser().parentElement as HTMLElement;
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone).toHaveClass('media-uploader__drop-zone--active');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [pdf(), photo()] } });
    expect(zone).not.toHaveClass('media-uploader__drop-zone--active');
    await screen.findByRole('button', { name: 'Remove photo.jpg' });
    await screen.findByRole('button', { name: 'Remove report.pdf' });
    expect(upload).toHaveBeenCalledTimes(2);
    expect((lastValue() as UploadedDocument[]).map((document) => document.fileName).sort()).toEqual([
      'photo.jpg',
      'report.pdf',
    ]);
  });

  it('compresses jpeg and png photos before sending them, and sends other files as they are', async () => {
    const { user, upload, compress, lastValue } = setup();
    await user.upload(fileInput(), [
      photo('kitchen.jpeg'),
      photo('hall.png', 'image/png'),
      photo('leak.gif', 'image/gif'),
      pdf(),
    ]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(4));
    expect(compress.mock.calls.map(([file]) => file.name).sort()).toEqual(['hall.png', 'kitchen.jpeg']);
    const sent = Object.fromEntries(upload.mock.calls.map(([file]) => [file.name, file]));
    expect(sent['kitchen.jpeg']).toEqual({ name: 'kitchen.jpeg', type: 'image/jpeg', base64: btoa(compressedBytes) });
    expect(sent['hall.png']?.base64).toBe(btoa(compressedBytes));
    expect(sent['leak.gif']?.base64).toBe(btoa('raw photo bytes from the phone camera'));
    await waitFor(() => expect(lastValue()).toHaveLength(4));
    expect((lastValue() as UploadedDocument[]).find((document) => document.fileName === 'kitchen.jpeg')?.size).toBe(
      compressedBytes.length,
    );
  });

  it('sends the original photo when it cannot be compressed', async () => {
    const { user, upload } = setup({
      compress: async () => {
        throw new Error('not an image');
      },
    });
    await user.upload(fileInput(), photo());
    await waitFor(() =>
      expect(upload).toHaveBeenCalledExactlyOnceWith({
        name: 'photo.jpg',
        type: 'image/jpeg',
        base64: btoa('raw photo bytes from the phone camera'),
      }),
    );
  });

  it('shows each photo added as a thumbnail, and an icon for a video, and frees the photo when it is removed', async () => {
    // Known object URLs, so the thumbnail's source can be checked; the real functions are put back after the test.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/thumb-1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    onTestFinished(() => {
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    });
    const { user } = setup();
    await user.upload(fileInput(), [photo(), new File(['video'], 'drip.mp4', { type: 'video/mp4' })]);
    await screen.findByRole('button', { name: 'Remove drip.mp4' });
    await screen.findByRole('button', { name: 'Remove photo.jpg' });
    const thumbnail = document.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', 'blob:http://localhost/thumb-1');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Video')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove photo.jpg' }));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/thumb-1'));
    expect(document.querySelector('img')).toBeNull();
  });

  it('announces progress in a polite live region present from the start', async () => {
    const { upload, finish } = deferredUpload();
    const { user } = setup({ upload });
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent('');
    await user.upload(fileInput(), photo());
    await waitFor(() => expect(status()).toHaveTextContent('Uploading photo.jpg'));
    expect(screen.getByText('Uploading…')).toBeVisible();
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await finish('doc-9');
    expect(status()).toHaveTextContent('photo.jpg uploaded');
    expect(screen.queryByText('Uploading…')).toBeNull();
  });

  it('does not send the same file twice while its upload runs', async () => {
    const { upload, finish } = deferredUpload();
    const { user, lastValue } = setup({ upload });
    const file = pdf();
    await user.upload(fileInput(), file);
    await user.upload(fileInput(), [file]);
    fireEvent.drop(chooser().parentElement as HTMLElement, { dataTransfer: { types: ['Files'], files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await finish('doc-1');
    expect(lastValue()).toHaveLength(1);
  });
});

describe('media-uploader widget: limits and types', () => {
  it('refuses a file over 20,000,000 bytes with Upload_Media_Attachments_Too_Large, sending nothing', async () => {
    const { user, upload, changes } = setup();
    await user.upload(fileInput(), new File([new Uint8Array(20_000_001)], 'survey.pdf', { type: 'application/pdf' }));
    expect(errorMessage()).toHaveTextContent('Error: The selected file must be smaller than 20MB');
    expect(chooser()).toHaveAttribute('aria-invalid', 'true');
    expect(status()).toHaveTextContent('survey.pdf was not added. The selected file must be smaller than 20MB');
    expect(upload).not.toHaveBeenCalled();
    expect(changes).not.toHaveBeenCalled();
  });

  it("checks a photo's size after compression", async () => {
    const { user, upload } = setup({
      compress: async (file: File) => new File([new Uint8Array(20_000_001)], file.name, { type: file.type }),
    });
    await user.upload(fileInput(), photo());
    await waitFor(() => expect(errorMessage()).toHaveTextContent('The selected file must be smaller than 20MB'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a type that is not allowed with Upload_Media_Wrong_File_Type, also when it is renamed', async () => {
    const { user, upload } = setup({}, undefined, false);
    await user.upload(fileInput(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(errorMessage()).toHaveTextContent('Error: The selected file must be a JPG, PNG, GIF, PDF, MP4, MOV or MPEG');
    await user.upload(fileInput(), new File(['<html>'], 'photo.jpg', { type: 'text/html' }));
    expect(status()).toHaveTextContent('photo.jpg was not added.');
    expect(upload).not.toHaveBeenCalled();
  });

  it("refuses photos when the IsImageAllowed setting is 'false', and offers only the other types", async () => {
    const { user, upload } = setup({ isImageAllowed: 'false' }, undefined, false);
    expect(fileInput().accept.split(',')).toEqual([
      '.pdf',
      '.mpeg',
      '.mov',
      '.mp4',
      'application/pdf',
      'video/mpeg',
      'video/quicktime',
      'video/mp4',
    ]);
    expect(screen.getByText(/Videos must be MP4, MOV or MPEG, and documents PDF/)).toBeVisible();
    await user.upload(fileInput(), photo());
    expect(errorMessage()).toHaveTextContent('The selected file must be a PDF, MP4, MOV or MPEG');
    await user.upload(fileInput(), pdf());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('accepts the allowed types in the picker when photos are allowed', () => {
    setup({ isImageAllowed: 'true' });
    expect(fileInput().accept).toContain('.jpg');
    expect(fileInput().accept).toContain('image/png');
  });

  it('adds files up to 5 and refuses the rest with Upload_Media_Max_Attachments', async () => {
    const { user, upload, lastValue } = setup({}, [existing(1), existing(2), existing(3)]);
    await user.upload(fileInput(), [pdf(), photo(), photo('third.png', 'image/png')]);
    await waitFor(() => expect(lastValue()).toHaveLength(5));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls.map(([file]) => file.name)).not.toContain('third.png');
    expect(errorMessage()).toHaveTextContent('You can add up to 5 files. Remove a file before you add another one.');
  });

  it('moves the focus to the list when the fifth file disables the control the resident is on', async () => {
    const { user } = setup({}, [1, 2, 3, 4].map(existing));
    await user.click(chooser());
    // The system's file dialog gives the focus back to the button when it closes.
    fireEvent.change(fileInput(), { target: { files: [pdf()] } });
    await waitFor(() => expect(chooser()).toBeDisabled());
    expect(screen.getByRole('heading', { name: 'Files added' })).toHaveFocus();
  });

  it('disables the control at 5 files with a message, and refuses files dropped then', async () => {
    const five = [1, 2, 3, 4, 5].map(existing);
    const { upload } = setup({}, five);
    expect(chooser()).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    expect(chooser()).toHaveAccessibleDescription(
      expect.stringContaining('You have added 5 files, which is the most you can add.'),
    );
    fireEvent.drop(chooser().parentElement as HTMLElement, { dataTransfer: { types: ['Files'], files: [pdf()] } });
    expect(errorMessage()).toHaveTextContent('You can add up to 5 files.');
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('media-uploader widget: removing and failures', () => {
  it('removes a file through the injected remove, announces it and gives the focus back to the chooser', async () => {
    const { user, remove, lastValue } = setup({}, [1, 2, 3, 4, 5].map(existing));
    await user.click(screen.getByRole('button', { name: 'Remove old-2.pdf' }));
    await waitFor(() => expect(lastValue()).toHaveLength(4));
    expect(remove).toHaveBeenCalledExactlyOnceWith('old-2');
    expect(screen.queryByText('old-2.pdf', { selector: '.media-uploader__name' })).toBeNull();
    expect(status()).toHaveTextContent('old-2.pdf removed');
    expect(chooser()).toBeEnabled();
    expect(chooser()).toHaveFocus();
  });

  it('shows SSR011b when an upload fails, and adds nothing to the list', async () => {
    const { user, changes } = setup(
      {
        upload: async () => {
          throw new Error('500');
        },
      },
      [existing(1)],
    );
    await user.upload(fileInput(), pdf());
    await waitFor(() =>
      expect(errorMessage()).toHaveTextContent('Error: The selected file could not be uploaded. Try again.'),
    );
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(status()).toHaveTextContent('report.pdf was not added.');
  });

  it("shows the gateway's refusal when the upload reports it by code", async () => {
    const refusal = Object.assign(new Error('413'), { code: 'Upload_Media_Attachments_Too_Large' });
    const { user } = setup({
      upload: async () => {
        throw refusal;
      },
    });
    await user.upload(fileInput(), pdf());
    await waitFor(() => expect(errorMessage()).toHaveTextContent('Error: The selected file must be smaller than 20MB'));
  });

  it('shows SSR011c when a removal fails, and keeps the file listed', async () => {
    const { user, changes } = setup(
      {
        remove: async () => {
          throw new Error('500');
        },
      },
      [existing(1)],
    );
    await user.click(screen.getByRole('button', { name: 'Remove old-1.pdf' }));
    await waitFor(() => expect(errorMessage()).toHaveTextContent('Error: The file could not be removed. Try again.'));
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove old-1.pdf' })).toBeEnabled();
  });

  it("clears its own message at the next attempt, showing the journey's error again", async () => {
    const { user } = setup({ errorText: 'Add a photo of the repair' }, undefined, false);
    expect(errorMessage()).toHaveTextContent('Error: Add a photo of the repair');
    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(errorMessage()).toHaveTextContent('The selected file must be a JPG');
    await user.upload(fileInput(), pdf());
    expect(errorMessage()).toHaveTextContent('Error: Add a photo of the repair');
  });
});
