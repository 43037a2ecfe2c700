// A user's Next.js config, nothing Tessera-specific. The test builds the app twice, with Turbopack
// and with webpack, each into its own folder so both can be started side by side.
/** @type {import('next').NextConfig} */
const config = {
  distDir: process.env.TESSERA_NEXT_DIST_DIR || '.next',
  // The app is its own root: no lockfile or package above it is part of the build.
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
  // Tessera's declarations are typechecked in the Vite app (examples/package.test.ts); the two
  // builds here skip the check.
  typescript: { ignoreBuildErrors: true },
  // Each build is made once and thrown away: writing Turbopack's cache for a next build would only
  // add to its time.
  experimental: { turbopackFileSystemCacheForBuild: false },
};

export default config;
