/**
 * Query limits, sized to the operations the client and the REST table really
 * send (measured by limits.test.ts: the deepest, SaveNextOfKin, is 11 levels,
 * each fragment spread counting as one, as armor counts them; the costliest, the certificate page, costs about 1,200; none uses
 * more than 2 aliases) with room to grow, and well below what would let one
 * request hurt the server.
 */
export const QUERY_LIMITS = { depth: 12, aliases: 15, cost: 5000, directives: 20, tokens: 3000 } as const;
