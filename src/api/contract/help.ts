// Help centre and feedback (spec 002 §2 help pages, §5 feedback form, §7 "Help and feedback").
import { endpoint } from './endpoint';
import { array, integer, object, optional, string, type Infer } from './schema';
import { empty, text } from './common';
import { FEEDBACK_MAX_IMAGES } from './limits';

export const helpQuestionSchema = object({ id: integer(), title: string() });
/** A category; `path` is the category's path key, `sublist` its questions. */
export const helpCategorySchema = object({ id: integer(), path: string(), title: string(), sublist: array(helpQuestionSchema) });
export const helpArticleSchema = object({ id: integer(), title: string(), contxt: string() });
export type HelpCategory = Infer<typeof helpCategorySchema>;
export type HelpArticle = Infer<typeof helpArticleSchema>;

const cinema = optional(integer({ minimum: 0, maximum: 100 }));

export const getHelpCategories = endpoint({
  name: 'getHelpCategories',
  method: 'GET',
  path: '/api/home/gethelpcat',
  query: object({ cinema }),
  reply: object({ info: array(helpCategorySchema) }),
  auth: 'none',
  doc: 'All help categories (their questions too; the client asks each category\'s from gethelpcontent, as spec 002 §7 has it). cinema: the product, 1 from this client.',
});

export const getHelpContent = endpoint({
  name: 'getHelpContent',
  method: 'GET',
  path: '/api/home/gethelpcontent',
  // cid = "{path},{id}" of the category, as the spec sends it.
  query: object({ cinema, cid: string({ minLength: 1, maxLength: 80, pattern: '^[^,]*,\\d+$' }) }),
  reply: object({ info: array(helpCategorySchema) }),
  auth: 'none',
  doc: 'One category (info[0]) with its question list in sublist.',
});

export const getHelpContentById = endpoint({
  name: 'getHelpContentById',
  method: 'GET',
  path: '/api/home/gethelpcontentbyid',
  query: object({ cinema, id: integer({ minimum: 1 }) }),
  reply: object({ info: array(helpArticleSchema) }),
  auth: 'none',
  doc: 'One article (info[0]) with its HTML body in contxt. Unknown id -> ret 404.',
});

export const problemCollect = endpoint({
  name: 'problemCollect',
  method: 'GET',
  path: '/api/user/ProblemCollect',
  // Token fields travel as parameters here (spec 002 §3 feedback payload); auth is optional.
  query: object({
    name: optional(text(64)),
    videoTitle: optional(text(200)),
    description: optional(text(100)),
    setName: text(40, 1),
    browser: optional(text(40)),
    question: text(400, 1),
    mediaKey: optional(text(64)),
  }),
  reply: empty,
  auth: 'optional',
  tokenInQuery: true,
  doc: 'Play-problem feedback (question: the chosen problems joined by #; description up to 100 characters). msg is the thank-you text the client shows.',
});

export const addSuggestion = endpoint({
  name: 'addSuggestion',
  method: 'GET',
  path: '/api/User/AddSuggestion',
  // type: 1 malfunction, 2 product idea, 3 content problem, 4 other (the /feedback form's choices).
  // images: paths from UploadChatImage, as the complaint takes them; in the query they travel
  // as one comma-joined value (the request layer's array form, split back by the server).
  query: object({
    content: text(500, 1),
    contact: optional(text(100)),
    type: optional(integer({ minimum: 1, maximum: 4 })),
    images: optional(array(string({ maxLength: 200 }), { maxItems: FEEDBACK_MAX_IMAGES })),
  }),
  reply: empty,
  auth: 'optional',
  doc: 'Free-text suggestion from /feedback (type 1-4, content 1-500 characters, contact up to 100) with up to 4 images the signed-in caller uploaded through UploadChatImage (anyone else\'s, or any from a guest -> 400). msg is the thank-you text.',
});
