/** The account feature's public API (its pages are loaded by the router, not through here). */
export { ResendActivationButton } from './components/ResendActivationButton';
export { SignupModalProvider, useSignupModal } from './signup/SignupModalProvider';
