import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as rules from '../../schema/src/rules/index.js';

/**
 * Walks the zod rules of schema/src/rules (the spec's limits and messages,
 * shared by the browser and the gateway) and pins every message they carry:
 * each rule has cases below whose expected messages are the spec's own texts,
 * written out here. A new rule, a new message or a changed text fails this
 * test until it is pinned.
 */

type Cases = { valid: unknown[]; invalid: Array<{ input: unknown; errors: Record<string, string> }> };

const long = (n: number, ch = 'a') => ch.repeat(n);
const person = { firstName: 'Ruth', lastName: 'Lindqvist', email: 'ruth_l@example.com' };
/** A valid prayer card text field, with some of it changed. */
const prayerField = (over: Record<string, unknown> = {}) => ({
  type: 'title',
  name: 'name',
  text: 'Eleanor Grace Whitmore',
  priority: 1,
  font: 'cinzel',
  size: 28,
  bold: false,
  italic: false,
  underline: false,
  align: 'center',
  ...over,
});
const memory = {
  memoryType: 1,
  dateOfMemory: '2001-06-02',
  title: 'Summer at the orchard',
  memory: '<p>We picked pears all day.</p>',
  memoryAddingPerson: person,
};

const CASES: Record<string, Cases> = {
  donationUrlRule: {
    valid: [
      { donationUrlName: 'Donate', donationUrlSrc: 'https://www.redcross.org/donate' },
      { donationUrlName: long(40), donationUrlSrc: `http://example.org/${long(1000)}`, donationUrlDescription: long(250) },
      { donationUrlName: 'Give', donationUrlSrc: 'https://example.org', donationUrlDescription: null },
    ],
    invalid: [
      { input: {}, errors: { donationUrlName: 'ButtonName is required', donationUrlSrc: 'Url is required' } },
      {
        input: { donationUrlName: '  ', donationUrlSrc: ' ' },
        errors: { donationUrlName: 'ButtonName is required', donationUrlSrc: 'Url is required' },
      },
      {
        input: { donationUrlName: long(41), donationUrlSrc: `https://example.org/${long(1006)}` },
        errors: {
          donationUrlName: 'ButtonName should be less than 41 characters',
          donationUrlSrc: 'Url should be less then 1025 characters',
        },
      },
      { input: { donationUrlName: 'Give', donationUrlSrc: 'www.example.org' }, errors: { donationUrlSrc: 'Invalid Url' } },
      { input: { donationUrlName: 'Give', donationUrlSrc: 'javascript:alert(1)' }, errors: { donationUrlSrc: 'Invalid Url' } },
      {
        input: { donationUrlName: 'Give', donationUrlSrc: 'https://example.org', donationUrlDescription: long(251) },
        errors: { donationUrlDescription: 'Description should be less than 251 characters' },
      },
      {
        input: { donationUrlName: 'Give', donationUrlSrc: 'https://example.org', donationUrlDescription: 5 },
        errors: { donationUrlDescription: 'Description should be less than 251 characters' },
      },
    ],
  },
  donationListRule: {
    valid: [[], Array.from({ length: 5 }, () => ({ donationUrlName: 'Give', donationUrlSrc: 'https://example.org' }))],
    invalid: [
      {
        input: Array.from({ length: 6 }, () => ({ donationUrlName: 'Give', donationUrlSrc: 'https://example.org' })),
        errors: { _: "You can add maximum 5 URL's" },
      },
      { input: [{ donationUrlName: 'Give', donationUrlSrc: 'ftp://example.org' }], errors: { '0.donationUrlSrc': 'Invalid Url' } },
    ],
  },
  socialLinksRule: {
    valid: [
      {},
      {
        Instagram: 'https://www.instagram.com/eleanor',
        Facebook: 'https://m.facebook.com/eleanor',
        Linkedin: 'https://linkedin.com/in/e',
        Twitter: 'https://x.com/e',
        Youtube: 'https://youtu.be/dQw4w9WgXcQ',
        Tiktok: 'https://www.tiktok.com/@e',
        Blog: 'https://remembering.example.org',
        CustomUrl: 'http://example.com/a',
      },
      { Instagram: '', Facebook: '  ', Blog: null },
    ],
    invalid: [
      { input: { Instagram: 'https://example.org/eleanor' }, errors: { Instagram: 'Invalid Instagram URL' } },
      { input: { Instagram: 'https://notinstagram.com/eleanor' }, errors: { Instagram: 'Invalid Instagram URL' } },
      { input: { Facebook: 'facebook.com/eleanor' }, errors: { Facebook: 'Invalid Facebook URL' } },
      { input: { Linkedin: 'https://example.org' }, errors: { Linkedin: 'Invalid Linkedin URL' } },
      { input: { Twitter: 'https://example.org' }, errors: { Twitter: 'Invalid Twitter URL' } },
      { input: { Youtube: 'https://vimeo.com/1' }, errors: { Youtube: 'Invalid Youtube URL' } },
      { input: { Tiktok: 'https://example.org' }, errors: { Tiktok: 'Invalid Tiktok URL' } },
      { input: { Blog: 'not a url' }, errors: { Blog: 'Invalid Blog Url' } },
      { input: { CustomUrl: 'mailto:a@example.org' }, errors: { CustomUrl: 'Invalid Custom Url' } },
      { input: { Blog: `https://example.org/${long(1010)}` }, errors: { Blog: 'Url should be less then 1025 characters' } },
    ],
  },
  displayNameTypeRule: {
    valid: ['Legal', 'Preferred'],
    invalid: [{ input: 'Nickname', errors: { _: 'Display name type must be Legal or Preferred' } }],
  },
  prayerTextFieldRule: {
    valid: [
      prayerField(),
      prayerField({
        type: 'poem',
        font: 'martel',
        size: 32,
        align: 'justify',
        bold: true,
        italic: true,
        underline: true,
        subType: 'left',
        line: 3,
        text: long(3000),
      }),
      prayerField({ subType: null, line: null, text: '' }),
    ],
    invalid: [
      {
        input: prayerField({ type: 'banner' }),
        errors: { type: 'The text field type must be one of title, content, poem, footer, heading1, heading2, textarea, group.' },
      },
      {
        input: prayerField({ font: 'wingdings' }),
        errors: {
          font: 'The font must be one of arial, comicsans, couriernew, georgia, helvetica, lucida, playball, cinzel, roboto, robotoslab, lato, martel.',
        },
      },
      { input: prayerField({ size: 30 }), errors: { size: 'The size must be 12 to 28 or 32.' } },
      { input: prayerField({ size: 'fs26' }), errors: { size: 'The size must be 12 to 28 or 32.' } },
      { input: prayerField({ align: 'middle' }), errors: { align: 'The alignment must be left, center, right or justify.' } },
      { input: prayerField({ priority: 1.5 }), errors: { priority: 'The priority must be a whole number from 0 to 100.' } },
      { input: prayerField({ priority: 101 }), errors: { priority: 'The priority must be a whole number from 0 to 100.' } },
      { input: prayerField({ bold: 'yes' }), errors: { bold: 'Bold, italic and underline must be true or false.' } },
      { input: prayerField({ line: -1 }), errors: { line: 'The line must be a whole number.' } },
      { input: prayerField({ name: ' ' }), errors: { name: 'Each text field needs a name.' } },
      { input: prayerField({ name: long(61) }), errors: { name: 'The text field name may be at most 60 characters.' } },
      { input: prayerField({ text: long(3001) }), errors: { text: 'The text of a field may be at most 3000 characters.' } },
      { input: prayerField({ text: 42 }), errors: { text: 'The text of a field must be text.' } },
      { input: prayerField({ subType: long(41) }), errors: { subType: 'The subType may be at most 40 characters.' } },
      { input: prayerField({ subType: 7 }), errors: { subType: 'The subType must be text.' } },
      {
        input: 'heading',
        errors: { _: 'Each text field must have a type, name, text, priority, font, size, bold, italic, underline and align.' },
      },
    ],
  },
  prayerPageRule: {
    valid: [
      { index: 0, textFields: [] },
      { index: 3, textFields: Array.from({ length: 30 }, () => prayerField()) },
    ],
    invalid: [
      {
        input: { index: 4, textFields: [] },
        errors: { index: 'The page must be 0 to 3 (Front Cover, Inside Left, Inside Right, Back Cover).' },
      },
      {
        input: { index: 1, textFields: Array.from({ length: 31 }, () => prayerField()) },
        errors: { textFields: 'A page has at most 30 text fields.' },
      },
      { input: { index: 1, textFields: 'heading' }, errors: { textFields: 'Each page must have an index and a list of text fields.' } },
      { input: null, errors: { _: 'Each page must have an index and a list of text fields.' } },
    ],
  },
  prayerCoordinatesRule: {
    valid: ['', '10,20,187,322', ' 0, 0, 374.5, 644 ', '{"x":1,"y":2,"width":187,"height":322}'],
    invalid: [
      {
        input: '10,20,187',
        errors: {
          _: "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
        },
      },
      {
        input: '10,20,0,322',
        errors: {
          _: "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
        },
      },
      {
        input: '{"x":"a"}',
        errors: {
          _: "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
        },
      },
      {
        input: 12,
        errors: {
          _: "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
        },
      },
    ],
  },
  prayerCardRule: {
    valid: [
      { pages: [] },
      {
        pages: [
          { index: 0, textFields: [prayerField()] },
          { index: 2, textFields: [] },
        ],
        poemId: 7,
        poemTitle: 'Crossing the Bar',
        poemContent: long(6000),
        finalContent: long(20000),
        locationId: 1,
        coordinates: '0,0,187,322',
        templateId: 1,
      },
      {
        pages: [],
        poemId: null,
        poemTitle: null,
        poemContent: null,
        finalContent: null,
        locationId: null,
        coordinates: null,
        templateId: null,
      },
    ],
    invalid: [
      {
        input: { pages: [{ index: 0, textFields: [prayerField({ font: 'wingdings' })] }] },
        errors: {
          'pages.0.textFields.0.font':
            'The font must be one of arial, comicsans, couriernew, georgia, helvetica, lucida, playball, cinzel, roboto, robotoslab, lato, martel.',
        },
      },
      {
        input: { pages: [0, 1, 2, 3, 0].map((index) => ({ index, textFields: [] })) },
        errors: { pages: 'A prayer card has at most 4 pages.' },
      },
      {
        input: {
          pages: [
            { index: 1, textFields: [] },
            { index: 1, textFields: [] },
          ],
        },
        errors: { pages: 'Each page may be sent once.' },
      },
      { input: { pages: 'all' }, errors: { pages: 'The pages must be a list of pages, each with an index and its text fields.' } },
      { input: { pages: [], templateId: 0 }, errors: { templateId: 'The prayer card template does not exist.' } },
      { input: { pages: [], poemId: -3 }, errors: { poemId: 'The poem does not exist.' } },
      { input: { pages: [], locationId: 1.5 }, errors: { locationId: 'The location must be one of the funeral homes.' } },
      {
        input: { pages: [], poemTitle: long(201), poemContent: long(6001), finalContent: long(20001) },
        errors: {
          poemTitle: 'The poem title may be at most 200 characters.',
          poemContent: 'The poem may be at most 6000 characters.',
          finalContent: 'The final content may be at most 20000 characters.',
        },
      },
      {
        input: { pages: [], poemTitle: 1, poemContent: [], finalContent: {} },
        errors: {
          poemTitle: 'The poem title must be text.',
          poemContent: 'The poem must be text.',
          finalContent: 'The final content must be text.',
        },
      },
      {
        input: { pages: [], coordinates: 'top left' },
        errors: {
          coordinates:
            "The crop (coordinates) must be the x, y, width and height of the crop in the photo's pixels, such as 10,20,187,322.",
        },
      },
    ],
  },
  prayerTemplateRule: {
    valid: [{ templateId: 1 }, { templateId: 8 }],
    invalid: [
      { input: { templateId: 0 }, errors: { templateId: 'The prayer card template does not exist.' } },
      { input: { templateId: '1' }, errors: { templateId: 'The prayer card template does not exist.' } },
    ],
  },
  programTemplateRule: {
    valid: [{ templateId: 1 }, { templateId: '3' }],
    invalid: [
      { input: {}, errors: { templateId: 'The template does not exist.' } },
      { input: { templateId: 'abc' }, errors: { templateId: 'The template does not exist.' } },
      { input: { templateId: 0 }, errors: { templateId: 'The template does not exist.' } },
      { input: { templateId: 1.5 }, errors: { templateId: 'The template does not exist.' } },
    ],
  },
  programTemplatePageRule: {
    valid: [{}, { limit: '5', offset: '1' }, { limit: 50, offset: 0 }],
    invalid: [
      { input: { limit: 0 }, errors: { limit: 'limit must be a number from 1 to 50' } },
      { input: { limit: 51 }, errors: { limit: 'limit must be a number from 1 to 50' } },
      { input: { limit: 'x' }, errors: { limit: 'limit must be a number from 1 to 50' } },
      { input: { limit: 2.5 }, errors: { limit: 'limit must be a number from 1 to 50' } },
      { input: { offset: -1 }, errors: { offset: 'offset must be a page number from 0' } },
      { input: { offset: 'y' }, errors: { offset: 'offset must be a page number from 0' } },
      { input: { offset: 0.5 }, errors: { offset: 'offset must be a page number from 0' } },
    ],
  },
  writerLanguageRule: {
    valid: [{}, { language: 'es' }, { language: 'en' }, { language: null }],
    invalid: [
      { input: { language: 'fr' }, errors: { language: 'Language must be en or es' } },
      { input: { language: 'ES' }, errors: { language: 'Language must be en or es' } },
    ],
  },
  subscribeRule: {
    valid: [{ email: 'grace@example.org' }, { email: ' Grace@Example.email ', timeZone: 'America/Chicago' }],
    invalid: [
      { input: {}, errors: { email: 'Email Required' } },
      { input: { email: '  ' }, errors: { email: 'Email Required' } },
      { input: { email: 'grace@' }, errors: { email: 'Invalid Email' } },
      { input: { email: `${long(250)}@example.org` }, errors: { email: 'Invalid Email' } },
      {
        input: { email: 'grace@example.org', timeZone: 'Mars/Olympus' },
        errors: { timeZone: 'Time zone must be an IANA time zone such as America/Los_Angeles' },
      },
    ],
  },
  loginRule: {
    valid: [
      { email: 'arranger@demo.test', password: 'x' },
      { email: '  someone@example.email ', password: 'p' },
    ],
    invalid: [
      { input: { email: '', password: '' }, errors: { email: 'Email-Id is required', password: 'Password is required' } },
      { input: {}, errors: { email: 'Email-Id is required', password: 'Password is required' } },
      { input: { email: '   ', password: 'x' }, errors: { email: 'Email-Id is required' } },
      { input: { email: 'not-an-address', password: 'x' }, errors: { email: 'Invalid Email' } },
    ],
  },
  forgotPasswordRule: {
    valid: [{ email: 'arranger@demo.test' }],
    invalid: [
      { input: { email: '' }, errors: { email: 'E-mail Id is required' } },
      { input: {}, errors: { email: 'E-mail Id is required' } },
      { input: { email: 'nope' }, errors: { email: 'Invalid Email' } },
    ],
  },
  newPasswordRule: {
    valid: ['abcdef', long(20)],
    invalid: [
      { input: '', errors: { _: 'New Password is required' } },
      { input: undefined, errors: { _: 'New Password is required' } },
      { input: 'abcde', errors: { _: 'Password has to be longer than 6 characters!' } },
      { input: long(21), errors: { _: 'Password has to be shorter than 20 characters!' } },
    ],
  },
  resetPasswordRule: {
    valid: [{ token: 't', password: 'abcdef' }],
    invalid: [
      { input: { token: 't', password: '' }, errors: { password: 'New Password is required' } },
      { input: { token: 't', password: 'abc' }, errors: { password: 'Password has to be longer than 6 characters!' } },
      { input: { token: 't', password: long(21) }, errors: { password: 'Password has to be shorter than 20 characters!' } },
    ],
  },
  profileRule: {
    valid: [
      { firstName: 'Ruth', lastName: 'Lindqvist' },
      { firstName: ' Ruth ', lastName: 'Lindqvist', middleName: 'Ann', title: 'Mrs' },
      { firstName: long(50), lastName: long(50), middleName: null, title: '' },
    ],
    invalid: [
      { input: {}, errors: { firstName: 'Firstname is required', lastName: 'Lastname is required' } },
      { input: { firstName: '  ', lastName: ' ' }, errors: { firstName: 'Firstname is required', lastName: 'Lastname is required' } },
      {
        input: { firstName: long(51), lastName: long(51), middleName: long(51) },
        errors: {
          firstName: 'Firstname should be less than 51 characters',
          lastName: 'Lastname should be less than 51 characters',
          middleName: 'Middlename should be less than 51 characters',
        },
      },
      { input: { firstName: 'Ruth', lastName: 'L', title: 'Dr' }, errors: { title: 'Title must be Mr, Mrs or Ms' } },
    ],
  },
  changePasswordRule: {
    valid: [
      { password: 'x', newPassword: 'abcdef' },
      { password: 'old', newPassword: long(20) },
    ],
    invalid: [
      { input: {}, errors: { password: 'Old Password is required', newPassword: 'New Password is required' } },
      {
        input: { password: '', newPassword: '' },
        errors: { password: 'Old Password is required', newPassword: 'New Password is required' },
      },
      { input: { password: 'x', newPassword: 'abcde' }, errors: { newPassword: 'Password has to be longer than 6 characters!' } },
      { input: { password: 'x', newPassword: long(21) }, errors: { newPassword: 'Password has to be shorter than 20 characters!' } },
    ],
  },
  changePasswordFormRule: {
    valid: [{ password: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' }],
    invalid: [
      {
        input: {},
        errors: {
          password: 'Old Password is required',
          newPassword: 'New Password is required',
          confirmPassword: 'Confirm Password is required',
        },
      },
      { input: { password: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, errors: { confirmPassword: 'Passwords must match' } },
      {
        input: { password: '', newPassword: 'abcdef', confirmPassword: 'abcdeg' },
        errors: { password: 'Old Password is required', confirmPassword: 'Passwords must match' },
      },
    ],
  },
  transferEmailField: {
    valid: ['grace@example.org', ' grace.w-1@mail.example.com ', 'family2@demo.test', 'grace@example.email'],
    invalid: [
      { input: undefined, errors: { _: 'E-mail Id is required' } },
      { input: '   ', errors: { _: 'E-mail Id is required' } },
      { input: 'grace@', errors: { _: 'Invalid Email' } },
      { input: 'grace@@example.org', errors: { _: 'Invalid Email' } },
      { input: `${long(250)}@example.org`, errors: { _: 'Invalid Email' } },
    ],
  },
  verifyUserEmailRule: {
    valid: [{ email: 'grace@example.org' }],
    invalid: [
      { input: {}, errors: { email: 'E-mail Id is required' } },
      { input: { email: 'grace at example' }, errors: { email: 'Invalid Email' } },
    ],
  },
  transferAccountRule: {
    valid: [{ decedentId: 'CS-1000-0001', email: 'grace@example.org', firstName: 'Grace', lastName: 'Whitmore' }],
    invalid: [
      {
        input: {},
        errors: {
          decedentId: 'Choose your Loved Ones',
          email: 'E-mail Id is required',
          firstName: 'Firstname is required',
          lastName: 'Lastname is required',
        },
      },
      {
        input: { decedentId: ' ', email: 'bad', firstName: long(51), lastName: long(51) },
        errors: {
          decedentId: 'Choose your Loved Ones',
          email: 'Invalid Email',
          firstName: 'Firstname should be less than 51 characters',
          lastName: 'Lastname should be less than 51 characters',
        },
      },
    ],
  },
  addressRule: {
    valid: [
      {},
      { line1: long(50), line2: null, city: 'Colma', zipcode: '94014' },
      { country: long(100), state: long(100), county: long(100), city: long(100), zipcode: long(20) },
    ],
    invalid: [
      { input: { line1: long(51) }, errors: { line1: 'Address line should be less than 51 characters' } },
      { input: { line2: long(51) }, errors: { line2: 'Address line should be less than 51 characters' } },
      {
        input: { country: long(101), state: long(101), county: long(101), city: long(101), zipcode: long(21) },
        errors: {
          country: 'Country should be less than 101 characters',
          state: 'State should be less than 101 characters',
          county: 'County should be less than 101 characters',
          city: 'City should be less than 101 characters',
          zipcode: 'Zipcode should be less than 21 characters',
        },
      },
    ],
  },
  memoryPersonRule: {
    valid: [
      person,
      { ...person, phoneNumber: '6505502300' },
      { ...person, phoneNumber: '' },
      { ...person, address: { line1: '1 Main St' } },
    ],
    invalid: [
      { input: {}, errors: { firstName: 'First Name is required', lastName: 'Last Name is required', email: 'Email is required' } },
      {
        input: { ...person, firstName: ' ', lastName: '' },
        errors: { firstName: 'First Name is required', lastName: 'Last Name is required' },
      },
      {
        input: { ...person, firstName: long(51), lastName: long(51) },
        errors: { firstName: 'First Name should be less than 50 characters', lastName: 'Last Name should be less than 50 characters' },
      },
      { input: { ...person, email: '' }, errors: { email: 'Email is required' } },
      // The spec's pattern: a 2 to 3 letter suffix.
      { input: { ...person, email: 'ruth@example.email' }, errors: { email: 'Invalid Email Address' } },
      { input: { ...person, email: 'ruth+1@example.com' }, errors: { email: 'Invalid Email Address' } },
      { input: { ...person, phoneNumber: '650550230' }, errors: { phoneNumber: 'Please enter valid Phone Number' } },
      { input: { ...person, phoneNumber: '(650) 550-2300' }, errors: { phoneNumber: 'Please enter valid Phone Number' } },
      { input: { ...person, address: { line1: long(51) } }, errors: { 'address.line1': 'Address line should be less than 51 characters' } },
    ],
  },
  shareMemoryRule: {
    valid: [
      memory,
      { ...memory, memoryType: 9 },
      { ...memory, title: long(254), memory: long(5000) },
      { ...memory, relationship: 1 },
      { ...memory, relationship: 47 },
      { ...memory, relationship: null },
      { ...memory, dateOfMemory: '2000-02-29' },
      { ...memory, dateOfMemory: '0099-12-31' },
    ],
    invalid: [
      { input: { ...memory, memoryType: undefined }, errors: { memoryType: 'Type of memory is required' } },
      { input: { ...memory, memoryType: 12 }, errors: { memoryType: 'Type of memory is required' } },
      { input: { ...memory, dateOfMemory: '' }, errors: { dateOfMemory: 'Date of memory is required' } },
      { input: { ...memory, dateOfMemory: undefined }, errors: { dateOfMemory: 'Date of memory is required' } },
      { input: { ...memory, dateOfMemory: '2999-01-01' }, errors: { dateOfMemory: 'Date of memory cannot be in the future' } },
      { input: { ...memory, dateOfMemory: '2001-02-31' }, errors: { dateOfMemory: 'Date of memory is not a valid date' } },
      { input: { ...memory, dateOfMemory: '2001-13-01' }, errors: { dateOfMemory: 'Date of memory is not a valid date' } },
      { input: { ...memory, dateOfMemory: '0000-01-01' }, errors: { dateOfMemory: 'Date of memory is not a valid date' } },
      { input: { ...memory, title: '   ' }, errors: { title: 'Memory title is required' } },
      { input: { ...memory, title: long(255) }, errors: { title: 'Memory title should be less than 255 characters' } },
      { input: { ...memory, memory: '<p> </p>' }, errors: { memory: 'Memory is required' } },
      { input: { ...memory, memory: undefined }, errors: { memory: 'Memory is required' } },
      { input: { ...memory, memory: `<p>${long(5001)}</p>` }, errors: { memory: 'Memory should be less than 5000 characters' } },
      {
        input: { ...memory, memoryAddingPerson: { ...person, email: 'x' } },
        errors: { 'memoryAddingPerson.email': 'Invalid Email Address' },
      },
      // An id of the relationship list (1 to 47), or none.
      { input: { ...memory, relationship: 48 }, errors: { relationship: 'Please choose a relationship from the list' } },
      { input: { ...memory, relationship: 0 }, errors: { relationship: 'Please choose a relationship from the list' } },
      { input: { ...memory, relationship: 'Friend' }, errors: { relationship: 'Please choose a relationship from the list' } },
    ],
  },
  editTitleRule: {
    valid: [{ title: 'A title' }, { title: long(255) }],
    invalid: [
      { input: { title: ' ' }, errors: { title: 'Title should not be empty' } },
      { input: {}, errors: { title: 'Title should not be empty' } },
      { input: { title: long(256) }, errors: { title: 'Memory Title should be less than 255 characters' } },
    ],
  },
  editMemoryRule: {
    valid: [{ memory: '<p>Text</p>' }, { memory: long(5000) }],
    invalid: [
      { input: { memory: '<p></p>' }, errors: { memory: 'Memory Description should not be empty' } },
      { input: {}, errors: { memory: 'Memory Description should not be empty' } },
      { input: { memory: long(5001) }, errors: { memory: 'Memory Description should be less than 5000 characters' } },
    ],
  },
  rejectRule: {
    valid: [{ rejectedReason: 'Not about Eleanor' }, { rejectedReason: long(1000) }],
    invalid: [
      { input: { rejectedReason: '  ' }, errors: { rejectedReason: 'Reason is required*' } },
      { input: { rejectedReason: long(1001) }, errors: { rejectedReason: 'Reason should be less than 1001 characters' } },
      { input: {}, errors: { rejectedReason: 'Reason is required*' } },
    ],
  },

  // Biography and death certificate (arrangements-portal 5.1, 5.2) and services (5.8).
  phoneRule: {
    valid: ['6505551234', '+1-6505551234', '1-6505551234', ''],
    invalid: [
      { input: '650555123', errors: { _: 'Please enter valid Phone Number' } },
      { input: '65055512345', errors: { _: 'Please enter valid Phone Number' } },
      { input: 'abcdefghij', errors: { _: 'Please enter valid Phone Number' } },
      { input: '(650) 555-1234', errors: { _: 'Please enter valid Phone Number' } },
      { input: '+1-650555123', errors: { _: 'Please enter valid Phone Number' } },
    ],
  },
  certificateAddressRule: {
    valid: [
      {},
      { line1: long(50), line2: long(50), country: 'US', state: 'CA', county: 'San Mateo County', city: 'Colma', zipcode: '94014' },
      { line1: null },
    ],
    invalid: [
      { input: { line1: long(51) }, errors: { line1: 'Address line should be less than 51 characters' } },
      { input: { line1: 'ok', line2: long(51) }, errors: { line2: 'Address line should be less than 51 characters' } },
    ],
  },
  primaryInfoRule: {
    valid: [
      { firstName: 'Eleanor' },
      { firstName: "Zoë-Renée O'Brien St. Clair", middleName: "D'Arcy", lastName: 'Núñez-Ångström', maidenName: long(50), suffix: 'Jr.' },
      {
        firstName: long(50),
        aka: '"Nell" (Ellie)',
        preferredFirstName: '"Nell"',
        preferredMiddleName: '(Gracie)',
        preferredLastName: "O'Neil-Ó.",
      },
      {
        prefix: 'Mrs',
        firstName: 'Eleanor',
        middleName: null,
        lastName: '',
        suffix: 'III',
        dateOfBirth: '1941-06-02',
        birthState: 'MN',
        birthCountry: 'US',
        gender: 1,
        maritalStatus: 'Widowed',
        ssn: '123-45-6789',
        email: 'eleanor@example.com',
        phoneNumber: '+1-6505551234',
        secondaryPhoneNumber: '6505551234',
        notes: long(1000),
      },
      // An empty SSN keeps the stored one; empty contact fields clear them.
      { firstName: 'Eleanor', ssn: '', email: '', phoneNumber: '', secondaryPhoneNumber: '' },
    ],
    invalid: [
      { input: {}, errors: { firstName: 'First Name is required' } },
      { input: { firstName: null }, errors: { firstName: 'First Name is required' } },
      { input: { firstName: '   ' }, errors: { firstName: 'First Name is required' } },
      { input: { firstName: long(51) }, errors: { firstName: 'First Name is too long' } },
      { input: { firstName: 'Eleanor2' }, errors: { firstName: 'Invalid First Name' } },
      { input: { firstName: '"Nell"' }, errors: { firstName: 'Invalid First Name' } },
      {
        input: { firstName: 'E', middleName: 'G1', lastName: 'W(', maidenName: 'L"' },
        errors: { middleName: 'Invalid Middle Name', lastName: 'Invalid Last Name', maidenName: 'Invalid Maiden Name' },
      },
      {
        input: { firstName: 'E', middleName: long(51), lastName: long(51), maidenName: long(51) },
        errors: { middleName: 'Middle Name is too long', lastName: 'Last Name is too long', maidenName: 'Maiden Name is too long' },
      },
      { input: { firstName: 'E', suffix: 'Junior' }, errors: { suffix: 'Suffix is too long' } },
      { input: { firstName: 'E', suffix: 'J2' }, errors: { suffix: 'Invalid Suffix' } },
      {
        input: { firstName: 'E', aka: 'Nell 2', preferredFirstName: 'Nell;', preferredMiddleName: '#', preferredLastName: '<b>' },
        errors: {
          aka: 'Invalid AKA',
          preferredFirstName: 'Invalid Preferred First Name',
          preferredMiddleName: 'Invalid Preferred Middle Name',
          preferredLastName: 'Invalid Preferred Last Name',
        },
      },
      {
        input: { firstName: 'E', aka: long(51), preferredFirstName: long(51), preferredMiddleName: long(51), preferredLastName: long(51) },
        errors: {
          aka: 'AKA is too long',
          preferredFirstName: 'Preferred First Name is too long',
          preferredMiddleName: 'Preferred Middle Name is too long',
          preferredLastName: 'Preferred Last Name is too long',
        },
      },
      { input: { firstName: 'E', dateOfBirth: '06-02-1941' }, errors: { dateOfBirth: 'Invalid Date of Birth' } },
      { input: { firstName: 'E', dateOfBirth: '2026-13-45' }, errors: { dateOfBirth: 'Invalid Date of Birth' } },
      { input: { firstName: 'E', dateOfBirth: '2999-01-01' }, errors: { dateOfBirth: 'Date of Birth cannot be in the future' } },
      ...['000-12-3456', '666-12-3456', '900-12-3456', '812-12-3456', '123-00-4567', '123-45-0000', '123456789', '123-45-678'].map(
        (ssn) => ({ input: { firstName: 'E', ssn }, errors: { ssn: 'Invalid SSN' } }),
      ),
      { input: { firstName: 'E', email: 'nope' }, errors: { email: 'Invalid Email' } },
      {
        input: { firstName: 'E', phoneNumber: '650555123', secondaryPhoneNumber: '65055512345' },
        errors: { phoneNumber: 'Please enter valid Phone Number', secondaryPhoneNumber: 'Please enter valid Phone Number' },
      },
      { input: { firstName: 'E', phoneNumber: 'abcdefghij' }, errors: { phoneNumber: 'Please enter valid Phone Number' } },
      {
        input: { firstName: 'E', maritalStatus: 'Complicated' },
        errors: { maritalStatus: 'Please choose a marital status from the list' },
      },
    ],
  },
  residentInfoRule: {
    valid: [
      {},
      { line1: long(50), line2: 'Unit 4', city: 'Colma', zipcode: '94014', noOfYearsStayed: '31' },
      { noOfYearsStayed: 12 },
      { noOfYearsStayed: '' },
    ],
    invalid: [
      {
        input: { line1: long(51), line2: long(51) },
        errors: { line1: 'Address line should be less than 51 characters', line2: 'Address line should be less than 51 characters' },
      },
      { input: { noOfYearsStayed: 'ten' }, errors: { noOfYearsStayed: 'Please enter a number' } },
    ],
  },
  // The entries are picked from the reference lists (races, ethnicities): the spec gives this form no message; the gateway refuses others.
  ethnicityInfoRule: {
    valid: [
      {},
      {
        isHispanic: true,
        hispanic: { id: 2, edrsCode: 'H1', name: 'Mexican, Mexican American, Chicano' },
        raceOne: { id: 1, edrsCode: 'W', name: 'White' },
      },
      { isHispanic: false, hispanic: null },
      { raceTwo: { id: 5 }, ethnicityThree: { id: 8, name: 'Unknown' } },
    ],
    invalid: [
      {
        input: { raceOne: { id: 99 }, raceTwo: { id: 1, name: 'Chinese' }, raceThree: { id: 5, edrsCode: 'W' } },
        errors: {
          raceOne: 'Please choose a race from the list',
          raceTwo: 'Please choose a race from the list',
          raceThree: 'Please choose a race from the list',
        },
      },
      { input: { ethnicityOne: { id: 0 } }, errors: { ethnicityOne: 'Please choose an ethnicity from the list' } },
      // The Hispanic choice is one of the Hispanic groups.
      {
        input: { isHispanic: true, hispanic: { id: 1, edrsCode: 'N' } },
        errors: { hispanic: 'Please choose a Hispanic origin from the list' },
      },
    ],
  },
  ethnicityChoicesRule: {
    valid: [
      {},
      { isHispanic: true, hispanic: { id: 3 }, raceOne: { id: 1 }, ethnicityOne: { id: 3 } },
      { raceThree: { id: 16 }, ethnicityThree: { id: 8 } },
    ],
    invalid: [
      {
        input: { ethnicityOne: { id: 1 }, raceTwo: { id: 2 }, ethnicityThree: { id: 1 } },
        errors: {
          ethnicityOne: 'Please choose the race before its ethnicity',
          ethnicityThree: 'Please choose the race before its ethnicity',
        },
      },
      { input: { ethnicityTwo: { id: 1 } }, errors: { ethnicityTwo: 'Please choose the race before its ethnicity' } },
      {
        input: { isHispanic: false, hispanic: { id: 2 } },
        errors: { hispanic: 'A Hispanic origin can be chosen only when Hispanic is Yes' },
      },
      { input: { hispanic: { id: 2 } }, errors: { hispanic: 'A Hispanic origin can be chosen only when Hispanic is Yes' } },
    ],
  },
  educationInfoRule: {
    valid: [
      {},
      {
        occupation: 'Teacher',
        industry: 'Education',
        yearsOfOccupation: '31',
        qualification: { id: 7, name: "Master's degree (e.g., MA, MS, MEng, MEd, MSW, MBA)" },
      },
      { yearsOfOccupation: 31 },
      { qualification: { id: 9 } },
    ],
    invalid: [
      { input: { yearsOfOccupation: 'many' }, errors: { yearsOfOccupation: 'Please enter a number' } },
      // A name that is not the entry's: the pair is refused, not silently taken by its id.
      {
        input: { qualification: { id: 7, name: "Master's degree" } },
        errors: { qualification: 'Please choose a qualification from the list' },
      },
      { input: { qualification: { id: 10 } }, errors: { qualification: 'Please choose a qualification from the list' } },
    ],
  },
  veteranInfoRule: {
    valid: [
      { isVeteran: true, isUnknown: false, serviceBranch: 'Navy', serviceEra: 'Korean War (1950-1955)' },
      // No and Unknown need neither.
      { isVeteran: false, isUnknown: false },
      { isVeteran: true, isUnknown: true, serviceBranch: null },
    ],
    invalid: [
      {
        input: { isVeteran: true, isUnknown: false },
        errors: { serviceBranch: 'Service Branch is required', serviceEra: 'Service Era is required' },
      },
      {
        input: { isVeteran: true, isUnknown: false, serviceBranch: '', serviceEra: 'Korean War (1950-1955)' },
        errors: { serviceBranch: 'Service Branch is required' },
      },
      {
        input: { isVeteran: true, isUnknown: false, serviceBranch: 'Navy', serviceEra: null },
        errors: { serviceEra: 'Service Era is required' },
      },
      {
        input: { isVeteran: true, isUnknown: false, serviceBranch: 'Starfleet', serviceEra: 'Clone Wars' },
        errors: { serviceBranch: 'Please choose a service branch from the list', serviceEra: 'Please choose a service era from the list' },
      },
    ],
  },
  parentInfoRule: {
    valid: [
      { relation: 'Mother', firstName: 'Astrid', maidenName: 'Berg' },
      { relation: 'Father', firstName: "D'Arcy", lastName: 'Núñez', maidenName: null, birthCountry: 'SE' },
    ],
    invalid: [
      { input: {}, errors: { relation: 'Relation is required', firstName: 'First Name is required' } },
      { input: { relation: 'Aunt', firstName: 'Astrid' }, errors: { relation: 'Relation is required' } },
      { input: { relation: 'Mother', firstName: '' }, errors: { firstName: 'First Name is required' } },
      {
        input: { relation: 'Mother', firstName: 'A1', middleName: 'B2', lastName: 'C3', maidenName: 'D4' },
        errors: {
          firstName: 'Invalid First Name',
          middleName: 'Invalid Middle Name',
          lastName: 'Invalid Last Name',
          maidenName: 'Invalid Maiden Name',
        },
      },
      {
        input: { relation: 'Father', firstName: long(51), middleName: long(51), lastName: long(51), maidenName: long(51) },
        errors: {
          firstName: 'First Name is too long',
          middleName: 'Middle Name is too long',
          lastName: 'Last Name is too long',
          maidenName: 'Maiden Name is too long',
        },
      },
    ],
  },
  notifierInfoRule: {
    valid: [
      { firstName: 'Catherine' },
      {
        prefix: 'Mrs',
        firstName: 'Catherine',
        lastName: 'Reyes',
        email: 'arranger@demo.test',
        phoneNumber: '+1-6505551234',
        secondaryPhoneNumber: '',
        relation: 'Daughter',
        isNotifierVerified: true,
        address: { line1: long(50), city: 'Colma' },
      },
    ],
    invalid: [
      { input: {}, errors: { firstName: 'First Name is required' } },
      { input: { firstName: ' ' }, errors: { firstName: 'First Name is required' } },
      {
        input: { firstName: long(51), middleName: 'M1', lastName: long(51) },
        errors: { firstName: 'First Name is too long', middleName: 'Invalid Middle Name', lastName: 'Last Name is too long' },
      },
      {
        input: { firstName: 'C4t', middleName: long(51), lastName: 'R;' },
        errors: { firstName: 'Invalid First Name', middleName: 'Middle Name is too long', lastName: 'Invalid Last Name' },
      },
      {
        input: { firstName: 'Cat', email: 'cat@', phoneNumber: '650555123', secondaryPhoneNumber: 'abcdefghij' },
        errors: {
          email: 'Invalid Email',
          phoneNumber: 'Please enter valid Phone Number',
          secondaryPhoneNumber: 'Please enter valid Phone Number',
        },
      },
      {
        input: { firstName: 'Cat', address: { line1: long(51) } },
        errors: { 'address.line1': 'Address line should be less than 51 characters' },
      },
      { input: { firstName: 'Cat', relation: 'Nemesis' }, errors: { relation: 'Please choose a relationship from the list' } },
      { input: { firstName: 'Cat', prefix: 'Dame' }, errors: { prefix: 'prefix must be one of Mr, Mrs or Ms' } },
    ],
  },
  nokInfoRule: {
    valid: [
      { firstName: 'Daniel' },
      {
        id: 3,
        firstName: 'Daniel',
        lastName: 'Whitmore',
        relation: 'Son',
        isNotifier: true,
        phoneNumber: '6505551111',
        address: { city: 'Colma' },
      },
    ],
    invalid: [
      { input: { id: 3 }, errors: { firstName: 'First Name is required' } },
      {
        input: { firstName: long(51), middleName: 'M1', lastName: long(51) },
        errors: { firstName: 'First Name is too long', middleName: 'Invalid Middle Name', lastName: 'Last Name is too long' },
      },
      {
        input: { firstName: 'D4n', middleName: long(51), lastName: 'W;' },
        errors: { firstName: 'Invalid First Name', middleName: 'Middle Name is too long', lastName: 'Invalid Last Name' },
      },
      {
        input: { firstName: 'Dan', email: 'dan', phoneNumber: '65055512345', secondaryPhoneNumber: '650555123' },
        errors: {
          email: 'Invalid Email',
          phoneNumber: 'Please enter valid Phone Number',
          secondaryPhoneNumber: 'Please enter valid Phone Number',
        },
      },
      {
        input: { firstName: 'Dan', address: { line2: long(51) } },
        errors: { 'address.line2': 'Address line should be less than 51 characters' },
      },
      { input: { firstName: 'Dan', prefix: 'Sr.' }, errors: { prefix: 'prefix must be one of Mr, Mrs or Ms' } },
    ],
  },
  serviceInterestRule: {
    valid: [{ isInterested: true }, { isInterested: false, note: null }, { isInterested: true, note: long(1000) }],
    invalid: [
      { input: {}, errors: { isInterested: 'Please choose whether you are interested' } },
      { input: { isInterested: 'yes', note: 'x' }, errors: { isInterested: 'Please choose whether you are interested' } },
      { input: { isInterested: true, note: long(1001) }, errors: { note: 'Note is too long' } },
    ],
  },
  timeZoneRule: {
    valid: ['America/Los_Angeles', 'UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires'],
    invalid: [
      { input: 'Mars/Olympus', errors: { _: 'Time zone must be an IANA time zone such as America/Los_Angeles' } },
      { input: '+05:00', errors: { _: 'Time zone must be an IANA time zone such as America/Los_Angeles' } },
      { input: undefined, errors: { _: 'Time zone must be an IANA time zone such as America/Los_Angeles' } },
    ],
  },
  eventAddressRule: {
    valid: [{}, { line1: '1370 El Camino Real', city: 'Colma', state: 'CA', zipcode: '94014', country: 'United States' }],
    invalid: [
      {
        input: { line1: long(51), city: long(101), state: long(101), zipcode: long(21), country: long(101) },
        errors: {
          line1: 'Address line should be less than 51 characters',
          city: 'City should be less than 101 characters',
          state: 'State should be less than 101 characters',
          zipcode: 'Zipcode should be less than 21 characters',
          country: 'Country should be less than 101 characters',
        },
      },
    ],
  },
  eventRule: {
    valid: [
      { eventName: 'Visitation', serviceDate: '2026-12-01', beginningTime: '17:00' },
      {
        eventName: 'Funeral Service',
        eventType: 'Dynamic',
        serviceDate: '2028-02-29',
        beginningTime: '10:00',
        endingTime: '11:30',
        url: 'stream.example.com/x',
        passCode: 'P',
        hidePassCodeInFaa: false,
        locationCode: 'MDC',
        timeZone: 'America/New_York',
        locationName: 'Chapel',
        chapelName: 'Noble',
        locationAddressObj: { city: 'Colma' },
      },
    ],
    invalid: [
      {
        input: {},
        errors: {
          eventName: 'Event Name is required',
          serviceDate: 'Service Date is required',
          beginningTime: 'Beginning Time is required',
        },
      },
      {
        input: { eventName: long(121), serviceDate: '2026-02-30', beginningTime: '7pm' },
        errors: {
          eventName: 'Event Name should be less than 121 characters',
          serviceDate: 'Service Date must be a real date (MM/DD/YYYY)',
          beginningTime: 'Time must be given as hours and minutes (HH:mm)',
        },
      },
      {
        input: { eventName: 'V', serviceDate: '2026-12-01', beginningTime: '10:00', endingTime: '09:00' },
        errors: { endingTime: 'Ending Time must be after Beginning Time' },
      },
      {
        input: {
          eventName: 'V',
          serviceDate: '2026-12-01',
          beginningTime: '10:00',
          url: 'not a link',
          passCode: long(51),
          locationCode: 'XYZ',
          timeZone: 'Nowhere',
          locationName: long(201),
          chapelName: long(121),
        },
        errors: {
          url: 'Live Stream URL is not a valid link',
          passCode: 'Pass Code should be less than 51 characters',
          locationCode: 'Location Code must be one of CFS, ACC, CNG, MDC, SSO, CCS',
          timeZone: 'Time zone must be an IANA time zone such as America/Los_Angeles',
          locationName: 'Location Name should be less than 201 characters',
          chapelName: 'Chapel Name should be less than 121 characters',
        },
      },
      {
        input: { eventName: 'V', serviceDate: '2026-12-01', beginningTime: '10:00', url: `https://example.com/${long(2000)}` },
        errors: { url: 'Live Stream URL should be less than 2001 characters' },
      },
    ],
  },
  visitorEmailField: {
    valid: ['grace@example.org', ' Grace@Example.email '],
    invalid: [
      { input: undefined, errors: { _: 'Email Required' } },
      { input: '  ', errors: { _: 'Email Required' } },
      { input: 'grace@example', errors: { _: 'Invalid Email' } },
      { input: `${'g'.repeat(250)}@example.org`, errors: { _: 'Invalid Email' } },
    ],
  },
  contactFamilyRule: {
    valid: [
      { email: 'ruth_l@example.com', message: long(500) },
      { email: ' ruth@example.org ', message: '\u{1F337}'.repeat(500) },
    ],
    invalid: [
      { input: {}, errors: { email: 'Email Required', message: 'Message is required' } },
      { input: { email: '  ', message: '  ' }, errors: { email: 'Email Required', message: 'Message is required' } },
      { input: { email: 'ruth@example', message: 'x' }, errors: { email: 'Invalid Email' } },
      { input: { email: 'ruth_l@example.com', message: long(501) }, errors: { message: 'Messages should less then 501 characters' } },
    ],
  },
  obituaryRule: {
    valid: [
      { obituary: '<p>Eleanor</p>' },
      { obituary: `<p>${long(50000)}</p>` },
      { obituary: `<p>${long(25000)}</p>\n\n<p>${long(25000)}</p>\n` },
      { obituary: `<p><strong>${'\u{1F337}'.repeat(25000)}</strong>${long(24999, '&amp;')}</p>` },
    ],
    invalid: [
      { input: {}, errors: { obituary: 'Obituary is required' } },
      { input: { obituary: '' }, errors: { obituary: 'Obituary is required' } },
      { input: { obituary: '<p> &nbsp; </p><p><br></p>' }, errors: { obituary: 'Obituary is required' } },
      { input: { obituary: `<p>${long(50001)}</p>` }, errors: { obituary: 'You have exceeded max limit for obituary' } },
      {
        input: { obituary: `<p>${long(25000)}</p><p>${long(25000, '&lt;')}x</p>` },
        errors: { obituary: 'You have exceeded max limit for obituary' },
      },
    ],
  },
  lifeOfRule: {
    valid: [
      { obituary: `<p>${long(20000)}</p>` },
      { obituary: '<p>x</p>', lifeOfTitle: long(254), lifeOfDescription: long(10000) },
      { obituary: '<p>x</p>', lifeOfTitle: null, lifeOfDescription: '' },
    ],
    invalid: [
      { input: { obituary: '  ' }, errors: { obituary: 'Obituary is required' } },
      { input: { obituary: `<p>${long(20001)}</p>` }, errors: { obituary: 'You have exceeded max limit for obituary' } },
      {
        input: { obituary: '<p>x</p>', lifeOfTitle: long(255), lifeOfDescription: long(10001) },
        errors: {
          lifeOfTitle: 'You have exceeded max limit for life of title',
          lifeOfDescription: 'You have exceeded max limit for life of description',
        },
      },
    ],
  },
  obituaryDraftRule: {
    valid: [
      { firstName: 'Eleanor' },
      {
        firstName: ' Eleanor ',
        middleName: 'Grace',
        lastName: 'Whitmore',
        nickName: 'Nell',
        gender: 'female',
        dateOfBirth: '1941-06-02',
        dateOfDeath: '2026-03-14',
        dateOfCeremony: '2026-03-21',
        birthplace: long(300),
        placeLived: ['Duluth, Minnesota', '', null],
        education: [long(300)],
        deathCause: '',
        familyMembers: [
          { name: 'Thomas', relationship: 'Husband', isDeceased: true },
          { name: 'Daniel', relationship: 'Son' },
        ],
        lifeMoments: Array.from({ length: 20 }, () => 'x'),
        achievements: null,
        memories: [],
        hobbies: ['gardening'],
        personalityTraits: ['patient'],
        ceremonyDetails: long(1000),
        writingTone: 'celebratory',
        length: 'long',
        memorableQuote: long(500),
      },
    ],
    invalid: [
      { input: {}, errors: { firstName: 'First Name is required' } },
      { input: { firstName: '  ' }, errors: { firstName: 'First Name is required' } },
      {
        input: { firstName: long(51), middleName: long(51), lastName: long(51), nickName: long(51) },
        errors: {
          firstName: 'First Name should be at most 50 characters',
          middleName: 'Middle Name should be at most 50 characters',
          lastName: 'Last Name should be at most 50 characters',
          nickName: 'Nickname should be at most 50 characters',
        },
      },
      {
        input: { firstName: 'E', gender: 'other', writingTone: 'sad', length: 'huge' },
        errors: {
          gender: 'Gender must be Female, Male or Unspecified',
          writingTone: 'Writing Tone must be Warm, Formal or Celebratory',
          length: 'Length must be Short, Medium or Long',
        },
      },
      {
        input: { firstName: 'E', dateOfBirth: '1941-02-30', dateOfDeath: '14/03/2026', dateOfCeremony: 'soon' },
        errors: {
          dateOfBirth: 'Date of Birth must be a valid date',
          dateOfDeath: 'Date of Death must be a valid date',
          dateOfCeremony: 'Date of Ceremony must be a valid date',
        },
      },
      {
        input: { firstName: 'E', dateOfBirth: '1941-06-02', dateOfDeath: '1941-06-01' },
        errors: { dateOfDeath: 'Date of Death cannot be before Date of Birth' },
      },
      {
        input: { firstName: 'E', birthplace: long(301), deathCause: long(301), ceremonyDetails: long(1001), memorableQuote: long(501) },
        errors: {
          birthplace: 'Birthplace should be at most 300 characters',
          deathCause: 'Cause of Death should be at most 300 characters',
          ceremonyDetails: 'Ceremony Details should be at most 1000 characters',
          memorableQuote: 'Memorable Quote should be at most 500 characters',
        },
      },
      {
        input: {
          firstName: 'E',
          placeLived: [long(301)],
          education: [long(301)],
          lifeMoments: [long(301)],
          achievements: [long(301)],
          memories: [long(301)],
          hobbies: [long(301)],
          personalityTraits: [long(301)],
        },
        errors: {
          placeLived: 'Places Lived should be at most 300 characters',
          education: 'Education should be at most 300 characters',
          lifeMoments: 'Life Moments should be at most 300 characters',
          achievements: 'Achievements should be at most 300 characters',
          memories: 'Memories should be at most 300 characters',
          hobbies: 'Hobbies should be at most 300 characters',
          personalityTraits: 'Personality Traits should be at most 300 characters',
        },
      },
      {
        input: {
          firstName: 'E',
          ...Object.fromEntries(
            ['placeLived', 'education', 'lifeMoments', 'achievements', 'memories', 'hobbies', 'personalityTraits'].map((k) => [
              k,
              Array.from({ length: 21 }, () => 'x'),
            ]),
          ),
        },
        errors: {
          placeLived: 'Places Lived: at most 20 entries',
          education: 'Education: at most 20 entries',
          lifeMoments: 'Life Moments: at most 20 entries',
          achievements: 'Achievements: at most 20 entries',
          memories: 'Memories: at most 20 entries',
          hobbies: 'Hobbies: at most 20 entries',
          personalityTraits: 'Personality Traits: at most 20 entries',
        },
      },
      {
        input: {
          firstName: 'E',
          familyMembers: [
            { name: ' ', relationship: 'Son' },
            { name: 'Ann', relationship: 'Landlord' },
            { name: long(101), relationship: 'Son' },
          ],
        },
        errors: {
          'familyMembers.0.name': 'Family member name is required',
          'familyMembers.1.relationship': 'Choose a relationship from the list',
          'familyMembers.2.name': 'Family member name should be at most 100 characters',
        },
      },
      {
        input: { firstName: 'E', familyMembers: Array.from({ length: 41 }, () => ({ name: 'Ann', relationship: 'Cousin' })) },
        errors: { familyMembers: 'Family Members: at most 40 entries' },
      },
    ],
  },
  loginReportFilterRule: {
    valid: [
      {},
      {
        from: '2026-01-01',
        to: '2026-01-31',
        role: 'cl-arranger',
        user: ' park ',
        result: 'failed',
        timeZone: 'America/Chicago',
        page: 2,
        pageSize: 100,
      },
      { from: '2026-02-03', to: '2026-02-03', role: null, user: null, result: null, timeZone: null },
    ],
    invalid: [
      { input: { from: '2026-13-01' }, errors: { from: 'From date must be a date (YYYY-MM-DD)' } },
      {
        input: { from: 'yesterday', to: '31/01/2026' },
        errors: { from: 'From date must be a date (YYYY-MM-DD)', to: 'To date must be a date (YYYY-MM-DD)' },
      },
      { input: { from: 5 }, errors: { from: 'From date must be a date (YYYY-MM-DD)' } },
      { input: { from: '2026-02-01', to: '2026-01-31' }, errors: { to: 'To date must be on or after the From date' } },
      { input: { role: 'visitor' }, errors: { role: 'Role must be arranger, admin or cl-arranger' } },
      { input: { result: 'maybe' }, errors: { result: 'Result must be succeeded or failed' } },
      { input: { user: 7 }, errors: { user: 'User must be text' } },
      { input: { user: long(255) }, errors: { user: 'User must be at most 254 characters' } },
      { input: { timeZone: 'Mars/Olympus' }, errors: { timeZone: 'Time zone must be an IANA time zone such as America/Los_Angeles' } },
      { input: { timeZone: 3 }, errors: { timeZone: 'Time zone must be an IANA time zone such as America/Los_Angeles' } },
      {
        input: { page: 0, pageSize: 101 },
        errors: { page: 'Page must be a whole number from 1', pageSize: 'Page size must be a whole number from 1 to 100' },
      },
      {
        input: { page: 1.5, pageSize: 0 },
        errors: { page: 'Page must be a whole number from 1', pageSize: 'Page size must be a whole number from 1 to 100' },
      },
      {
        input: { page: '2', pageSize: 2.5 },
        errors: { page: 'Page must be a whole number from 1', pageSize: 'Page size must be a whole number from 1 to 100' },
      },
      { input: { pageSize: '20' }, errors: { pageSize: 'Page size must be a whole number from 1 to 100' } },
    ],
  },
  userReportFilterRule: {
    valid: [{}, { from: '2025-12-01', to: '2026-01-31', role: 'arranger', user: 'reyes', timeZone: 'Europe/London', page: 1, pageSize: 1 }],
    invalid: [
      { input: { from: '2026-02-30' }, errors: { from: 'From date must be a date (YYYY-MM-DD)' } },
      { input: { to: '2026-1-5' }, errors: { to: 'To date must be a date (YYYY-MM-DD)' } },
      { input: { from: '2026-02-02', to: '2026-02-01' }, errors: { to: 'To date must be on or after the From date' } },
      { input: { role: 'Admin' }, errors: { role: 'Role must be arranger, admin or cl-arranger' } },
      { input: { user: false }, errors: { user: 'User must be text' } },
      { input: { user: long(300) }, errors: { user: 'User must be at most 254 characters' } },
      { input: { timeZone: 'Nowhere' }, errors: { timeZone: 'Time zone must be an IANA time zone such as America/Los_Angeles' } },
      {
        input: { page: -1, pageSize: 1000 },
        errors: { page: 'Page must be a whole number from 1', pageSize: 'Page size must be a whole number from 1 to 100' },
      },
    ],
  },
  cemeteryLocationRule: {
    valid: [
      { propertyName: 'Garden of Peace' },
      { propertyName: ' Garden of Peace ', geoJson: { type: 'Polygon', coordinates: [] } },
      { cemeteryLocationId: 3 },
      { cemeteryLocationId: 3, propertyName: null },
      { propertyName: long(200) },
    ],
    invalid: [
      { input: {}, errors: { propertyName: 'Property name is required' } },
      { input: { propertyName: '   ' }, errors: { propertyName: 'Property name is required' } },
      { input: { propertyName: 12 }, errors: { propertyName: 'Property name is required' } },
      { input: { propertyName: long(201) }, errors: { propertyName: 'Property name must be at most 200 characters' } },
      {
        input: { cemeteryLocationId: 0, propertyName: 'x' },
        errors: { cemeteryLocationId: 'The chosen cemetery property does not exist' },
      },
      {
        input: { cemeteryLocationId: 1.5, propertyName: 'x' },
        errors: { cemeteryLocationId: 'The chosen cemetery property does not exist' },
      },
      {
        input: { cemeteryLocationId: '3', propertyName: 'x' },
        errors: { cemeteryLocationId: 'The chosen cemetery property does not exist' },
      },
    ],
  },
};

/** Rules that take a parameter, with the cases of their other settings. */
const PARAMETERISED: Record<string, Array<{ args: unknown[]; cases: Cases }>> = {
  shareMemoryRule: [
    {
      // The standalone share page allows 4999 characters.
      args: [4999],
      cases: {
        valid: [{ ...memory, memory: long(4999) }],
        invalid: [{ input: { ...memory, memory: long(5000) }, errors: { memory: 'Memory should be less than 5000 characters' } }],
      },
    },
  ],
};

/**
 * Rules that carry no message the walk below can see: the veteran messages come from a refinement
 * across two fields; their cases above pin what they answer.
 */
const NO_CARRIED_MESSAGES = new Set(['veteranInfoRule']);

const isSchema = (v: unknown): v is z.ZodType => !!v && typeof v === 'object' && '_zod' in v;

/** Every exported zod schema, and every exported *Rule factory called with its defaults. */
function exportedRules(): Map<string, z.ZodType> {
  const found = new Map<string, z.ZodType>();
  for (const [name, value] of Object.entries(rules)) {
    if (isSchema(value)) found.set(name, value);
    else if (typeof value === 'function' && /Rule$/.test(name)) {
      const built = (value as () => unknown)();
      if (isSchema(built)) found.set(name, built);
    }
  }
  return found;
}

/** The parts of a zod 4 schema's internal definition (schema._zod.def) that messagesIn walks. */
interface ZodDefinition {
  error?: unknown;
  checks?: ReadonlyArray<{ _zod?: { def?: { error?: unknown } } } | undefined>;
  options?: readonly unknown[];
  items?: readonly unknown[];
  shape?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The custom messages a schema carries anywhere in its tree (type errors, checks, refinements, formats). */
function messagesIn(schema: unknown, out = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (!isSchema(schema) || seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: ZodDefinition } })._zod.def;
  const take = (error: unknown) => {
    if (typeof error !== 'function') return;
    const message = error({ code: 'custom', input: undefined, path: [] });
    if (typeof message === 'string') out.add(message);
    else if (message && typeof message.message === 'string') out.add(message.message);
  };
  take(def.error);
  for (const check of def.checks ?? []) take(check?._zod?.def?.error);
  for (const key of ['in', 'out', 'innerType', 'element', 'valueType', 'keyType', 'catchall', 'left', 'right'])
    messagesIn(def[key], out, seen);
  for (const option of def.options ?? []) messagesIn(option, out, seen);
  for (const item of def.items ?? []) messagesIn(item, out, seen);
  if (def.shape) for (const child of Object.values(def.shape)) messagesIn(child, out, seen);
  return out;
}

function run(schema: z.ZodType, cases: Cases) {
  for (const input of cases.valid)
    expect(rules.check(schema, input), `valid input refused: ${JSON.stringify(input)?.slice(0, 120)}`).toBeNull();
  for (const { input, errors } of cases.invalid) {
    expect(rules.check(schema, input), `messages for ${JSON.stringify(input)?.slice(0, 120)}`).toEqual(errors);
  }
}

/** Every message some case expects (and, by its test, gets): a rule that embeds another relies on that one's cases. */
const PINNED = new Set(
  [
    ...Object.values(CASES),
    ...Object.values(PARAMETERISED)
      .flat()
      .map((p) => p.cases),
  ].flatMap((c) => c.invalid.flatMap((i) => Object.values(i.errors))),
);

describe('the zod rules of schema/src/rules', () => {
  const found = exportedRules();

  it('finds the rules', () => {
    expect(found.size).toBeGreaterThanOrEqual(4);
    expect([...found.keys()]).toEqual(expect.arrayContaining(['loginRule', 'forgotPasswordRule', 'newPasswordRule', 'resetPasswordRule']));
  });

  it('has pinned cases for every exported rule', () => {
    expect(
      [...found.keys()].filter((name) => !(name in CASES)),
      'rules without cases in gateway/src/rules.test.ts',
    ).toEqual([]);
    expect(
      Object.keys(CASES).filter((name) => !found.has(name)),
      'cases for rules that no longer exist',
    ).toEqual([]);
  });

  for (const name of Object.keys(CASES)) {
    it(`${name}: accepts the valid cases and answers the spec's messages, and every message it carries is pinned`, () => {
      const schema = found.get(name);
      expect(schema, `${name} is not exported by schema/src/rules`).toBeDefined();
      run(schema!, CASES[name]!);
      const carried = messagesIn(schema);
      for (const { args, cases } of PARAMETERISED[name] ?? []) {
        const built = (rules as unknown as Record<string, (...a: unknown[]) => z.ZodType>)[name]!(...args);
        run(built, cases);
        messagesIn(built, carried);
      }
      if (!NO_CARRIED_MESSAGES.has(name)) expect(carried.size, `${name} carries no message`).toBeGreaterThan(0);
      expect(
        [...carried].filter((m) => !PINNED.has(m)),
        `${name} carries messages that no case pins`,
      ).toEqual([]);
    });
  }

  it('display name: composes the chosen parts in order, refuses empty ones with the spec message, finds the choice of a text', () => {
    const names = {
      prefix: 'Mrs',
      firstName: 'Eleanor',
      middleName: 'Grace',
      lastName: 'Whitmore',
      suffix: '',
      preferredFirstName: 'Ellie',
      preferredLastName: 'Whitmore',
    };
    expect(rules.composeDisplayName(names, 'Legal', ['middleName', 'prefix'])).toBe('Mrs Eleanor Grace Whitmore');
    expect(rules.composeDisplayName(names, 'Preferred', [])).toBe('Ellie Whitmore');
    expect(rules.checkDisplayName(names, 'Legal', ['suffix'])).toEqual({
      fields: 'Suffix is empty, Please Update in Biography and Death Certificate Information Section',
    });
    expect(rules.checkDisplayName({ ...names, lastName: ' ' }, 'Legal', [])).toEqual({
      fields: 'Last Name is empty, Please Update in Biography and Death Certificate Information Section',
    });
    expect(rules.checkDisplayName({ ...names, preferredLastName: null }, 'Preferred', [])).toEqual({
      displayNameType:
        'Preferred name needs a preferred first and last name, Please Update in Biography and Death Certificate Information Section',
    });
    expect(rules.checkDisplayName(names, 'Preferred', ['prefix'])).toBeNull();
    expect(rules.choiceOfDisplayName(names, 'Mrs Ellie Whitmore')).toEqual({ type: 'Preferred', fields: ['prefix'] });
    expect(rules.choiceOfDisplayName(names, 'Eleanor Whitmore')).toEqual({ type: 'Legal', fields: [] });
    expect(rules.choiceOfDisplayName(names, 'Grace')).toBeNull();
  });

  it('checkVideoLinks answers the spec messages for duplicate and malformed links', () => {
    const yt = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(rules.checkVideoLinks(`${yt} https://vimeo.com/123456789`, true)).toEqual({
      links: [yt, 'https://vimeo.com/123456789'],
      errors: null,
    });
    expect(rules.checkVideoLinks(`${yt}  ${yt} http://youtu.be/dQw4w9WgXcQ`, true).errors).toEqual({
      'videoLinks.1': 'Duplicate value',
      'videoLinks.2': 'Invalid URL format',
    });
    const tribute = 'https://www.tributeslideshow.com/tributes/eleanor-whitmore';
    expect(rules.checkVideoLinks(tribute, true).errors).toEqual({ 'videoLinks.0': 'Invalid URL format' });
    expect(rules.checkVideoLinks(tribute, false).errors).toBeNull();
  });
});
