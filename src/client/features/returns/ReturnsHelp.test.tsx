import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReturnsHelp } from './ReturnsHelp';
import { ReturnsHero } from './ReturnsHero';

describe('the return policy page', () => {
  it('leads to starting a return, at the top and beside the help at the end', () => {
    render(
      <>
        <ReturnsHero />
        <ReturnsHelp />
      </>,
    );
    const starts = screen.getAllByRole('link', { name: 'Start a return' });
    expect(starts.map((link) => link.getAttribute('href'))).toEqual(['/returns/new', '/returns/new']);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
