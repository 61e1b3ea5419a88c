// An order status as shoppers and staff read it. Most statuses are one word, shown as they
// are (capitalised by style); the others have their own words here.
const LABELS: Readonly<Record<string, string>> = {
  awaiting_payment: 'Awaiting payment',
};

/** The words for a status that is not one word, else undefined (show the status itself). */
export const orderStatusLabel = (status: string): string | undefined => LABELS[status];
