import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl } from './carriers';

describe("a carrier's tracking page", () => {
  it('links the four carriers the store ships with to their own tracking pages', () => {
    expect(carrierTrackingUrl('USPS', '9400111899223')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223',
    );
    expect(carrierTrackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    );
    expect(carrierTrackingUrl('FedEx', '449044304137821')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=449044304137821',
    );
    expect(carrierTrackingUrl('DHL', '1234567890')).toBe(
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );
  });

  it('reads the carrier as staff typed it', () => {
    expect(carrierTrackingUrl('fedex', '1')).toContain('fedex.com');
    expect(carrierTrackingUrl('Fed Ex', '1')).toContain('fedex.com');
    expect(carrierTrackingUrl(' usps ', '1')).toContain('usps.com');
  });

  it('has no link for another carrier or an empty number', () => {
    expect(carrierTrackingUrl('other', '123')).toBeNull();
    expect(carrierTrackingUrl('Royal Mail', '123')).toBeNull();
    expect(carrierTrackingUrl('UPS', '  ')).toBeNull();
  });

  it('keeps a typed number from changing the link', () => {
    expect(carrierTrackingUrl('UPS', '1Z 99&x=<b>')).toBe(
      'https://www.ups.com/track?loc=en_US&tracknum=1Z%2099%26x%3D%3Cb%3E',
    );
  });
});
