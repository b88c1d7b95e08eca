// The composer's uploads through the messages service: photos and videos, each answering with its file.
import { messageService } from '@/services/message.api';
import type { MessageUploaders } from './use-message-upload';

export const messageUploaders: MessageUploaders = {
  photo: async (file, onProgress, signal) => (await messageService.uploadPhoto(file, onProgress, signal)).data.file,
  video: async (file, onProgress, signal) => (await messageService.uploadVideo(file, onProgress, signal)).data.file,
};

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/heic'];
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'];
