import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A dropdown menu on Bootstrap's classes without a positioning engine (react-bootstrap's Dropdown brings Popper,
 * 15 kB of the 150 kB first-load budget). Keyboard: Enter/Space/ArrowDown open, arrows move, Escape closes.
 */
export function Menu({ toggle, label, children, className = '' }: { toggle: ReactNode; label: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => { if (!root.current?.contains(event.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  useEffect(() => { if (open) items()[0]?.focus(); }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) { event.preventDefault(); setOpen(false); button.current?.focus(); }
    else if (event.key === 'ArrowDown') { event.preventDefault(); if (!open) setOpen(true); else list[(index + 1) % list.length]?.focus(); }
    else if (event.key === 'ArrowUp' && open) { event.preventDefault(); list[(index - 1 + list.length) % list.length]?.focus(); }
    else if (event.key === 'Tab' && open) setOpen(false);
  };

  return (
    <li ref={root} className={`nav-item dropdown ${className}`} onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="nav-link btn btn-link dropdown-toggle" aria-haspopup="menu" aria-expanded={open}
        aria-controls={id} aria-label={label} onClick={() => setOpen(!open)}>
        {toggle}
      </button>
      <ul id={id} role="menu" aria-label={label} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`} data-bs-popper="static"
        onClick={(event) => { if ((event.target as HTMLElement).closest('[role="menuitem"]')) setOpen(false); }}>
        {/* The items exist only while the menu is open: a closed menu costs the first render nothing. */}
        {open ? children : null}
      </ul>
    </li>
  );
}

export function MenuDivider() {
  return <li role="separator"><hr className="dropdown-divider" /></li>;
}
