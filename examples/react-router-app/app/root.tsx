import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Scripts } from 'react-router';
import { LocaleProvider, ThemeProvider, ToastProvider, toast } from 'tessera';
import { createQueryClient, HttpProvider } from 'tessera/http';
import { RouteError, RouterRoot } from 'tessera/router';
// What the README tells a user to import once, at the entry: here, the root route.
import 'tessera/styles.css';

/** The document, around every page and the error page alike. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeProvider>
          <LocaleProvider locale="en-GB">
            <ToastProvider>{children}</ToastProvider>
          </LocaleProvider>
        </ThemeProvider>
        <Scripts />
      </body>
    </html>
  );
}

/** The root route: the HTTP client and query cache, then RouterRoot around every page. */
export default function App() {
  const [queryClient] = useState(() => createQueryClient());
  // For the tests: the page is interactive once React has hydrated it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <HttpProvider queryClient={queryClient} notify={(notice) => toast(notice)}>
      <RouterRoot titleTemplate="%s · Tessera on React Router" />
    </HttpProvider>
  );
}

/** A page that failed outside every RouteBoundary, or an address with no route (404). */
export function ErrorBoundary() {
  return <RouteError />;
}
