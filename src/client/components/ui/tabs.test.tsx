import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabList, TabPanel, Tabs } from './tabs';

const ITEMS = [
  { value: 'all', label: 'All' },
  { value: 'women', label: 'Women' },
  { value: 'men', label: 'Men' },
];

function Shop() {
  const [value, setValue] = useState('women');
  return (
    <Tabs value={value} onChange={setValue}>
      <TabList label="Categories" items={ITEMS} value={value} />
      <TabPanel value={value}>Showing {value}</TabPanel>
    </Tabs>
  );
}

describe('tabs', () => {
  afterEach(cleanup);

  it('shows the grid as the one panel, labelled by the chosen tab', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    expect(screen.getByRole('tab', { name: 'Women' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Women' })).toHaveTextContent('Showing women');
    await user.click(screen.getByRole('tab', { name: 'Men' }));
    expect(screen.getByRole('tabpanel', { name: 'Men' })).toHaveTextContent('Showing men');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('chooses as the arrows move (wrapping), Home and End, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Women' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Men' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing men');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Men' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing all');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing men');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Men' })).not.toHaveFocus();
    expect(screen.getByRole('tab', { name: 'All' })).not.toHaveFocus();
  });
});
