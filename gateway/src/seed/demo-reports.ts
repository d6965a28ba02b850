import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@memorial/schema';
import { User } from '../modules/identity/user.entity.js';
import { CemeteryLocation } from '../modules/decedent/decedent.entity.js';
import { LoginEvent } from '../modules/identity/login-event.entity.js';

/** A second cemetery property with its outline, for staff to choose on the cemetery location screen. */
export const HOLY_CROSS_ST_ANNE = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-122.4449, 37.6835],
      [-122.4436, 37.6838],
      [-122.4431, 37.6829],
      [-122.4445, 37.6826],
      [-122.4449, 37.6835],
    ],
  ],
};

/**
 * The staff reports' demo history: a fortnight of sign-ins by the demo accounts, a few failed attempts (a wrong
 * password, an e-mail with no account), so the Login Report has something to filter; and a cemetery property.
 * Runs after the demo users are flushed.
 */
export async function seedDemoReports(em: EntityManager, now = new Date()): Promise<void> {
  const users = await em.find(User, {}, { orderBy: { id: 'asc' } });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const at = (days: number, hours: number) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);
  const event = (email: string, role: Role, ip: string, succeeded: boolean, createdAt: Date) =>
    em.create(LoginEvent, { user: byEmail.get(email) ?? null, email, role, ip, succeeded, createdAt });

  for (let day = 13; day >= 1; day -= 3) {
    event('arranger@demo.test', 'arranger', '203.0.113.24', true, at(day, 4));
    event('admin@demo.test', 'admin', '198.51.100.7', true, at(day, 2));
  }
  event('arranger@demo.test', 'arranger', '203.0.113.24', false, at(9, 5));
  event('staff@demo.test', 'cl-arranger', '198.51.100.40', true, at(6, 3));
  event('family2@demo.test', 'arranger', '192.0.2.115', true, at(5, 6));
  event('unknown.person@example.com', 'arranger', '192.0.2.200', false, at(2, 1));
  event('admin@demo.test', 'arranger', '198.51.100.7', false, at(1, 8));

  em.create(CemeteryLocation, {
    propertyName: 'Holy Cross Cemetery — St. Anne Section',
    geoJson: HOLY_CROSS_ST_ANNE,
    address: '1500 Mission Rd, Colma, CA 94014',
  });
  await em.flush();
}
