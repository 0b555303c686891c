import { Faker, pt_PT, base } from '@faker-js/faker';

/** A Portuguese faker with a fixed seed: the same demo data on every run. */
export function seededFaker(seed = 20261122): Faker {
  const faker = new Faker({ locale: [pt_PT, base] });
  faker.seed(seed);
  return faker;
}

/** Lower-case ASCII form of a name, for e-mail addresses. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
