import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LocaleProvider, ThemeProvider, ToastProvider } from 'tessera';
// What the README tells a user to import once, at the entry: here, the root layout.
import 'tessera/styles.css';

export const metadata: Metadata = { title: 'Tessera in Next.js', icons: { icon: 'data:,' } };

/** A server component: Tessera's providers are client components it renders like any other. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <ThemeProvider>
          <LocaleProvider locale="en-GB">
            <ToastProvider>{children}</ToastProvider>
          </LocaleProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
