// Length limits of user text, in characters (Unicode code points), shared by the client inputs
// and the server validation: one number per field, so a client cannot offer more than the
// server keeps. (An input's maxLength counts UTF-16 units, so it is never looser than these.)

/** A barrage: longer text is cut by the server (socket path) or refused (HTTP contract). */
export const BARRAGE_MAX_CHARS = 100;
/** A comment or a reply under a video. */
export const COMMENT_MAX_CHARS = 500;
/** A nickname (register and profile). */
export const NICKNAME_MAX_CHARS = 20;
/** A shielded keyword. */
export const SHIELD_KEYWORD_MAX_CHARS = 20;
/** A report reason (barrage, user). */
export const REPORT_REASON_MAX_CHARS = 200;
/** A self-introduction. */
export const INTRODUCE_MAX_CHARS = 200;
/** A search keyword. */
export const SEARCH_KEYWORD_MAX_CHARS = 50;
/** A login account (user name, phone or e-mail) and a password. */
export const ACCOUNT_MIN_CHARS = 3;
export const ACCOUNT_MAX_CHARS = 64;
/** A new password (register, change, reset); login accepts any stored one. */
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 64;
/** A dynamic's text (CreateTrends description, SaveVideo Contxt). */
export const DYNAMIC_TEXT_MAX_CHARS = 500;
/** A dynamic's location (CreateTrends location). */
export const DYNAMIC_LOCATION_MAX_CHARS = 100;
/** A private chat message (text). */
export const CHAT_MESSAGE_MAX_CHARS = 500;
/** An image sent in chat or attached to a complaint, in bytes after base64 decoding. */
export const CHAT_IMAGE_MAX_BYTES = 512 * 1024;
/** Album/UploadFile: an album image in at most this many 2 MB chunks (20 MB, a phone camera's largest photo). */
export const ALBUM_IMAGE_MAX_CHUNKS = 10;
/** Images attached to one complaint. */
export const COMPLAINT_MAX_IMAGES = 4;
/** Images attached to one /feedback suggestion (uploaded the way complaint images are). */
export const FEEDBACK_MAX_IMAGES = 4;
/** A VIP code as operators print it (XXXX-XXXX-XXXX-XXXX; spaces and dashes allowed). */
export const VIP_CODE_MAX_CHARS = 40;
/** An order appeal's reason and contact. */
export const APPEAL_REASON_MAX_CHARS = 500;
export const APPEAL_CONTACT_MAX_CHARS = 64;
/** A delivery address: receiver, phone, address text. */
export const ADDRESS_NAME_MAX_CHARS = 32;
export const ADDRESS_PHONE_MAX_CHARS = 20;
export const ADDRESS_TEXT_MAX_CHARS = 200;
/** A phone number or e-mail a code is sent to (binding or changing it). */
export const CONTACT_MAX_CHARS = 100;
/** A verification code sent to a phone or e-mail (digits). */
export const VERIFY_CODE_DIGITS = 6;
/** The characters read off an image captcha. */
export const CAPTCHA_MAX_CHARS = 8;

// A video a user uploads to publish (issue 27): what the server accepts, read by ffprobe from the
// assembled file. Transcoding cost grows with duration, picture size and frame rate, so each is
// bounded; the frame count bounds a header whose duration and rate disagree with its frames.
/** Longest accepted video, in seconds (15 minutes). */
export const UPLOAD_VIDEO_MAX_SECONDS = 15 * 60;
/** Largest picture: 4K UHD, 3840x2160 landscape or 2160x3840 portrait (the long side, the short side). */
export const UPLOAD_VIDEO_MAX_LONG_SIDE = 3840;
export const UPLOAD_VIDEO_MAX_SHORT_SIDE = 2160;
/** Highest frame rate, in frames per second (59.94 and 60 pass). */
export const UPLOAD_VIDEO_MAX_FPS = 60;
/** Most frames: the longest video at the highest rate (54,000). */
export const UPLOAD_VIDEO_MAX_FRAMES = UPLOAD_VIDEO_MAX_SECONDS * UPLOAD_VIDEO_MAX_FPS;
