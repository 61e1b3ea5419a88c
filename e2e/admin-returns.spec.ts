// Staff take a shopper's return from request to refund: they approve it, send the prepaid label
// the shopper downloads from their return's page, say it arrived with one of its two lines back
// on sale, refund it, and find that exact refund on the order's page.
import { test, expect, signInAsOwner } from './fixtures';
import { formatMoney, toCents } from '../src/shared/money';
import type { AdminReturnDetail, Return, ReturnableOrder } from '../src/shared/schemas/returns';
import { placeOrder } from './support/store';
import { uniqueEmail } from './support/account';

/** A carrier's label as staff would attach it: the store reads only that it is a PDF. */
const LABEL = Buffer.from('%PDF-1.7\n% prepaid return label\n%%EOF\n');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('Staff handle a return', () => {
  test('staff approve a requested return, receive it with one line back on sale, refund it, and the order shows the refund', async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail('returner');
    const order = await placeOrder(request, email, { lines: 2 });
    await signInAsOwner(page);
    const steps = page.getByRole('region', { name: 'Next steps' });

    await test.step('the order is shipped and delivered', async () => {
      const shipped = await page.request.post(`/api/admin/orders/${order.id}/shipments`, {
        data: { carrier: 'UPS', carrierTrackingNumber: '1Z999AA10123456784' },
      });
      expect(shipped.status(), await shipped.text()).toBe(200);
      const delivered = await page.request.post(`/api/admin/orders/${order.id}/status`, {
        data: { status: 'delivered' },
      });
      expect(delivered.status(), await delivered.text()).toBe(200);
    });

    const asked =
      await test.step('the shopper asks to return both items for a refund, one of them damaged', async () => {
        const found = await request.post('/api/returns/eligibility', {
          data: { trackingNumber: order.trackingNumber, email },
        });
        expect(found.status(), await found.text()).toBe(200);
        const [kept, damaged] = ((await found.json()) as ReturnableOrder).lines;
        const started = await request.post('/api/returns', {
          data: {
            trackingNumber: order.trackingNumber,
            email,
            lines: [
              { itemId: kept!.itemId, quantity: 1, reason: 'too_small', outcome: 'refund' },
              { itemId: damaged!.itemId, quantity: 1, reason: 'damaged', outcome: 'refund' },
            ],
          },
        });
        expect(started.ok(), await started.text()).toBe(true);
        return { ...((await started.json()) as Return), kept: kept!.name, damaged: damaged!.name };
      });
    const refund = formatMoney(toCents(asked.refundAmount));

    await test.step('Admin > Returns finds it among the requested ones by its number, and opens it', async () => {
      await page.goto('/admin/returns');
      await expect(
        page.getByRole('group', { name: 'Return statuses' }).getByRole('button', { pressed: true }),
      ).toHaveText(/^Requested/);
      await page
        .getByRole('searchbox', { name: 'Search by return number, order number or email' })
        .fill(asked.returnNumber);
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      const row = page.getByRole('row').filter({ hasText: asked.returnNumber });
      await expect(row).toContainText(`#${order.id}`);
      await expect(row).toContainText(email);
      await expect(row).toContainText(refund);
      await expect(row).toContainText('Requested');
      await row.getByRole('link', { name: asked.returnNumber }).click();
      await expect(page.getByRole('heading', { name: `Return ${asked.returnNumber}` })).toBeVisible();
    });

    await test.step('staff approve it with a message the history shows', async () => {
      const approve = page.getByRole('form', { name: 'Approve' });
      await approve.getByLabel('Message to the shopper (optional)').fill('Please send it within 14 days');
      await approve.getByRole('button', { name: 'Approve return' }).click();
      await expect(steps.getByRole('status')).toHaveText(`Return ${asked.returnNumber} approved.`);
      await expect(page.getByRole('region', { name: 'History' })).toContainText(
        'Message to the shopper: Please send it within 14 days',
      );
    });

    await test.step('staff send the prepaid label, and the shopper downloads that file from their return', async () => {
      const panel = page.getByRole('region', { name: 'Return label' });
      await panel
        .getByLabel('Label file (PDF, PNG or JPEG)')
        .setInputFiles({ name: 'label.pdf', mimeType: 'application/pdf', buffer: LABEL });
      await panel.getByRole('button', { name: 'Send the label to the shopper' }).click();
      await expect(panel.getByRole('status')).toHaveText('Sent: the shopper has it by email and on their return page.');
      await expect(panel.getByRole('link', { name: 'Open the label' })).toBeVisible();

      const shopper = await browser.newPage();
      await shopper.goto(`/returns/${asked.returnNumber}?email=${encodeURIComponent(email)}`);
      const downloading = shopper.waitForEvent('download');
      await shopper.getByRole('link', { name: 'Download your return label' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`return-label-${asked.returnNumber}.pdf`);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(LABEL)).toBe(true);
      await shopper.close();
    });

    await test.step('it arrives: the item in good shape goes back on sale, the damaged one does not', async () => {
      const receive = page.getByRole('form', { name: 'Mark received' });
      await expect(
        receive.getByRole('checkbox', { name: new RegExp(`Put back on sale: 1 × ${escaped(asked.kept)}`) }),
      ).toBeChecked();
      await expect(
        receive.getByRole('checkbox', { name: new RegExp(`Put back on sale: 1 × ${escaped(asked.damaged)}`) }),
      ).not.toBeChecked();
      await receive.getByRole('button', { name: 'Mark received' }).click();
      await expect(steps.getByRole('status')).toHaveText(`Return ${asked.returnNumber} marked received.`);
      const items = page.getByRole('table', { name: 'Items returned' });
      await expect(items.getByRole('row').filter({ hasText: asked.kept }).getByRole('cell').last()).toHaveText('Yes');
      await expect(items.getByRole('row').filter({ hasText: asked.damaged }).getByRole('cell').last()).toHaveText('No');
    });

    await test.step('staff refund what the lines come to, after confirming the sum', async () => {
      const form = page.getByRole('form', { name: 'Refund' });
      await expect(form.getByLabel('Amount ($)')).toHaveValue(asked.refundAmount);
      await form.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund ${refund} to the customer?` });
      await dialog.getByRole('button', { name: `Yes, refund ${refund}` }).click();
      await expect(steps.getByRole('status')).toHaveText(`${refund} refunded for return ${asked.returnNumber}.`);
      const stored = await page.request.get(`/api/admin/returns?q=${asked.returnNumber}`);
      const [summary] = ((await stored.json()) as { returns: Pick<AdminReturnDetail, 'id' | 'status'>[] }).returns;
      expect(summary?.status).toBe('refunded');
    });

    await test.step("the order's page shows that exact refund, and the return among its returns", async () => {
      await page.getByRole('link', { name: `Order #${order.id}` }).click();
      await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
      const refunds = page.getByRole('list', { name: 'Refunds' });
      await expect(refunds.getByRole('listitem')).toHaveCount(1);
      await expect(refunds.getByRole('listitem')).toContainText(refund);
      await expect(refunds.getByRole('listitem')).toContainText('Refunded');
      const returns = page.getByRole('table', { name: 'Returns of this order' });
      await expect(returns.getByRole('row').filter({ hasText: asked.returnNumber })).toContainText('Refunded');
    });
  });
});
