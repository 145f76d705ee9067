/**
 * The one wrapper over @radix-ui/react-dialog: a modal with a title, an optional description and
 * a 'Fechar' button. Radix provides the focus trap, Escape to close, focus return to the trigger,
 * `aria-modal` and scroll locking. Code on a page's first load uses ui/lazy-dialog, which loads this
 * module (and Radix) when it first opens.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import * as styles from './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog (rendered as its heading). */
  title: ReactNode;
  /** Rendered under the title and linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Text of the close button (default 'Fechar'). */
  closeLabel?: string;
  size?: keyof typeof styles.width;
  /** Extra class on the content box. */
  className?: string;
  /**
   * False for a question the visitor must answer (the age check, new terms of use): no close
   * button, and Escape or a click outside do not close it; the content offers the ways out.
   */
  dismissible?: boolean;
  /** 'side': a full-height panel at the right that slides in, and out in 400 ms (the cart panel). */
  placement?: 'center' | 'side';
  /** The id of the content box (the target of a trigger's aria-controls). */
  id?: string;
  /** Radix's hook before focus goes back to where it was on closing (preventDefault keeps it where it is). */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * Where focus goes on closing when the element that had it at the opening is gone (an 'Adicionar
   * ao carrinho' replaced by its stepper): a CSS selector of the page (the header's cart button).
   */
  returnFocusTo?: string;
}

/** An element focus can go back to: still on the page, not the body, not disabled nor hidden. */
function focusable(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== document.body &&
    !element.closest('[inert], [hidden]') &&
    !(element as HTMLButtonElement).disabled
  );
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel = 'Fechar',
  size = 'md',
  className,
  dismissible = true,
  placement = 'center',
  id,
  onCloseAutoFocus,
  returnFocusTo,
}: DialogProps) {
  // The element that had focus when the dialog opened (issue 34 item 4): Radix hands focus back to
  // its own trigger, which these dialogs, opened by the model, have not; without this, closing
  // with Escape left focus on <body>. Read while rendering the opening, before the dialog takes focus.
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') opener.current = document.activeElement;
  wasOpen.current = open;
  const returnFocus = (event: Event): void => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = focusable(opener.current)
      ? opener.current
      : returnFocusTo
        ? document.querySelector(returnFocusTo)
        : null;
    if (!focusable(target)) return;
    event.preventDefault();
    target.focus();
  };
  const keep = dismissible
    ? {}
    : { onEscapeKeyDown: (e: Event) => e.preventDefault(), onInteractOutside: (e: Event) => e.preventDefault() };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={placement === 'side' ? `${styles.overlay} ${styles.overlaySide}` : styles.overlay}
        />
        <RadixDialog.Content
          id={id}
          onCloseAutoFocus={returnFocus}
          className={[placement === 'side' ? styles.side : `${styles.content} ${styles.width[size]}`, className]
            .filter(Boolean)
            .join(' ')}
          // Without a description Radix must not point aria-describedby at a missing element.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          {...keep}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {dismissible ? <RadixDialog.Close className={styles.close}>{closeLabel}</RadixDialog.Close> : null}
          </div>
          {description !== undefined ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
