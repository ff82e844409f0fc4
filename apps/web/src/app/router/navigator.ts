/** Lets code outside React (api client, socket) navigate through the router once it exists. */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function goTo(to: string, opts?: { replace?: boolean }): void {
  navigate(to, opts);
}
