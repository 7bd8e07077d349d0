import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyPage } from '../../../lib/lazy-page';

const SignupModal = lazyPage(() => import('./SignupModal'));

interface SignupModalApi { open: () => void; close: () => void; isOpen: boolean }
const SignupModalContext = createContext<SignupModalApi>({ open: () => {}, close: () => {}, isOpen: false });
export const useSignupModal = () => useContext(SignupModalContext);

/** Lets any page open the signup modal; its code loads on first open. */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const open = useCallback(() => { setWasOpened(true); setOpen(true); }, []);
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
  return (
    <SignupModalContext.Provider value={api}>
      {children}
      {wasOpened && <Suspense fallback={null}><SignupModal show={isOpen} onClose={close} /></Suspense>}
    </SignupModalContext.Provider>
  );
}
