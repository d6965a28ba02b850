import { describe, expect, it } from 'vitest';
import { displayName } from './media';

describe('displayName', () => {
  it('names a file without a name by the last part of its path, not by the signature its URL carries', () => {
    expect(displayName({ src: '/media/memories/0f1e.pdf?sig=eyJhbGciOiJIUzI1NiJ9.e30.abc', isLink: false, fileName: null })).toBe(
      '0f1e.pdf',
    );
    expect(displayName({ src: '/media/memories/0f1e.pdf', isLink: false, fileName: null })).toBe('0f1e.pdf');
    expect(displayName({ src: '/media/memories/0f1e.pdf?sig=x', isLink: false, fileName: 'Order of Service.pdf' })).toBe(
      'Order of Service.pdf',
    );
  });
});
