/**
 * A screen's menus and dialogs, drawn from their first opening on. Closed, MUI's `Menu` and `Dialog`
 * and react-admin's `Confirm` still draw their popover and modal at every drawing of the screen (a
 * list's rows each have a ⋮ menu; every list has its saved views' menu, dialog and confirmation).
 * Kept from their first opening on, they close with their transition and their focus returns as
 * before. The same props as the originals: a screen imports these instead.
 */
import { useState, type ReactNode } from 'react';
import { Dialog as MuiDialog, Menu as MuiMenu, type DialogProps, type MenuProps } from '@mui/material';
import { Confirm as RaConfirm, type ConfirmProps } from 'react-admin';

function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Known from this drawing on (React's way to keep what an earlier drawing saw).
  if (open && !opened) setOpened(true);
  return open || opened ? children : null;
}

export const Menu = (props: MenuProps) => (
  <WhenOpened open={props.open}>
    <MuiMenu {...props} />
  </WhenOpened>
);

export const Dialog = (props: DialogProps) => (
  <WhenOpened open={props.open}>
    <MuiDialog {...props} />
  </WhenOpened>
);

export const Confirm = (props: ConfirmProps) => (
  <WhenOpened open={props.isOpen ?? false}>
    <RaConfirm {...props} />
  </WhenOpened>
);
