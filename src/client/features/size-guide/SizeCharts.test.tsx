import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SizeCharts } from './SizeCharts';

afterEach(cleanup);

/** A chart's rows as a shopper reads them: the size, then each column. */
function rows(name: RegExp) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

describe("the kids' size charts", () => {
  it('give girls and boys sizes 4 to 12 by height, weight, chest and waist, beside 2T to 8T', () => {
    render(<SizeCharts defaultGroup="kids" />);
    const panel = within(screen.getByRole('tabpanel', { name: "Kids'" }));
    expect(panel.getByText(/sizes 2T to 8T and 4 to 12/)).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: /^Girls 4–12/ }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Size', 'Height (in)', 'Weight (lb)', 'Chest (in)', 'Waist (in)']);
    for (const chart of [/^Girls 4–12/, /^Boys 4–12/]) {
      expect(rows(chart).map((row) => row[0])).toEqual(['4', '5', '6', '7', '8', '10', '12']);
    }
    expect(rows(/^Girls 4–12/)[5]).toEqual(['10', '54–56', '71–84', '28–29', '24–24.5']);
    expect(rows(/^Boys 4–12/)[0]).toEqual(['4', '39–41', '35–39', '23–23.5', '21.5–22']);
    for (const chart of [/^Girls 2T–8T/, /^Boys 2T–8T/]) {
      expect(rows(chart).map((row) => row[0])).toEqual(['2T', '3T', '4T', '5T', '6T', '7T', '8T']);
    }
  });
});
