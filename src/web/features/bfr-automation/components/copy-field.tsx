import { Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';

/** Puts `text` on the clipboard: 'Copied', or how to copy it when the browser refuses. */
export async function copyToClipboard(text: string, description: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: TEXT.copied, description });
  } catch {
    toast({ variant: 'destructive', title: TEXT.copyFailed, description: TEXT.copyFailedHint });
  }
}

/**
 * A labelled read-only field with Copy and any other buttons (`actions`) beside it; on a phone
 * the buttons go under the field and wrap.
 */
export function CopyField({
  label,
  value,
  copiedDescription,
  actions,
}: {
  label: string;
  value: string;
  copiedDescription: string;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          className="min-w-0 flex-1 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copyToClipboard(value, copiedDescription)}>
            <Copy aria-hidden="true" />
            {TEXT.copy}
          </Button>
          {actions}
        </div>
      </div>
    </div>
  );
}
