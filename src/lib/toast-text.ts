// Server messages longer than 30 characters are replaced by a generic text (spec 002 §5).
export const TOAST_MAX_CHARS = 30;

export function capToastText(msg: string, generic: string): string {
  return Array.from(msg).length > TOAST_MAX_CHARS ? generic : msg;
}
