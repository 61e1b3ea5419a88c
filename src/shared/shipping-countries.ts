// Where the store ships. Apart from the store's other constants, so pages without an
// address form do not carry the list.

export const DEFAULT_COUNTRY = 'US';

/** Where the store ships (over 50 countries); ISO code and name, US first. */
export const SHIPPING_COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['US', 'United States'], ['CA', 'Canada'], ['MX', 'Mexico'], ['GB', 'United Kingdom'], ['IE', 'Ireland'],
  ['FR', 'France'], ['DE', 'Germany'], ['ES', 'Spain'], ['PT', 'Portugal'], ['IT', 'Italy'], ['NL', 'Netherlands'],
  ['BE', 'Belgium'], ['LU', 'Luxembourg'], ['CH', 'Switzerland'], ['AT', 'Austria'], ['DK', 'Denmark'],
  ['SE', 'Sweden'], ['NO', 'Norway'], ['FI', 'Finland'], ['IS', 'Iceland'], ['PL', 'Poland'], ['CZ', 'Czechia'],
  ['SK', 'Slovakia'], ['HU', 'Hungary'], ['RO', 'Romania'], ['BG', 'Bulgaria'], ['GR', 'Greece'], ['HR', 'Croatia'],
  ['SI', 'Slovenia'], ['EE', 'Estonia'], ['LV', 'Latvia'], ['LT', 'Lithuania'], ['MT', 'Malta'], ['CY', 'Cyprus'],
  ['AU', 'Australia'], ['NZ', 'New Zealand'], ['JP', 'Japan'], ['KR', 'South Korea'], ['SG', 'Singapore'],
  ['HK', 'Hong Kong'], ['TW', 'Taiwan'], ['MY', 'Malaysia'], ['PH', 'Philippines'], ['TH', 'Thailand'],
  ['IN', 'India'], ['AE', 'United Arab Emirates'], ['SA', 'Saudi Arabia'], ['IL', 'Israel'], ['ZA', 'South Africa'],
  ['NG', 'Nigeria'], ['KE', 'Kenya'], ['BR', 'Brazil'], ['AR', 'Argentina'], ['CL', 'Chile'], ['CO', 'Colombia'],
  ['PE', 'Peru'], ['JM', 'Jamaica'],
];
