import { OBITUARY_MEDIA_LIMITS } from '@memorial/schema';
import type { RestRequest, RestRoute } from '../route.js';
import { ObituaryUploadKind } from './decedent.media-upload.resolver.js';

const PAGE_URLS = 'pictureUrl bannerUrl originalBannerUrl audioFileUrl';
/** A limit in bytes as the descriptions state it. */
const mb = (bytes: number) => `${bytes / 1_048_576} MB`;

/** A multipart part by its form field name (the REST layer keeps graphql-upload's Upload objects, which know it once read). */
const part = (req: RestRequest, name: string): unknown =>
  req.files.find((f) => (f as { file?: { fieldName?: string } }).file?.fieldName === name) ?? null;

export const decedentMediaRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/obituary/:id/upload/:kind',
    params: {
      kind: {
        schema: { type: 'string', enum: Object.values(ObituaryUploadKind) },
        description: 'image: the profile photo; audio: the audio message.',
      },
    },
    statuses: [423],
    summary: `Uploads the profile photo (kind image: png or jpeg, at most ${mb(OBITUARY_MEDIA_LIMITS.photoBytes)}) or the audio message (kind audio: mp3 or wav): multipart, the file in the field file. Not while the obituary is locked.`,
    multipart: true,
    // No text field is read: the file part is the whole request.
    body: { properties: {} },
    operation: `mutation UploadObituaryMedia($opi: String!, $kind: ObituaryUploadKind!, $file: Upload!) { uploadObituaryMedia(opi: $opi, kind: $kind, file: $file) { message decedent { ${PAGE_URLS} } } }`,
    // A form whose part has another name still carries one file: the first.
    variables: (req) => ({ opi: req.params['id'], kind: req.params['kind'], file: part(req, 'file') ?? req.files[0] ?? null }),
    data: (r) => {
      const { pictureUrl, audioFileUrl } = r['uploadObituaryMedia'].decedent;
      return { pictureUrl, audioFileUrl };
    },
    message: (r) => r['uploadObituaryMedia'].message,
  },
  {
    method: 'POST',
    path: '/obituary/:id/life-of/banner-image/upload',
    statuses: [423],
    summary: `Sets the banner: multipart, the cropped picture in file (jpeg, png or gif, at most ${mb(OBITUARY_MEDIA_LIMITS.bannerBytes)}) and optionally the picture it was cropped from in files. Answers message, bannerUrl and originalBannerUrl.`,
    multipart: true,
    body: {
      properties: {
        files: {
          type: 'string',
          format: 'binary',
          description: `Optional: the picture the banner was cropped from (jpeg, png or gif, at most ${mb(OBITUARY_MEDIA_LIMITS.bannerBytes)}), kept to crop again. Absent: the banner is its own original.`,
        },
      },
    },
    operation: `mutation UploadBanner($opi: String!, $file: Upload!, $original: Upload) { uploadBanner(opi: $opi, file: $file, original: $original) { message decedent { ${PAGE_URLS} } } }`,
    variables: (req) => ({ opi: req.params['id'], file: part(req, 'file') ?? null, original: part(req, 'files') }),
    data: (r) => {
      const { bannerUrl, originalBannerUrl } = r['uploadBanner'].decedent;
      return { bannerUrl, originalBannerUrl };
    },
    message: (r) => r['uploadBanner'].message,
  },
];
