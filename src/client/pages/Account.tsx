// /account and its sections (a nested route: paths here are relative to /account). Signed
// out, every one of them shows the sign-in form.
import { Redirect, Route, Switch } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import {
  AccountArea,
  AddressesScreen,
  OrderDetailScreen,
  OrdersScreen,
  PasskeysScreen,
  PrivacyScreen,
  ProfileScreen,
} from '../features/account';

export default function AccountPage() {
  return (
    <AccountArea>
      <Switch>
        <Route path="/">
          <PageTitle {...PAGE_META.Account} />
          <OrdersScreen />
        </Route>
        <Route path="/orders/:id">
          {({ id }) => (
            <>
              <PageTitle name="Order Details" />
              <OrderDetailScreen id={id} />
            </>
          )}
        </Route>
        <Route path="/addresses">
          <PageTitle name="My Addresses" />
          <AddressesScreen />
        </Route>
        <Route path="/profile">
          <PageTitle name="My Profile" />
          <ProfileScreen />
        </Route>
        <Route path="/passkeys">
          <PageTitle name="Passkeys" />
          <PasskeysScreen />
        </Route>
        <Route path="/privacy">
          <PageTitle name="Privacy" />
          <PrivacyScreen />
        </Route>
        <Route>
          <Redirect to="~/account" replace />
        </Route>
      </Switch>
    </AccountArea>
  );
}
