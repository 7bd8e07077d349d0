import { useEffect, useRef, type SyntheticEvent } from 'react';

/**
 * A native modal <dialog> opened on mount: focus stays inside and the page behind is inert, with none of a modal
 * library's weight (the site-entry warning is in the first load of the app and of every lander). `initialFocus`
 * gets the focus (the answer most visitors give, so Enter confirms; showModal alone would focus the first link).
 */
export function useModalDialog<T extends HTMLElement>() {
  const dialog = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<T>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    initialFocus.current?.focus();
    return () => element?.close?.();
  }, []);
  return { dialog, initialFocus };
}

/** For a dialog that must be answered: Escape (the "cancel" event) does not close it. */
export const refuseEscape = (event: SyntheticEvent) => event.preventDefault();
