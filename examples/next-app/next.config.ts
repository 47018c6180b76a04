import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // As today's create-next-app sets it: pages are prerendered, with dynamic parts streamed.
  cacheComponents: true,
  // This app sits inside the Latch repository and has no lockfile of its own: without this, Next
  // would take the repository (the nearest lockfile) as its root and resolve modules from there.
  turbopack: { root: import.meta.dirname },
}

export default nextConfig
