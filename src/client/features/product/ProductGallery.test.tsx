import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './ProductGallery';

const images = ['/img/dress-1.svg', '/img/dress-2.svg'];

function renderGallery() {
  return render(<ProductGallery name="Wrap Dress" images={images} main="/img/dress-2.svg" onPick={vi.fn()} />);
}

describe('ProductGallery zoom', () => {
  it('opens the main picture magnified in a labelled dialog and closes with Escape, focus back on the picture', async () => {
    const user = userEvent.setup();
    renderGallery();
    const picture = screen.getByRole('button', { name: 'Zoom in on Wrap Dress' });
    await user.click(picture);
    const dialog = await screen.findByRole('dialog', { name: 'Wrap Dress' }, { timeout: 10_000 });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/img/dress-2.svg');
    expect(screen.getByRole('group', { name: /Wrap Dress, zoomed 200%/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(picture).toHaveFocus());
  });

  it('opens from the keyboard and zooms with its buttons and keys, between full size and 4x', async () => {
    const user = userEvent.setup();
    renderGallery();
    screen.getByRole('button', { name: 'Zoom in on Wrap Dress' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Wrap Dress' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByRole('group', { name: /zoomed 100%/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    screen.getByRole('group', { name: /zoomed/ }).focus();
    await user.keyboard('++++++++');
    expect(screen.getByRole('group', { name: /zoomed 400%/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Close zoom' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
