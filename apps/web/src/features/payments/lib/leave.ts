/** Sends the browser to the provider's checkout (a full page load: the provider's page is not ours). */
export function leaveTo(url: string) {
  window.location.assign(url);
}
