import { useRef, useState, type ChangeEvent } from 'react';
import {
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_IMAGE_TYPES,
} from '../../../../contract/admin-settings';
import { describedBy, FieldHint, FieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { parseServerError } from '../../../lib/server-error';
import { useUploadBackgroundImage } from '../api/background';
import { BACKGROUND_IMAGE_MESSAGES, backgroundImageProblem } from './background-tab';

const MAX_MEGABYTES = BACKGROUND_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * The agent's photo: picked, checked and uploaded the way the Background tab's image is (the
 * server keeps it once and answers its /site-images/ address, which is what the setting holds).
 * Blank shows the server's default photo.
 */
export function AgentPhotoField({
  id,
  value,
  defaultPhotoUrl,
  error,
  onChange,
  onUploading,
  inputRef,
}: {
  id: string;
  value: string;
  defaultPhotoUrl: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onUploading: (uploading: boolean) => void;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const upload = useUploadBackgroundImage();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const message = problem ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = backgroundImageProblem(file);
    setProblem(refused);
    if (refused) return;
    onUploading(true);
    try {
      onChange((await upload.mutateAsync(file)).imageUrl);
    } catch (uploadError) {
      setProblem(BACKGROUND_IMAGE_MESSAGES.uploadFailed(parseServerError(uploadError).userMessage));
    } finally {
      onUploading(false);
    }
  };

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>Agent Photo</Label>
      <div className="flex flex-wrap items-center gap-4">
        {(value || defaultPhotoUrl) && (
          <img
            src={value || defaultPhotoUrl}
            alt={value ? 'The uploaded agent photo' : 'The default agent photo'}
            className="size-20 shrink-0 rounded-full border border-border bg-muted object-cover"
          />
        )}
        <div className="grid min-w-0 flex-1 gap-2">
          <Input
            id={id}
            ref={(element) => {
              fileInput.current = element;
              inputRef(element);
            }}
            type="file"
            accept={BACKGROUND_IMAGE_TYPES.join(',')}
            onChange={(event) => void onFile(event)}
            aria-busy={upload.isPending || undefined}
            className="h-auto py-2"
            {...describedBy(id, message ?? undefined, true)}
          />
          {value ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  onChange('');
                  setProblem(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                Use the default photo
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <FieldHint
        fieldId={id}
        hint={`A square photo works best: PNG, JPEG, WebP or GIF, at most ${MAX_MEGABYTES} MB. ${
          value ? 'Shown now: the uploaded photo.' : 'Shown now: the default photo.'
        }`}
      />
      {upload.isPending && (
        <div role="status" className="grid gap-1 text-sm">
          <span>{BACKGROUND_IMAGE_MESSAGES.uploading}</span>
          <progress aria-label="Upload progress" className="h-2 w-full" />
        </div>
      )}
      <FieldMessage fieldId={id} message={message ?? undefined} />
    </div>
  );
}
