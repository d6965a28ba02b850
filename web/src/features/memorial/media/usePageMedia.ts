import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { describeError } from '../../../app/errors';
import { notifyError, notifySuccess } from '../../../app/notify';

const PageFiles = graphql(`
  fragment PageMedia_decedent on Decedent {
    id
    pictureUrl
    bannerUrl
    originalBannerUrl
    audioFileUrl
    obituary {
      audioFileUrl
    }
  }
`);
void PageFiles;

export const UploadObituaryMediaMutation = graphql(`
  mutation UploadObituaryMedia($opi: String!, $kind: ObituaryUploadKind!, $file: Upload!) {
    uploadObituaryMedia(opi: $opi, kind: $kind, file: $file) {
      message
      decedent {
        ...PageMedia_decedent
      }
    }
  }
`);

export const UploadBannerMutation = graphql(`
  mutation UploadBanner($opi: String!, $file: Upload!, $original: Upload) {
    uploadBanner(opi: $opi, file: $file, original: $original) {
      message
      decedent {
        ...PageMedia_decedent
      }
    }
  }
`);

/** Multipart requests carry the CSRF preflight header; the refusals (type, size, lock) are shown as the spec's error notification. */
const REFUSALS = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'LOCKED', 'BAD_USER_INPUT', 'FORBIDDEN', 'PRIVATE', 'SERVICE_UNAVAILABLE'];
const UPLOAD_CONTEXT = { headers: { 'Apollo-Require-Preflight': 'true' }, pageStates: REFUSALS };

/**
 * The page's photo, banner and audio uploads. The answer's decedent (by id) updates every screen showing it;
 * success and refusal show as notifications with the server's words. Answers whether it was saved.
 */
export function usePageMedia(opi: string) {
  const [uploadFile] = useMutation(UploadObituaryMediaMutation);
  const [uploadBanner] = useMutation(UploadBannerMutation);
  const [saving, setSaving] = useState(false);

  const run = async (send: () => Promise<string | undefined>): Promise<boolean> => {
    setSaving(true);
    try {
      const message = await send();
      if (message) notifySuccess(message);
      return true;
    } catch (e) {
      // Other failures (an expired session, the network) are the app's own dialogs and notifications.
      const failure = describeError(e);
      if (failure.code && REFUSALS.includes(failure.code)) notifyError(failure.message);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    photo: (file: File) =>
      run(
        async () =>
          (await uploadFile({ variables: { opi, kind: 'image', file }, context: UPLOAD_CONTEXT })).data?.uploadObituaryMedia.message,
      ),
    audio: (file: File) =>
      run(
        async () =>
          (await uploadFile({ variables: { opi, kind: 'audio', file }, context: UPLOAD_CONTEXT })).data?.uploadObituaryMedia.message,
      ),
    banner: (file: File, original: File | null) =>
      run(async () => (await uploadBanner({ variables: { opi, file, original }, context: UPLOAD_CONTEXT })).data?.uploadBanner.message),
  };
}
