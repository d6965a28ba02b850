import type { Decedent } from '../modules/decedent/decedent.entity.js';

/**
 * Customize Family Website on Thomas's page (the demo family's closed case): a donation link and two social
 * links, so his public page and his settings show them. Eleanor's come with her record in seed.ts; the browser
 * journeys add more of hers.
 */
export function seedDemoWebsite(thomas: Decedent): void {
  const description = 'Thomas spent every summer on the water. The family asks that gifts go to the sailing school where he taught.';
  thomas.donationDetails = [
    {
      id: 1,
      donationUrlName: 'Youth Sailing Scholarship',
      donationUrlSrc: 'https://www.ussailing.org/donate/',
      donationUrlDescription: description,
    },
  ];
  thomas.socialMediaLinks = {
    Youtube: 'https://www.youtube.com/@harborsailingclub',
    Blog: 'https://tom-whitmore-logbook.example.org',
  };
}
