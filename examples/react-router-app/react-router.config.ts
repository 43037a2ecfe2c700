import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering: every page is rendered by the server, then hydrated.
export default { ssr: true } satisfies Config;
