import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageLoading } from './PageLoading';

describe('PageLoading', () => {
  it('is a status that says Loading…, and index.html paints the same markup until the app starts', () => {
    const { container } = render(<PageLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const shell = /<div id="root">(.*?)<\/div>\s*$/m.exec(html)?.[1];
    expect(shell).toBe(container.innerHTML);
  });
});
