// Control characters (C0 but tab, line feed and carriage return; DEL), which no file name and no
// request value may carry. Here, low among the server folders, so that the /media routes and the
// API's input guard (server/http/input-guard.ts) share it without media/ importing http/.

// eslint-disable-next-line no-control-regex -- matching control characters is the purpose
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `s` holds a control character (a NUL in a /media path once reached SQL: ret 500). */
export const hasControlBytes = (s: string): boolean => CONTROL.test(s);
