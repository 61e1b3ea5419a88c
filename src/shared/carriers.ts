// Where a shopper follows a parcel on its carrier's own site. Staff type the carrier's name
// when they ship an order, so it is matched loosely ("FedEx", "fedex", "Fed Ex").

const TRACKING_PAGES: Readonly<Record<string, (number: string) => string>> = {
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  ups: (n) => `https://www.ups.com/track?loc=en_US&tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
};

const carrierKey = (carrier: string) => carrier.toLowerCase().replace(/[^a-z]/g, '');

/** The carrier's tracking page for this number, or null for a carrier the store does not know. */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrierKey(carrier)];
  const number = trackingNumber.trim();
  return page && number ? page(encodeURIComponent(number)) : null;
}

/** The carriers staff choose from when they ship; "Other" asks for the name. */
export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'] as const;
