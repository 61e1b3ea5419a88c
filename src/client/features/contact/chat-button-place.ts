// Where the floating chat button sits, and the room a page's last row leaves it, so that
// scrolled to the bottom the button covers none of the footer's text or links. On a phone the
// row's content spans the screen, so the room is below it; from sm up it is beside it.
export const CHAT_BUTTON_PLACE = 'fixed bottom-3 right-3 sm:bottom-4 sm:right-4';
export const CHAT_BUTTON_SIZE = 'h-12 w-12 sm:h-14 sm:w-14';
/**
 * Padding for the page's last row, more than the button's size and offset (3.75rem on a phone,
 * 4.5rem from sm): below it on a phone, beside it from sm, where the row sets its own sm:pb-*.
 */
export const CLEAR_OF_CHAT_BUTTON = 'pb-20 sm:pr-24';
