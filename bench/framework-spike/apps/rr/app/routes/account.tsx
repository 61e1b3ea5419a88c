// A page the browser renders itself: the server sends its fallback.
export async function clientLoader() {
  return { email: localStorage.getItem('email') ?? 'signed out' };
}
export function HydrateFallback() {
  return <p>Loading your account…</p>;
}
export default function Account({ loaderData }: { loaderData: { email: string } }) {
  return <h1 id="account">Account: {loaderData.email}</h1>;
}
