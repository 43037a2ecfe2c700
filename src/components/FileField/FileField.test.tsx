import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../forms/Form';
import { describeConformance } from '../../test';
import { FileField } from './FileField';
import { formatFileSize, isAcceptedFile } from './files';

const MB = 1024 * 1024;

/** A File of a given size without allocating it. */
function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type, lastModified: 1 });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const input = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describeConformance('FileField', FileField, {
  props: { label: 'Attachment' },
  element: 'input',
  slot: 'file-field-input',
});

describe('FileField', () => {
  it('is a native file input behind a button named by the label, with its description', () => {
    const { container } = render(
      <FileField label="Attachment" description="PDF, up to 5 MB." accept=".pdf" name="doc" />,
    );
    const button = screen.getByRole('button', { name: 'Attachment Choose a file' });
    expect(button).toHaveAccessibleDescription('PDF, up to 5 MB.');
    expect(input(container)).toHaveAttribute('accept', '.pdf');
    expect(input(container)).toHaveAttribute('name', 'doc');
    expect(input(container)).not.toHaveAttribute('multiple');
  });

  it('opens the native picker from the button', async () => {
    const { container } = render(<FileField label="Attachment" />);
    const click = vi.spyOn(input(container), 'click');
    await userEvent.click(screen.getByRole('button', { name: /Choose a file/ }));
    expect(click).toHaveBeenCalled();
  });

  it('lists chosen files with their size and removes them', async () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <FileField label="Photos" multiple onValueChange={onValueChange} />,
    );
    const a = file('a.png', 'image/png', 2 * MB);
    const b = file('b.png', 'image/png', 300 * 1024);
    await userEvent.upload(input(container), [a, b]);
    expect(onValueChange).toHaveBeenLastCalledWith([a, b]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a.png2 MB', 'b.png300 kB']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(onValueChange).toHaveBeenLastCalledWith([b]);
    expect(screen.getByRole('button', { name: /Choose files/ })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Removed a.png.');
  });

  it('adds to the list when multiple, and replaces the file when not', async () => {
    const { container, rerender } = render(<FileField label="Photos" multiple />);
    await userEvent.upload(input(container), file('a.png', 'image/png'));
    await userEvent.upload(input(container), file('b.png', 'image/png'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(<FileField key="single" label="Photo" />);
    await userEvent.upload(input(container), file('a.png', 'image/png'));
    await userEvent.upload(input(container), file('b.png', 'image/png'));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'b.png1,000 bytes',
    ]);
  });

  it('says why a file was not added: too big, or not an accepted type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onReject = vi.fn();
    const { container } = render(
      <FileField
        label="Documents"
        multiple
        accept=".jpg,.jpeg,image/png"
        maxSize={5 * MB}
        onReject={onReject}
      />,
    );
    await user.upload(input(container), [
      file('report.jpg', 'image/jpeg', 12 * MB),
      file('photo.heic', 'image/heic'),
      file('ok.png', 'image/png'),
    ]);
    const messages = [
      'report.jpg is 12 MB; the limit is 5 MB.',
      'photo.heic is not an accepted type: use JPG or PNG.',
    ];
    expect(onReject).toHaveBeenCalledWith(messages);
    const button = screen.getByRole('button', { name: /Choose files/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleErrorMessage(messages.join(' '));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ok.png1,000 bytes',
    ]);
  });

  it('keeps to maxFiles and names the files left out', async () => {
    const { container } = render(<FileField label="Photos" multiple maxFiles={2} />);
    await userEvent.upload(input(container), [
      file('a.png', 'image/png'),
      file('b.png', 'image/png'),
      file('c.png', 'image/png'),
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Up to 2 files: c.png was not added.')).toBeInTheDocument();
  });

  it('takes dropped files and shows the drop zone as active while dragging', () => {
    const onValueChange = vi.fn();
    const { container } = render(<FileField label="Photo" onValueChange={onValueChange} />);
    const zone = container.querySelector('[data-slot="file-field-dropzone"]')!;
    const photo = file('a.png', 'image/png');
    const dataTransfer = { types: ['Files'], files: [photo], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(onValueChange).toHaveBeenCalledWith([photo]);
  });

  it('ignores choosing and dropping while disabled', () => {
    const onValueChange = vi.fn();
    const { container } = render(
      <FileField label="Photo" disabled onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('button', { name: /Choose a file/ })).toBeDisabled();
    expect(input(container)).toBeDisabled();
    const zone = container.querySelector('[data-slot="file-field-dropzone"]')!;
    fireEvent.drop(zone, {
      dataTransfer: { types: ['Files'], files: [file('a.png', 'image/png')] },
    });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('binds to a Form by name: required error, cleared by choosing, File[] submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <Form aria-label="Upload" onSubmit={onSubmit}>
        <FileField label="Attachments" name="files" multiple required />
        <button type="submit">Send</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('region', { name: /problem/ });
    expect(
      within(summary).getByRole('link', { name: 'Attachments: Choose at least one file.' }),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Choose files/ });
    expect(button).toHaveAccessibleErrorMessage('Choose at least one file.');
    await userEvent.click(within(summary).getByRole('link', { name: /Attachments/ }));
    expect(button).toHaveFocus();
    const doc = file('notes.txt', 'text/plain');
    await userEvent.upload(input(container), doc);
    expect(button).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall![0]).toEqual({ files: [doc] });
  });
});

describe('file helpers', () => {
  it.each([
    [500, '500 bytes'],
    [1536, '1.5 kB'],
    [12 * MB, '12 MB'],
    [3.25 * 1024 * MB, '3.3 GB'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en-US')).toBe(text);
  });

  it.each([
    ['a.PDF', 'application/pdf', ['.pdf'], true],
    ['a.png', 'image/png', ['image/*'], true],
    ['a.png', 'image/png', ['image/jpeg'], false],
    ['a.heic', '', ['.jpg', 'image/png'], false],
    ['a.bin', '', [], true],
  ])('accepts %s (%s) for %j: %s', (name, type, tokens, expected) => {
    expect(isAcceptedFile(file(name, type), tokens)).toBe(expected);
  });
});
