import cliProgress from 'cli-progress';
import { faker } from '@faker-js/faker';
import type { MikroORM } from '@mikro-orm/postgresql';
import { FUNERAL_HOMES } from '@memorial/schema';
import { hashPassword } from '../modules/identity/identity.service.js';
import { User } from '../modules/identity/user.entity.js';
import { CemeteryLocation, Decedent } from '../modules/decedent/decedent.entity.js';
import { ArrangerCase } from '../modules/case/case.entity.js';
import { Obituary } from '../modules/obituary/obituary.entity.js';

const BATCH = 200;

/**
 * Adds N realistic decedents for benchmarks, each with an obituary, a cemetery
 * location and a family arranger, in batches of 200, with a progress bar.
 */
export async function seedScale(orm: MikroORM, count: number, seed = 20261121): Promise<void> {
  faker.seed(seed);
  const bar = new cliProgress.SingleBar(
    { format: 'Seeding decedents [{bar}] {value}/{total} ({eta}s left)' },
    cliProgress.Presets.shades_classic,
  );
  bar.start(count, 0);
  const passwordHash = await hashPassword(faker.internet.password());
  const start = (await orm.em.fork().count(Decedent)) + 1;
  const runTag = Date.now().toString(36);
  for (let done = 0; done < count; done += BATCH) {
    const em = orm.em.fork();
    const n = Math.min(BATCH, count - done);
    for (let i = 0; i < n; i++) {
      const k = start + done + i;
      const sex = faker.helpers.arrayElement(['female', 'male'] as const);
      const firstName = faker.person.firstName(sex);
      const lastName = faker.person.lastName();
      const born = faker.date.birthdate({ min: 40, max: 100, mode: 'age' });
      const died = faker.date.recent({ days: 400 });
      const location = em.create(CemeteryLocation, {
        propertyName: `${faker.location.street()} Lawn, Section ${faker.number.int({ min: 1, max: 40 })}`,
        latitude: 37.67 + faker.number.float({ min: -0.01, max: 0.01 }),
        longitude: -122.45 + faker.number.float({ min: -0.01, max: 0.01 }),
        geoJson: faker.datatype.boolean() ? squareAround(37.67, -122.45) : null,
      });
      const decedent = em.create(Decedent, {
        // The case numbers of the spec (CS-digits-digits), from CS-2000-0001 on; k follows the decedents already there.
        opi: `CS-${2000 + Math.floor(k / 10000)}-${String(k % 10000).padStart(4, '0')}`,
        firstName,
        lastName,
        middleName: faker.person.middleName(sex),
        gender: sex === 'female' ? 1 : 2,
        dateOfBirth: born.toISOString().slice(0, 10),
        dateOfDeath: died.toISOString().slice(0, 10),
        isPrivate: faker.datatype.boolean({ probability: 0.2 }),
        locationCode: faker.helpers.arrayElement(FUNERAL_HOMES).code,
        cemeteryLocation: location,
      });
      em.create(Obituary, { decedent, obituary: faker.lorem.paragraphs(4, '</p><p>').replace(/^/, '<p>').concat('</p>') });
      const family = em.create(User, {
        email: `family-${runTag}-${k}@scale.test`,
        passwordHash,
        firstName: faker.person.firstName(),
        lastName,
        roles: ['arranger'],
        isNewUser: false,
      });
      em.create(ArrangerCase, { user: family, decedent, status: 'active' });
    }
    await em.flush();
    bar.update(done + n);
  }
  bar.stop();
}

function squareAround(lat: number, lng: number) {
  const d = 0.0006;
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [lng - d, lat - d],
        [lng + d, lat - d],
        [lng + d, lat + d],
        [lng - d, lat + d],
        [lng - d, lat - d],
      ],
    ],
  };
}
