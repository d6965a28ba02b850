/** Pictures of the demo decedent, shipped in gateway/assets/demo and served under /media/demo. */
export const DEMO_MEDIA = {
  portrait: '/media/demo/eleanor-portrait.svg',
  banner: '/media/demo/garden-banner.svg',
} as const;
