import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ShippingInfo } from './ShippingInfo';

describe('the shipping page', () => {
  it('gives each method its price and how long it takes in the US and abroad, as checkout promises', () => {
    render(
      <Router hook={memoryLocation({ path: '/shipping' }).hook}>
        <ShippingInfo />
      </Router>,
    );
    const row = (method: string) =>
      within(screen.getByRole('rowheader', { name: method }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Standard')).toEqual([
      'Free on orders over $50.00, otherwise $9.99',
      '5-7 business days',
      '7-14 business days',
    ]);
    expect(row('Express')).toEqual(['$19.99', '1-2 business days', '3-5 business days']);
  });
});
