import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'women', label: "Women's", content: 'Women panel' },
  { id: 'men', label: "Men's", content: 'Men panel' },
  { id: 'kids', label: "Kids'", content: 'Kids panel' },
];

describe('Tabs', () => {
  afterEach(cleanup);

  it('shows one panel, labelled by its selected tab', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Charts" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Charts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: "Women's" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: "Women's" })).toHaveTextContent('Women panel');
    await user.click(screen.getByRole('tab', { name: "Kids'" }));
    expect(screen.getByRole('tabpanel', { name: "Kids'" })).toHaveTextContent('Kids panel');
    expect(screen.queryByText('Women panel')).not.toBeVisible();
  });

  it('moves with arrow keys (wrapping), Home and End, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Charts" items={items} defaultId="men" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: "Men's" })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: "Kids'" })).toHaveFocus();
    expect(screen.getByRole('tab', { name: "Kids'" })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: "Women's" })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: "Kids'" })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: "Women's" })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: "Kids'" })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: "Kids'" })).toHaveFocus();
  });
});
