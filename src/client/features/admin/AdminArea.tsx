// The /admin area: the auth gate, the frame, and the sections (a nested wouter router, so
// paths here are relative to /admin).
import type { ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { AdminGate } from './AdminGate';
import type { StaffMember } from '../../../shared/schemas/staff-auth';
import { AdminLayout } from './AdminLayout';
import { ActivityScreen } from './activity/ActivityScreen';
import { Dashboard } from './dashboard/Dashboard';
import { DiscountEditScreen } from './discounts/DiscountEditScreen';
import { DiscountsScreen } from './discounts/DiscountsScreen';
import { EmailTemplatesScreen } from './emails/EmailTemplatesScreen';
import { GiftCardsScreen } from './gift-cards/GiftCardsScreen';
import { InventoryScreen } from './inventory/InventoryScreen';
import { JobsScreen } from './jobs/JobsScreen';
import { MessagesScreen } from './messages/MessagesScreen';
import { NewsletterScreen } from './newsletter/NewsletterScreen';
import { CustomerScreen } from './customers/CustomerScreen';
import { CustomersScreen } from './customers/CustomersScreen';
import { OrderDetailScreen } from './orders/OrderDetailScreen';
import { OrdersScreen } from './orders/OrdersScreen';
import { PrintScreen } from './orders/PrintScreen';
import { ReturnScreen } from './returns/ReturnScreen';
import { ReturnsScreen } from './returns/ReturnsScreen';
import { ProductsReportScreen } from './reports/ProductsReportScreen';
import { ReturnsReportScreen } from './reports/ReturnsReportScreen';
import { SalesReportScreen } from './reports/SalesReportScreen';
import { CustomersReportScreen } from './reports/CustomersReportScreen';
import { DiscountsReportScreen } from './reports/DiscountsReportScreen';
import { GiftCardsReportScreen } from './reports/GiftCardsReportScreen';
import { SearchesReportScreen } from './reports/SearchesReportScreen';
import { OutboxScreen } from './outbox/OutboxScreen';
import { ProductEditScreen } from './products/ProductEditScreen';
import { ProductsScreen } from './products/ProductsScreen';
import { SaleEditScreen } from './sales/SaleEditScreen';
import { SalesScreen } from './sales/SalesScreen';
import { CategoriesScreen, CollectionsScreen } from './taxonomy/TaxonomyScreen';
import { StaffScreen } from './staff/StaffScreen';
import { StoreSettingsScreen } from './settings/StoreSettingsScreen';
import { AccountScreen } from './account/AccountScreen';
import { RoleRefusal, StaffProvider, useCan } from './permissions';
import { sectionAt } from './sections';

function NotFoundSection() {
  return <p className="py-16 text-center text-gray-600">This admin page does not exist.</p>;
}

/** A section the role does not include, reached by its address, says so instead of failing. */
function SectionGate({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const section = sectionAt(path);
  const allowed = useCan(section?.permission ?? 'orders.view');
  if (section?.permission && !allowed) return <RoleRefusal permission={section.permission} />;
  return <>{children}</>;
}

export function AdminArea() {
  return (
    <AdminGate>
      {(staff) => (
        <StaffProvider staff={staff}>
          <Switch>
            {/* Made for paper: no admin frame around them. */}
            <Route path="/print/packing-slips">{() => <PrintScreen document="packing-slips" />}</Route>
            <Route path="/print/invoices">{() => <PrintScreen document="invoices" />}</Route>
            <Route>{() => <AdminSections staff={staff} />}</Route>
          </Switch>
        </StaffProvider>
      )}
    </AdminGate>
  );
}

function AdminSections({ staff }: { staff: StaffMember }) {
  return (
    <AdminLayout staff={staff}>
      <SectionGate>
        <Switch>
          <Route path="/" component={Dashboard} />
          <Route path="/orders" component={OrdersScreen} />
          <Route path="/orders/:id">{(params) => <OrderDetailScreen id={params.id} />}</Route>
          <Route path="/returns" component={ReturnsScreen} />
          <Route path="/returns/:id">{(params) => <ReturnScreen id={params.id} />}</Route>
          <Route path="/customers" component={CustomersScreen} />
          <Route path="/customers/:id">{(params) => <CustomerScreen id={params.id} />}</Route>
          <Route path="/reports/sales" component={SalesReportScreen} />
          <Route path="/reports/products" component={ProductsReportScreen} />
          <Route path="/reports/returns" component={ReturnsReportScreen} />
          <Route path="/reports/discounts" component={DiscountsReportScreen} />
          <Route path="/reports/gift-cards" component={GiftCardsReportScreen} />
          <Route path="/reports/customers" component={CustomersReportScreen} />
          <Route path="/reports/searches" component={SearchesReportScreen} />
          <Route path="/messages" component={MessagesScreen} />
          <Route path="/newsletter" component={NewsletterScreen} />
          <Route path="/outbox" component={OutboxScreen} />
          <Route path="/emails" component={EmailTemplatesScreen} />
          <Route path="/jobs" component={JobsScreen} />
          <Route path="/products" component={ProductsScreen} />
          <Route path="/products/new">{() => <ProductEditScreen />}</Route>
          <Route path="/products/:id">{(params) => <ProductEditScreen id={params.id} />}</Route>
          <Route path="/inventory" component={InventoryScreen} />
          <Route path="/gift-cards" component={GiftCardsScreen} />
          <Route path="/discounts" component={DiscountsScreen} />
          <Route path="/discounts/new">{() => <DiscountEditScreen />}</Route>
          <Route path="/discounts/:id">{(params) => <DiscountEditScreen id={params.id} />}</Route>
          <Route path="/sales" component={SalesScreen} />
          <Route path="/categories" component={CategoriesScreen} />
          <Route path="/collections" component={CollectionsScreen} />
          <Route path="/sales/new">{() => <SaleEditScreen />}</Route>
          <Route path="/sales/:id">{(params) => <SaleEditScreen id={params.id} />}</Route>
          <Route path="/staff">{() => <StaffScreen currentUserId={staff.id} />}</Route>
          <Route path="/activity" component={ActivityScreen} />
          <Route path="/settings" component={StoreSettingsScreen} />
          <Route path="/account">{() => <AccountScreen staff={staff} />}</Route>
          <Route component={NotFoundSection} />
        </Switch>
      </SectionGate>
    </AdminLayout>
  );
}
