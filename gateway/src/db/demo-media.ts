/** Photographs of the demo decedent (free licence, see gateway/assets/demo/PHOTOS-LICENSE.md), shipped in gateway/assets/demo and served under /media/demo. */
export const DEMO_MEDIA = {
  portrait: '/media/demo/eleanor-portrait.jpg',
  banner: '/media/demo/garden-banner.jpg',
} as const;
