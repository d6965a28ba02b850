import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { MEMORY_MESSAGES, MEMORY_SCREEN_TEXTS as S, MEMORY_MODERATION_TEXTS as MO } from '@memorial/schema';
import type { FileType } from '../../../gql/graphql';
import { notifyError } from '../../notify';
import { useT } from '../../i18n';
import { MediaDropzone } from '../upload/MediaDropzone';
import { useMediaUploads } from '../upload/useMediaUploads';
import { useVideoLinkCheck, VideoLinksField } from '../upload/VideoLinks';

/** Family and staff may add documents as well (the widget's acceptAllMedia). */
const FAMILY_ACCEPT = 'image/*,audio/*,video/*,.flv,.ogv,.mkv,application/pdf,.doc,.docx';

export interface AddMediaDialogProps {
  opened: boolean;
  onClose: () => void;
  onAdd: (files: Array<{ fileUrl: string; fileType: FileType }>) => Promise<boolean>;
}

/** Add media to a memory: uploaded files and video links. */
export function AddMediaDialog({ opened, onClose, onAdd }: AddMediaDialogProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t(S, 'addMedia')} size="lg">
      {opened && <AddMediaBody onClose={onClose} onAdd={onAdd} />}
    </Modal>
  );
}

function AddMediaBody({ onClose, onAdd }: Omit<AddMediaDialogProps, 'opened'>) {
  const t = useT();
  const uploads = useMediaUploads({ allowAll: true });
  const [addVideo, setAddVideo] = useState(false);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const links = useVideoLinkCheck(addVideo ? text : '', false);
  const files = uploads.entries.filter((e) => e.status === 'done');
  const nothing = files.length === 0 && (!addVideo || links.valid.length === 0);

  const save = async () => {
    setTried(true);
    if (addVideo && links.error) {
      notifyError(t(MEMORY_MESSAGES, 'resolveErrors'));
      return;
    }
    setSaving(true);
    const ok = await onAdd([
      ...uploads.uploaded(),
      ...(addVideo ? links.valid.map((fileUrl) => ({ fileUrl, fileType: 'Video' as FileType })) : []),
    ]);
    setSaving(false);
    if (ok) onClose();
  };

  return (
    <Stack gap="md">
      <MediaDropzone uploads={uploads} accept={FAMILY_ACCEPT} label={t(MO, 'familyMedia')} />
      <Switch
        checked={addVideo}
        onChange={(e) => setAddVideo(e.currentTarget.checked)}
        label={t(MO, 'addVideo')}
        description={t(MO, 'familyVideoHint')}
      />
      {addVideo && (
        <VideoLinksField value={text} onChange={setText} check={links} showError={tried || text.length > 0} publicForm={false} />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t(MO, 'cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving} disabled={uploads.uploading || nothing}>
          {t(MO, 'save')}
        </Button>
      </Group>
    </Stack>
  );
}
