// Video family (spec 002 §7 "Video"): details, play data, episodes, comments and replies,
// likes, favourites, play records. Paths without a prefix in the spec live under /api/Video.
import { endpoint, type ReplyOf } from './endpoint';
import { array, boolean, integer, nullable, number, object, optional, string, type Infer } from './schema';
import { empty, episodeShape, listOf, mediaKey, pageQuery, paged, text, userBriefSchema, videoItemSchema } from './common';
import { COMMENT_MAX_CHARS, COMPLAINT_MAX_IMAGES, REPORT_REASON_MAX_CHARS } from './limits';

/** What the caller may do with the video: drives the VIP / gold prompts before playing. */
export const playInfoSchema = object({
  canPlay: boolean(),
  needVip: boolean(),
  /** Gold price still to pay (0 when free or already paid). */
  needGold: integer({ minimum: 0 }),
  paid: boolean(),
});
export type PlayInfo = Infer<typeof playInfoSchema>;

/**
 * An episode as the player needs it: the catalogue entry plus its opening / closing marks in
 * seconds from the start (moreFun skip). null = no mark, and the player then does nothing.
 */
export const playEpisodeSchema = object({
  ...episodeShape,
  introEnd: nullable(number({ minimum: 0 })),
  outroStart: nullable(number({ minimum: 0 })),
});
export type PlayEpisode = Infer<typeof playEpisodeSchema>;

/** The up-master of a video, with the caller's relation to them (false for visitors). */
export const uploaderSchema = object({
  uid: integer({ minimum: 1 }),
  nickName: string(),
  avatar: string(),
  bigV: boolean(),
  kefu: boolean(),
  vipLevel: integer({ minimum: 0 }),
  /** The caller follows them (FocusUPMaster). */
  followed: boolean(),
  /** The caller has blacklisted them: the follow button reads 已拉黑 (spec 001 §2). */
  isBlackList: boolean(),
});
export type Uploader = Infer<typeof uploaderSchema>;

export const videoDetailsSchema = object({
  video: videoItemSchema,
  episodeList: array(playEpisodeSchema),
  /** null when the catalogue names no uploader. */
  uploader: nullable(uploaderSchema),
  playInfo: playInfoSchema,
  collected: boolean(),
  liked: boolean(),
  disliked: boolean(),
  likeCount: integer({ minimum: 0 }),
  dislikeCount: integer({ minimum: 0 }),
  commentCount: integer({ minimum: 0 }),
  /** Saved position (seconds) of the caller on this video; 0 for visitors. */
  resumeEpisodeId: integer({ minimum: 0 }),
  resumePosition: number({ minimum: 0 }),
});
export type VideoDetails = Infer<typeof videoDetailsSchema>;

/** Query videoType of getPlayData/Replys: 0 long video (default), 1 mini video, 2 dynamic video. */
const videoType = optional(integer({ minimum: 0, maximum: 9 }));
const episodeId = optional(integer({ minimum: 0 }));

export const playDataSchema = object({
  mediaKey: string(),
  episodeId: integer(),
  /** HLS master playlist: /media/hls/{streamKey}/master.m3u8 */
  url: string(),
  streamKey: string(),
  durationSec: number({ minimum: 0 }),
  /** Resume position in seconds (0 = from start). */
  position: number({ minimum: 0 }),
  title: string(),
  poster: string(),
});
export type PlayData = Infer<typeof playDataSchema>;

export const commentSchema = object({
  id: integer(),
  mediaKey: string(),
  parentId: integer({ minimum: 0 }),
  user: userBriefSchema,
  content: string(),
  likeCount: integer({ minimum: 0 }),
  liked: boolean(),
  replyCount: integer({ minimum: 0 }),
  /** Unix seconds. */
  createdAt: integer(),
  /** For a reply to a reply: the nick name replied to. */
  replyToNickName: string(),
});
export type Comment = Infer<typeof commentSchema>;

export const downloadInfoSchema = object({
  iphoneDownloadURL: string(), ipadDownloadURL: string(), androidDownloadURL: string(),
  iphoneVer: string(), ipadVer: string(), androidVer: string(),
  iphoneBak: string(), ipadBak: string(),
  pcDownloadURL: string(), pcVer: string(), pcMemo: string(),
  macVer: string(), macMemo: string(),
  ipadVip: string(), iphoneVip: string(),
  tvDownloadURL: string(), tvVer: string(), tvMemo: string(),
});

const likeReply = object({ liked: boolean(), likeCount: integer({ minimum: 0 }) });

export const getVideoDetails = endpoint({
  name: 'getVideoDetails',
  method: 'GET',
  path: '/api/Video/VideoDetails',
  query: object({ mediaKey: mediaKey() }),
  reply: videoDetailsSchema,
  auth: 'optional',
  doc: 'Video, its episodes (with intro/outro marks), uploader and what the caller may play. mediaKey may be the numeric video id (/watch?id=). Unknown -> ret 404.',
});

export const getPlayData = endpoint({
  name: 'getPlayData',
  method: 'POST',
  path: '/api/Video/getPlayData',
  query: object({ videoType }),
  body: object({ mediaKey: mediaKey(), episodeId }),
  bodyType: 'json',
  reply: playDataSchema,
  auth: 'optional',
  doc: 'Stream of one episode (default: the one the caller was watching, else the first); mediaKey may be the numeric video id. VIP-only without VIP -> ret 403; unpaid gold video -> ret 3001 (data null); a stream still being made -> ret 5030.',
});

export const getPlayAddress = endpoint({
  name: 'getPlayAddress',
  method: 'GET',
  path: '/api/video/GetPlayAddress',
  query: object({ mediaKey: mediaKey(), episodeId }),
  reply: object({ url: string() }),
  auth: 'optional',
  doc: 'Only the HLS URL of an episode, same rules as getPlayData. The player asks it when a signed (VIP, gold) address expired under it, and goes on from where it stopped.',
});

export const videoChooseGather = endpoint({
  name: 'videoChooseGather',
  method: 'GET',
  path: '/api/Video/VideoChooseGather',
  query: object({ mediaKey: mediaKey() }),
  reply: listOf(playEpisodeSchema),
  auth: 'none',
  doc: 'Episode list for /choseEpisodes.',
});

export const commentListsV2 = endpoint({
  name: 'commentListsV2',
  method: 'GET',
  path: '/api/Video/CommentListsV2',
  query: object({ mediaKey: mediaKey(), sort: optional(string({ enum: ['hot', 'new'] })), ...pageQuery }),
  reply: paged(commentSchema),
  auth: 'optional',
  doc: 'Top-level comments of a video.',
});

export const getCommentByParentId = endpoint({
  name: 'getCommentByParentId',
  method: 'GET',
  path: '/api/Video/GetCommentByParentID',
  query: object({ parentId: integer({ minimum: 1 }), ...pageQuery }),
  reply: paged(commentSchema),
  auth: 'optional',
  doc: 'Replies under one comment, oldest first.',
});

export const replys = endpoint({
  name: 'replys',
  method: 'POST',
  path: '/api/Video/Replys',
  query: object({ videoType }),
  body: object({ mediaKey: mediaKey(), content: text(COMMENT_MAX_CHARS, 1), parentId: optional(integer({ minimum: 0 })) }),
  bodyType: 'json',
  reply: commentSchema,
  auth: 'required',
  doc: 'Posts a comment (parentId 0/absent) or a reply.',
});

export const delReply = endpoint({
  name: 'delReply',
  method: 'GET',
  path: '/api/Video/DelReply',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: empty,
  auth: 'required',
  doc: 'Deletes an own comment and its replies. Not own -> ret 403.',
});

export const replyLike = endpoint({
  name: 'replyLike',
  method: 'GET',
  path: '/api/Video/ReplyLike',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: likeReply,
  auth: 'required',
  doc: 'Toggles the like of a comment.',
});

export const voteLike = endpoint({
  name: 'voteLike',
  method: 'GET',
  path: '/api/Video/VoteLike',
  query: object({ mediaKey: mediaKey(), score: integer({ minimum: 1, maximum: 10 }) }),
  reply: object({ score: number(), count: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Rates a video 1..10 (one vote per user, re-voting replaces it).',
});

export const addToScjs = endpoint({
  name: 'addToScjs',
  method: 'GET',
  path: '/api/Video/AddToScjs',
  query: object({ mediaKey: mediaKey() }),
  reply: object({ collected: boolean() }),
  auth: 'required',
  doc: 'Toggles the video in the favourites (/myCollection).',
});

export const getCollectList = endpoint({
  name: 'getCollectList',
  method: 'GET',
  path: '/api/Video/GetCollectList',
  query: object({ ...pageQuery }),
  reply: paged(videoItemSchema),
  auth: 'required',
  doc: 'Favourites of the caller, newest first.',
});

export const focusUpMaster = endpoint({
  name: 'focusUpMaster',
  method: 'GET',
  path: '/api/Video/FocusUPMaster',
  query: object({ uid: integer({ minimum: 1 }) }),
  reply: object({ selected: boolean() }),
  auth: 'required',
  doc: 'Toggles following the uploader; selected = now followed. Own uid -> ret 400.',
});

const likeCounts = object({ liked: boolean(), disliked: boolean(), likeCount: integer({ minimum: 0 }), dislikeCount: integer({ minimum: 0 }) });

export const videoLikes = endpoint({
  name: 'videoLikes',
  method: 'GET',
  path: '/api/Video/VideoLikes',
  query: object({ mediaKey: mediaKey() }),
  reply: likeCounts,
  auth: 'required',
  doc: 'Toggles like (clears a dislike).',
});

export const videoDisLikes = endpoint({
  name: 'videoDisLikes',
  method: 'GET',
  path: '/api/Video/VideoDisLikes',
  query: object({ mediaKey: mediaKey() }),
  reply: likeCounts,
  auth: 'required',
  doc: 'Toggles dislike (clears a like).',
});

export const appDownload = endpoint({
  name: 'appDownload',
  method: 'GET',
  path: '/api/Video/AppDownload',
  query: object({}),
  reply: downloadInfoSchema,
  auth: 'none',
  ignoreErrors: true,
  doc: 'Download info for /app-download (only Android is shown).',
});

export const share = endpoint({
  name: 'share',
  method: 'GET',
  path: '/api/Video/Share',
  query: object({ mediaKey: mediaKey() }),
  reply: object({ shareUrl: string(), shareText: string() }),
  auth: 'optional',
  doc: 'Share link and text of a video.',
});

export const addPlayRecord = endpoint({
  name: 'addPlayRecord',
  method: 'GET',
  path: '/api/Video/AddPlayRecord',
  query: object({
    mediaKey: mediaKey(),
    episodeId,
    position: number({ minimum: 0, maximum: 1e6 }),
    duration: optional(number({ minimum: 0, maximum: 1e6 })),
  }),
  reply: empty,
  auth: 'optional',
  doc: 'Saves the play position (visitors: counts the play only).',
});

export const playRecordSchema = object({
  video: videoItemSchema,
  episodeId: integer(),
  episodeIndex: integer(),
  position: number({ minimum: 0 }),
  durationSec: number({ minimum: 0 }),
  /** Unix seconds. */
  updatedAt: integer(),
});

export const getPlayRecords = endpoint({
  name: 'getPlayRecords',
  method: 'GET',
  path: '/api/Video/GetPlayRecords',
  query: object({ ...pageQuery }),
  reply: paged(playRecordSchema),
  auth: 'required',
  doc: 'Play history (/historicalRecords), latest first.',
});

export const videoRatingDetails = endpoint({
  name: 'videoRatingDetails',
  method: 'GET',
  path: '/api/Video/VideoRatingDetails',
  query: object({ mediaKey: mediaKey() }),
  reply: object({
    score: number(),
    count: integer({ minimum: 0 }),
    /** Share of votes per star band 5..1 (0..1), highest first. */
    distribution: array(number()),
    myScore: nullable(integer()),
  }),
  auth: 'optional',
  doc: 'Rating summary of a video.',
});

export type RatingDetails = ReplyOf<typeof videoRatingDetails>;

export const reportUserReq = endpoint({
  name: 'reportUserReq',
  method: 'GET',
  path: '/api/Video/ReportUserReq',
  // messageId: the reported private message (0 or absent: the user as a whole). images: paths
  // from UploadChatImage; in the query they travel as one comma-joined value (the request
  // layer's array form, split back by the server).
  query: object({
    uid: integer({ minimum: 1 }),
    reason: text(REPORT_REASON_MAX_CHARS, 1),
    mediaKey: optional(mediaKey()),
    messageId: optional(integer({ minimum: 0 })),
    images: optional(array(string({ maxLength: 200 }), { maxItems: COMPLAINT_MAX_IMAGES })),
  }),
  reply: empty,
  auth: 'required',
  doc: 'Reports a user (spec 002 §7; /complaint, the chat settings), or one of their private messages to the caller, with a reason and up to 4 images from UploadChatImage (the caller\'s own). Own uid or an empty reason -> 400; a message that is not theirs to the caller -> 404; rate-limited per user. The client shows the report-received dialog.',
});

export const updTask = endpoint({
  name: 'updTask',
  method: 'GET',
  path: '/api/Home/UpdTask',
  query: object({ type: integer({ minimum: 0, maximum: 100 }) }),
  reply: object({ gold: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Marks a daily task done (1 watch, 2 share, 3 comment); data.gold is the new balance.',
});
