import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of this app by its absolute path, for the page frame and long lists. react-router's <Link> also
 * resolves relative paths, follows the location and sets up prefetching: about 1 ms a link on a phone's CPU, and the
 * first screen of /members has twenty of them. This reads the router's navigator alone. A plain click navigates in
 * the app (replacing the entry when it leads to where the member already is, as <Link> does); a click that asks for a
 * new tab or window (modifier keys, another button, a target) is left to the browser.
 */
export function AppLink({ to, onClick, ...anchor }: AppLinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (anchor.target && anchor.target !== '_self') return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search === to;
    void (here ? navigator.replace(to) : navigator.push(to));
  };
  return <a {...anchor} href={to} onClick={follow} />;
}
