// What each staff role sees of the admin area: its nav, a section it lacks, and an order's controls.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { permissionsOf, type StaffRole } from '../../../shared/staff-roles';
import { orderDetail, orderLine } from '../../test/admin-orders';
import { fakeServer, json, requestsOf } from '../../test/payments';
import { markSignedIn } from '../../test/signed-in';
import { AdminArea } from './AdminArea';
import { Dashboard } from './dashboard/Dashboard';
import { OrderDetailScreen } from './orders/OrderDetailScreen';
import { StaffProvider } from './permissions';
import { sectionsFor } from './sections';
import { staffAs } from '../../test/render-admin';

const labels = (role: StaffRole) => sectionsFor(permissionsOf(role)).map((section) => section.label);

afterEach(() => vi.unstubAllGlobals());

const wrap = (path: string, children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Router hook={memoryLocation({ path }).hook}>{children}</Router>
  </QueryClientProvider>
);

describe('the nav by role', () => {
  it('lists only the sections each role includes', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Customers',
      'Reports',
      'Messages',
      'Newsletter',
      'Products',
      'Categories',
      'Collections',
      'Inventory',
      'Gift Cards',
      'Discounts',
      'Sales',
      'Email Outbox',
      'Email Templates',
      'Failed Jobs',
      'Staff',
      'Activity',
      'Store Settings',
    ]);
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Customers',
      'Reports',
      'Messages',
      'Newsletter',
      'Products',
      'Categories',
      'Collections',
      'Inventory',
      'Gift Cards',
      'Discounts',
      'Sales',
      'Email Outbox',
      'Email Templates',
      'Failed Jobs',
    ]);
    expect(labels('fulfillment')).toEqual(['Dashboard', 'Orders', 'Returns', 'Customers']);
    expect(labels('support')).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Customers',
      'Messages',
      'Email Outbox',
      'Email Templates',
    ]);
  });

  it('shows a packer the sections of the role, and says plainly that Staff is not one of them', async () => {
    fakeServer({
      'GET /api/auth/me': () => json(staffAs('fulfillment')),
      'GET /api/admin/orders/counts': () => json({ newSinceLastVisit: 0 }),
    });
    markSignedIn(true);
    render(wrap('/staff', <AdminArea />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Fulfillment) does not include managing staff.',
    );
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Customers',
    ]);
  });

  it('tells a packer who opens any report by its address that the role has no sales figures', async () => {
    fakeServer({
      'GET /api/auth/me': () => json(staffAs('fulfillment')),
      'GET /api/admin/orders/counts': () => json({ newSinceLastVisit: 0 }),
    });
    markSignedIn(true);
    render(wrap('/reports/products', <AdminArea />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role (Fulfillment) does not include sales figures, totals and prices.',
    );
  });
});

describe('an order by role', () => {
  const paid = orderDetail({
    order: { status: 'confirmed' },
    items: [orderLine(1, 'Wrap dress', '50.00', 1)],
    allowedTransitions: ['processing', 'shipped', 'cancelled'],
    refundable: '84.50',
  });

  const show = async (role: StaffRole) => {
    fakeServer({ 'GET /api/admin/orders/7': () => json(paid) });
    render(
      wrap(
        '/orders/7',
        <StaffProvider staff={staffAs(role)}>
          <OrderDetailScreen id="7" />
        </StaffProvider>,
      ),
    );
    await screen.findByRole('heading', { name: 'Order #7' });
  };

  it('lets a packer ship, and hides the refund form, cancelling and the money', async () => {
    await show('fulfillment');
    expect(screen.getByRole('button', { name: 'Ship items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Totals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(screen.queryByText('Print invoice')).not.toBeInTheDocument();
    expect(screen.getByText('Print packing slip')).toBeInTheDocument();
  });

  it('shows support the order without its controls', async () => {
    await show('support');
    expect(screen.queryByRole('button', { name: 'Ship items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('gives a manager the refund form and cancelling', async () => {
    await show('manager');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
  });
});

describe('the dashboard by role', () => {
  it('shows a packer the order figures, orders to ship and recent orders, without sales, messages or subscribers', async () => {
    const server = fakeServer({
      'GET /api/admin/stats': () =>
        json({
          totalOrders: 3,
          totalRevenueCents: null,
          totalRevenue: null,
          messages: null,
          unreadMessages: null,
          subscribers: null,
          paymentProvider: { provider: 'demo', mode: 'demo' },
          ordersToShip: 2,
          lowStockVariants: null,
          failedJobs: null,
        }),
      'GET /api/admin/orders?limit=5': () => json([]),
    });
    render(
      wrap(
        '/',
        <StaffProvider staff={staffAs('fulfillment')}>
          <Dashboard />
        </StaffProvider>,
      ),
    );
    const orders = await screen.findByRole('region', { name: 'Total Orders' });
    await waitFor(() => expect(orders).toHaveTextContent('3'));
    expect(screen.queryByRole('region', { name: 'Total Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Newsletter Subscribers' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Orders']);
    // The work a packer does, without the money: no sales figures, and none asked for.
    expect(within(screen.getByRole('region', { name: 'Orders to ship' })).getByTestId('stat-value')).toHaveTextContent(
      '2',
    );
    expect(screen.queryByRole('region', { name: 'Low-stock variants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How today is going' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Net sales/)).not.toBeInTheDocument();
    expect(requestsOf(server).filter((request) => /messages|newsletter|reports/.test(request))).toEqual([]);
  });
});
