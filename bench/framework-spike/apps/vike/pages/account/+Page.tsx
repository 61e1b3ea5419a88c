export default function Account() {
  return <h1 id="account">Account: {localStorage.getItem('email') ?? 'signed out'}</h1>;
}
