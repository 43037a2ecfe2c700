import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Scripts } from 'react-router';
import { LocaleProvider, ThemeProvider, ToastProvider, toast } from 'tessera';
import {
  createOutbox,
  createQueryClient,
  HttpProvider,
  OutboxProvider,
  useHttpClient,
  type Outbox,
} from 'tessera/http';
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
      <OfflineWrites>
        <RouterRoot titleTemplate="%s · Tessera on React Router" />
      </OfflineWrites>
    </HttpProvider>
  );
}

/**
 * Writes made without a network wait in the browser (IndexedDB) and go once it is back. The
 * outbox is made in the browser only (the server renders with none), once, for the page's life.
 */
function OfflineWrites({ children }: { children: ReactNode }) {
  const client = useHttpClient();
  const [outbox] = useState<Outbox | null>(() =>
    typeof window === 'undefined' ? null : createOutbox({ client, name: 'tessera-example-outbox' }),
  );
  return <OutboxProvider outbox={outbox}>{children}</OutboxProvider>;
}

/** A page that failed outside every RouteBoundary, or an address with no route (404). */
export function ErrorBoundary() {
  return <RouteError />;
}
