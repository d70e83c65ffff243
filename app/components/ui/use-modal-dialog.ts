import { type CSSProperties, useEffect, useRef, useState } from "react";

export type ModalDialogOptions = {
  /** Open and close animation, ms: the dialog's classes use it as `duration-(--dialog)`. */
  duration: number;
  /** Keep the page behind from scrolling while open. */
  lockScroll?: boolean;
  /** Runs just before the dialog opens (e.g. to choose what starts expanded). */
  onOpen?: () => void;
  /**
   * Whether focus goes back to the trigger on close (default yes). Asked on every close,
   * so a caller can let the focus go on from where a link moved it.
   */
  returnFocus?: () => boolean;
};

/**
 * One native modal `<dialog>` and the button that opens it: `showModal()` keeps focus
 * inside and closes on Escape by itself; a click on the backdrop (which lands on the
 * `<dialog>` element, as its content fills the box) closes it; every way of closing
 * gives focus back to the trigger and unlocks the page. The open and close animation is
 * CSS (`transition-discrete` keeps the dialog shown until it ends), timed by `style`.
 */
export function useModalDialog({ duration, lockScroll = false, onOpen, returnFocus }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The latest callback, read by the close listener without re-subscribing.
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    // Runs for every way of closing (button, Escape, backdrop, navigation).
    const onClose = () => {
      if (lockScroll) document.documentElement.style.overflow = "";
      setOpen(false);
      if (returnFocusRef.current?.() ?? true) triggerRef.current?.focus();
    };
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("close", onClose);
      // Never leave the page locked behind a dialog that is gone.
      if (lockScroll && dialog.open) document.documentElement.style.overflow = "";
    };
  }, [lockScroll]);

  function show() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    onOpen?.();
    setOpen(true);
    dialog.showModal();
    if (lockScroll) document.documentElement.style.overflow = "hidden";
  }

  function hide() {
    dialogRef.current?.close();
  }

  return {
    open,
    show,
    hide,
    dialogRef,
    triggerRef,
    /** Spread on the `<dialog>`: its ref, and the animation time as `--dialog`. */
    dialogProps: { ref: dialogRef, style: { "--dialog": `${duration}ms` } as CSSProperties },
  };
}
