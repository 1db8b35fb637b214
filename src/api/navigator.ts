// The request layer must send the user to /login on ret 201 without importing the router
// (src/ never imports a layout). Each layout registers its router's navigate here.

export type Navigate = (to: string, opts?: { replace?: boolean }) => void;

const fallback: Navigate = (to) => {
  if (typeof location !== 'undefined') location.assign(to);
};

let current: Navigate = fallback;

export function setNavigator(fn: Navigate | null): void {
  current = fn ?? fallback;
}

export function navigate(to: string, opts?: { replace?: boolean }): void {
  current(to, opts);
}
