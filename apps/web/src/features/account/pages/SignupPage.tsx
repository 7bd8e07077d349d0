import { useEffect } from 'react';
import { HomePage } from '../../home';
import { useSignupModal } from '../signup/SignupModalProvider';

/** /signup and /members/{id}/signup: the home page with the signup modal open. */
export default function SignupPage() {
  const { open } = useSignupModal();
  useEffect(() => { open(); }, [open]);
  return <HomePage />;
}
