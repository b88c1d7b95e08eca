// Uploading a new video or editing one: the fields, the film (required for a new video), its cover and
// its teaser. Files go up in one multipart form with a progress bar in percent and a Cancel that stops
// sending; an edit saves its fields first, then sends only the files it replaces. The film is then
// prepared by the server; the list follows that.
import { FileImageOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Modal, Progress } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState } from 'react';
import type { Video } from '@/contracts/videos';
import { getResponseError, notifyError, notifyNotice, notifySuccess } from '@/lib/notify';
import { isCancelled } from '@/lib/request';
import { videoService } from '@/services/video.api';
import { CurrentFiles } from './video-current-files';
import { IMAGE_TYPES, IMAGE_WRONG_TYPE, VIDEO_TYPES, VIDEO_WRONG_TYPE, VideoFileField } from './video-file-field';
import { VideoFormFields } from './video-form-fields';
import { FILM_REQUIRED, newVideoValues, replacementFormOf, uploadFormOf, valuesOf, videoFieldsOf, type VideoFormFiles, type VideoFormValues } from './video-form-values';

export const VIDEO_UPLOADED = 'Video uploaded. It is being prepared and shows once ready.';
export const VIDEO_SAVED = 'Video saved';
export const UPLOAD_CANCELLED = 'Upload cancelled';

export interface VideoFormModalProps {
  /** The video to edit; a new one is uploaded without it. */
  video?: Video;
  onClose: () => void;
  /** The video as saved (also after a file was removed, with the form still open). */
  onSaved: (video: Video, done: boolean) => void;
}

export function VideoFormModal({ video: editing, onClose, onSaved }: VideoFormModalProps) {
  const [form] = Form.useForm<VideoFormValues>();
  const [current, setCurrent] = useState(editing);
  const [files, setFiles] = useState<VideoFormFiles>({});
  const [filmError, setFilmError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const isNew = !current;

  // Closing the form (or leaving the page) stops a file still being sent.
  useEffect(() => () => upload.current?.abort(), []);

  const setFile = (name: keyof VideoFormFiles) => (file: File | null) => {
    setFiles((f) => ({ ...f, [name]: file }));
    if (name === 'file') setFilmError(null);
  };

  async function sendFiles(send: (signal: AbortSignal) => Promise<{ data: Video }>): Promise<Video | null> {
    const abort = new AbortController();
    upload.current = abort;
    setPercent(0);
    try {
      return (await send(abort.signal)).data;
    } catch (e) {
      if (isCancelled(e) || abort.signal.aborted) {
        notifyNotice({ title: UPLOAD_CANCELLED });
        return null;
      }
      throw e;
    } finally {
      upload.current = null;
      setPercent(null);
    }
  }

  async function save(values: VideoFormValues) {
    if (isNew && !files.file) {
      setFilmError(FILM_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      let saved: Video | null;
      if (!current) {
        saved = await sendFiles((signal) => videoService.create(uploadFormOf(values, files), { onProgress: setPercent, signal }));
      } else {
        saved = (await videoService.update(current._id, videoFieldsOf(values))).data;
        const replacing = replacementFormOf(files);
        if (replacing) {
          setCurrent(saved);
          onSaved(saved, false);
          saved = await sendFiles((signal) => videoService.updateWithFiles(current._id, replacing, { onProgress: setPercent, signal }));
        }
      }
      if (!saved) return;
      notifySuccess(isNew ? VIDEO_UPLOADED : VIDEO_SAVED);
      onSaved(saved, true);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSaving(false);
    }
  }

  const uploading = percent !== null;
  const footer = uploading ? (
    <Flex align="center" gap={8}>
      <Progress percent={percent} style={{ flex: 1, margin: 0 }} data-testid="video-upload-progress" />
      <Button onClick={() => upload.current?.abort()} data-testid="video-upload-cancel">
        Cancel
      </Button>
    </Flex>
  ) : (
    <Flex justify="flex-end" gap={8} wrap>
      <Button onClick={onClose} disabled={saving}>
        Close
      </Button>
      <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="video-form-submit">
        {isNew ? 'Upload' : 'Save'}
      </Button>
    </Flex>
  );

  return (
    <Modal open title={isNew ? 'Upload a video' : 'Edit video'} onCancel={uploading ? undefined : onClose} closable={!uploading} mask={{ closable: false }} footer={footer} width={640} destroyOnHidden>
      <Form<VideoFormValues> form={form} layout="vertical" initialValues={current ? valuesOf(current) : newVideoValues()} onFinish={(v) => void save(v)} requiredMark="optional" data-testid="video-form">
        <VideoFormFields scheduledAt={current?.status === 'scheduled' ? current.scheduledAt : null} disabled={saving} />
        <Form.Item label={isNew ? 'Video' : 'Replace the video'} required={isNew} validateStatus={filmError ? 'error' : undefined} help={filmError}>
          <VideoFileField value={files.file} onChange={setFile('file')} accept={VIDEO_TYPES} wrongType={VIDEO_WRONG_TYPE} label="Choose video" icon={<VideoCameraOutlined />} testId="video-form-file" disabled={saving} />
        </Form.Item>
        <Form.Item label="Cover picture" extra="Without one, a frame of the video is shown.">
          <VideoFileField value={files.thumbnail} onChange={setFile('thumbnail')} accept={IMAGE_TYPES} wrongType={IMAGE_WRONG_TYPE} label="Choose picture" icon={<FileImageOutlined />} testId="video-form-thumbnail" disabled={saving} />
        </Form.Item>
        <Form.Item label="Teaser" extra="A short free clip fans see before they unlock the video.">
          <VideoFileField value={files.teaser} onChange={setFile('teaser')} accept={VIDEO_TYPES} wrongType={VIDEO_WRONG_TYPE} label="Choose teaser" icon={<VideoCameraOutlined />} testId="video-form-teaser" disabled={saving} />
        </Form.Item>
        {current ? (
          <CurrentFiles
            video={current}
            disabled={saving}
            onChanged={(v) => {
              setCurrent(v);
              onSaved(v, false);
            }}
          />
        ) : null}
        {uploading ? <Typography.Text type="secondary">Keep this window open until the upload finishes.</Typography.Text> : null}
      </Form>
    </Modal>
  );
}
