import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SizeFinder } from './SizeFinder';

describe('SizeFinder', () => {
  afterEach(cleanup);

  it('recommends the size from the chart, sizing up between sizes', async () => {
    const user = userEvent.setup();
    render(<SizeFinder />);
    await user.type(screen.getByLabelText('Bust (inches)'), '33.5');
    await user.click(screen.getByRole('button', { name: 'Find My Size' }));
    const status = screen.getByRole('status', { name: 'Size recommendation' });
    expect(within(status).getByTestId('recommended-size')).toHaveTextContent('S');
    expect(status).toHaveTextContent('between sizes');
  });

  it('offers the chosen chart’s measurements and answers beyond the largest size', async () => {
    const user = userEvent.setup();
    render(<SizeFinder />);
    await user.selectOptions(screen.getByLabelText('What are you shopping for?'), 'men-shirts');
    expect(screen.getByLabelText('Neck (inches)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Bust (inches)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Chest (inches)'), '52');
    await user.click(screen.getByRole('button', { name: 'Find My Size' }));
    expect(screen.getByRole('status', { name: 'Size recommendation' })).toHaveTextContent(
      'larger than our biggest size (XXL)',
    );
  });

  it('asks for a measurement and rejects impossible ones', async () => {
    const user = userEvent.setup();
    render(<SizeFinder chartIds={['kids-girls', 'kids-boys']} />);
    await user.click(screen.getByRole('button', { name: 'Find My Size' }));
    expect(screen.getByText('Enter at least one measurement')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Height (inches)'), '500');
    await user.click(screen.getByRole('button', { name: 'Find My Size' }));
    expect(screen.getByText('Enter a measurement between 1 and 150 inches')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Height (inches)'));
    await user.type(screen.getByLabelText('Height (inches)'), '43');
    await user.type(screen.getByLabelText('Weight (pounds)'), '41');
    await user.click(screen.getByRole('button', { name: 'Find My Size' }));
    expect(screen.getByTestId('recommended-size')).toHaveTextContent('5T');
    expect(screen.getByRole('status', { name: 'Size recommendation' })).toHaveTextContent('Weight 41 lb: size 5T');
  });

  it('sizes jeans by waist size', async () => {
    const user = userEvent.setup();
    render(<SizeFinder />);
    await user.selectOptions(screen.getByLabelText('What are you shopping for?'), 'women-jeans');
    expect(screen.queryByLabelText('Bust (inches)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Waist (inches)'), '29.5');
    await user.type(screen.getByLabelText('Hips (inches)'), '39');
    await user.click(screen.getByRole('button', { name: 'Find My Size' }));
    const status = screen.getByRole('status', { name: 'Size recommendation' });
    expect(within(status).getByTestId('recommended-size')).toHaveTextContent('30');
    expect(status).toHaveTextContent('between sizes');
  });
});
