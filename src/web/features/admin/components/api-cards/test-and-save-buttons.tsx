import { PlugZap, Save } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

/** A card's Test Connection button (the test reads the saved settings). */
export function TestButton({
  onClick,
  pending,
  label = 'Test Connection',
}: {
  onClick: () => void;
  pending: boolean;
  label?: string;
}) {
  return (
    <Button variant="outline" onClick={onClick} disabled={pending}>
      <PlugZap aria-hidden="true" />
      {pending ? 'Testing...' : label}
    </Button>
  );
}

/** A card's save button (or, with type submit, the form's). */
export function SaveButton({
  onClick,
  pending,
  disabled,
  label = 'Save Settings',
  type = 'button',
}: {
  onClick?: () => void;
  pending: boolean;
  disabled?: boolean;
  label?: string;
  type?: 'button' | 'submit';
}) {
  return (
    <Button type={type} onClick={onClick} disabled={pending || disabled}>
      <Save aria-hidden="true" />
      {pending ? 'Saving...' : label}
    </Button>
  );
}
