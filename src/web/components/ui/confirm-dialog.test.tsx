// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function renderConfirm(onConfirm: () => void) {
  render(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete the file?"
      description="It cannot be brought back."
      cancel="Cancel"
      confirm="Yes, delete it"
      onConfirm={onConfirm}
    />,
  );
  return screen.getByRole('button', { name: 'Delete' });
}

describe('ConfirmDialog', () => {
  it('asks before the action: its trigger opens a dialog named and described by the texts', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await user.click(renderConfirm(onConfirm));

    const dialog = screen.getByRole('dialog', { name: 'Delete the file?' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'It cannot be brought back.',
    );
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Cancel closes it without the action, the focus back on the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const trigger = renderConfirm(onConfirm);
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('the confirm button closes it and does the action once', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await user.click(renderConfirm(onConfirm));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
