import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FaqList } from './FaqList';
import { TermsOfService } from './TermsOfService';

const at = (path: string, page: ReactNode) => render(<Router hook={memoryLocation({ path }).hook}>{page}</Router>);

describe('what the store says of its welcome code', () => {
  it('the terms: a first order only, once per customer, and codes of other kinds', () => {
    at('/terms', <TermsOfService />);
    const section = screen.getByRole('heading', { name: 'Promo Codes' }).closest('section')!;
    expect(section).toHaveTextContent('Our welcome code WELCOME10 takes 10% off your first order, once per customer.');
    expect(section).toHaveTextContent('or gives free shipping');
    expect(section).not.toHaveTextContent('takes its percentage off');
  });

  it('the FAQ: where to enter it, and that it is for a first order', () => {
    at('/faq', <FaqList />);
    expect(screen.getByText(/^Enter it in the promo code box/)).toHaveTextContent(
      'Enter it in the promo code box in your cart or at checkout; one code per order. Our welcome code WELCOME10 takes 10% off your first order, once per customer.',
    );
  });
});
