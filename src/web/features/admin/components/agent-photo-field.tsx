import { describedBy, FieldHint, FieldMessage } from '../../../components/forms/field-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { IMAGE_MAX_MEGABYTES, ImageUploadStatus, useImageUpload } from './image-upload';

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
  const upload = useImageUpload({ onUploaded: onChange, onUploading, inputRef });
  const message = upload.problem ?? error;

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
          <Input id={id} {...upload.inputProps} {...describedBy(id, message ?? undefined, true)} />
          {value ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  onChange('');
                  upload.reset();
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
        hint={`A square photo works best: PNG, JPEG, WebP or GIF, at most ${IMAGE_MAX_MEGABYTES} MB. ${
          value ? 'Shown now: the uploaded photo.' : 'Shown now: the default photo.'
        }`}
      />
      <ImageUploadStatus uploading={upload.uploading} />
      <FieldMessage fieldId={id} message={message ?? undefined} />
    </div>
  );
}
