import { describe, expect, it } from 'vitest';
import { UploadError } from '../api/upload-media';
import { describeError, errorDetail } from './api-error';

describe('errorDetail', () => {
  it('shows the server’s reason for a refusal', () => {
    expect(errorDetail({ code: 'CONFLICT', message: 'Shteti nuk mund të fshihet: përdoret nga 3 qytete.', fields: {} })).toBe(
      'Shteti nuk mund të fshihet: përdoret nga 3 qytete.',
    );
  });

  it('leaves field errors to their fields, and lists those the screen has no input for', () => {
    expect(errorDetail({ code: 'BAD_USER_INPUT', message: 'Invalid', fields: { name: 'Required' } }, ['name'])).toBeUndefined();
    expect(errorDetail({ code: 'BAD_USER_INPUT', message: 'Invalid', fields: { seats: 'Too many' } }, ['name'])).toBe('Too many');
  });

  it('adds nothing to a network failure or a masked server error', () => {
    expect(errorDetail({ code: null, message: 'Failed to fetch', fields: {} })).toBeUndefined();
  });
});

describe('describeError of an upload', () => {
  it('puts the upload route’s "file" error on the image field', () => {
    const described = describeError(new UploadError('Not an image', { file: 'Skedari nuk është imazh.' }, 400), ['name', 'image']);
    expect(described.fields).toEqual({ image: 'Skedari nuk është imazh.' });
    expect(described.detail).toBeUndefined();
  });

  it('reads a refusal without field errors as the image’s, and a transport failure as no detail', () => {
    expect(describeError(new UploadError('Too large', {}, 413), ['image']).fields).toEqual({ image: 'Too large' });
    expect(describeError(new UploadError('Network error'), ['image']).detail).toBeUndefined();
  });
});
