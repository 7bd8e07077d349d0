import { useEffect } from 'react';
import { useParams } from 'react-router';
import { HomePage } from '../../home';
import { MemberSignup } from '../signup/MemberSignup';
import { useSignupModal } from '../signup/SignupModalProvider';

/** /signup: the home page with the signup modal open. */
function PlainSignup() {
  const { open } = useSignupModal();
  useEffect(() => { open(); }, [open]);
  return <HomePage />;
}

/** /signup, and /members/{id}/signup: the signup with that profile as the first conversation. */
export default function SignupPage() {
  const profileId = Number(useParams().id);
  return Number.isInteger(profileId) && profileId > 0 ? <MemberSignup profileId={profileId} /> : <PlainSignup />;
}
