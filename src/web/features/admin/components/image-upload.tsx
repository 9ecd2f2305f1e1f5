import { useRef, useState, type ChangeEvent } from 'react';
import {
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_IMAGE_TYPES,
} from '../../../../contract/admin-settings';
import { parseServerError } from '../../../lib/server-error';
import { useUploadBackgroundImage } from '../api/background';

/** The largest image the server keeps, in MB, for the pickers' hints. */
export const IMAGE_MAX_MEGABYTES = BACKGROUND_IMAGE_MAX_BYTES / (1024 * 1024);

/** What an image picker says before and while a file is uploaded. */
export const BACKGROUND_IMAGE_MESSAGES = {
  wrongType: 'Choose a PNG, JPEG, WebP or GIF image.',
  // rounded up, so a refused size never reads as the limit itself
  tooLarge: (bytes: number) =>
    `This image is ${(Math.ceil((bytes * 10) / (1024 * 1024)) / 10).toFixed(1)} MB; the largest allowed is ${IMAGE_MAX_MEGABYTES} MB.`,
  uploadFailed: (message: string) => `The image could not be uploaded: ${message}`,
  uploading: 'Uploading image...',
} as const;

/** Why a picked file cannot be uploaded, or null when it can. */
export function backgroundImageProblem(file: { type: string; size: number }): string | null {
  if (!BACKGROUND_IMAGE_TYPES.includes(file.type)) return BACKGROUND_IMAGE_MESSAGES.wrongType;
  if (file.size > BACKGROUND_IMAGE_MAX_BYTES) return BACKGROUND_IMAGE_MESSAGES.tooLarge(file.size);
  return null;
}

/**
 * One image file input of the settings (the background image, the agent photo): the picked file
 * is checked here (type and size), then uploaded as it is; the server keeps it once and answers
 * its /site-images/ address, which `onUploaded` receives (the setting holds that, never the
 * file's data). `onUploading` lets the form hold its Save while the upload runs.
 */
export function useImageUpload({
  onUploaded,
  onUploading,
  inputRef,
}: {
  onUploaded: (imageUrl: string) => void;
  onUploading: (uploading: boolean) => void;
  /** the form's own ref to the input (focus on a server error) */
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const upload = useUploadBackgroundImage();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = backgroundImageProblem(file);
    setProblem(refused);
    if (refused) return;
    onUploading(true);
    try {
      onUploaded((await upload.mutateAsync(file)).imageUrl);
    } catch (error) {
      setProblem(BACKGROUND_IMAGE_MESSAGES.uploadFailed(parseServerError(error).userMessage));
    } finally {
      onUploading(false);
    }
  };

  return {
    /** what the picker refused or the upload answered, shown before the form's own message */
    problem,
    uploading: upload.isPending,
    /** spread on the file `<Input>` */
    inputProps: {
      ref: (element: HTMLInputElement | null) => {
        fileInput.current = element;
        inputRef(element);
      },
      type: 'file',
      accept: BACKGROUND_IMAGE_TYPES.join(','),
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onFile(event),
      'aria-busy': upload.isPending || undefined,
      className: 'h-auto py-2',
    },
    /** forgets the picked file and its message, for "remove the image" */
    reset: () => {
      setProblem(null);
      if (fileInput.current) fileInput.current.value = '';
    },
  };
}

/** The upload's progress under the picker, while it runs. */
export function ImageUploadStatus({ uploading }: { uploading: boolean }) {
  if (!uploading) return null;
  return (
    <div role="status" className="grid gap-1 text-sm">
      <span>{BACKGROUND_IMAGE_MESSAGES.uploading}</span>
      <progress aria-label="Upload progress" className="h-2 w-full" />
    </div>
  );
}
