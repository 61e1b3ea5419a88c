import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarrierTrackingNumber } from './CarrierTrackingNumber';

describe('a parcel tracking number', () => {
  it("links to a known carrier's tracking page, in a new tab", () => {
    render(<CarrierTrackingNumber carrier="UPS" number="1Z999AA10123456784" />);
    const link = screen.getByRole('link', { name: /^1Z999AA10123456784/ });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is plain text for a carrier the store does not know', () => {
    render(<CarrierTrackingNumber carrier="Pony Express" number="PX-1" />);
    expect(screen.getByText('PX-1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
