import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { useContext, createContext } from 'react';
import './app.css';

// The nonce comes from the server through the entry (entry.server.tsx puts it in a context).
export const NonceContext = createContext<string | undefined>(undefined);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useContext(NonceContext);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="p-6 font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Error'}</h1>;
}
