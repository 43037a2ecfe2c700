/**
 * Where the app's API lives. Leave VITE_API_URL unset to use the built-in mock API; set it (in
 * `.env.local` or the environment of `npm run build`) to talk to a real server instead.
 */
const configured = import.meta.env.VITE_API_URL as string | undefined;

export const apiBaseUrl = {
  url: configured?.replace(/\/$/, '') || '/api',
  external: Boolean(configured),
};
