import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/**
 * The buttons of a form in a dialog: `cancel` closes it, `submit` sends the form and says
 * `pending` (disabled and busy) while it is being saved.
 */
export function DialogFormFooter({
  submit,
  pending,
  pendingLabel,
  cancel = 'Cancel',
}: {
  submit: string;
  pending: boolean;
  pendingLabel: string;
  cancel?: string;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {cancel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? pendingLabel : submit}
      </Button>
    </DialogFooter>
  );
}
