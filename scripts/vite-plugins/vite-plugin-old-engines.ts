// Node-side only (vite.config.ts imports it; the client never does).
// Old TV engines (Chromium 53-93: Tizen 4-6.5, webOS 4-6, old Android TV WebViews) run the
// legacy build that @vitejs/plugin-legacy makes (SystemJS chunks lowered by Babel, with a
// core-js polyfill chunk by usage); current engines run today's modern chunks and load none of
// it. Which build an engine runs is decided twice, in the same way: by the HTML's detection
// script (no modern flag: the legacy chunks load) and by the modern entry chunks themselves
// (they must not run where the detection failed, or both builds would boot).
//
// The plugin's own guard is an `import 'data:text/javascript,...'` that throws without
// import.meta.resolve (Chrome 105). Our CSP allows scripts from 'self' only, so under it a
// data: import fails on every engine and even a current one would take the legacy build;
// allowing data: scripts would weaken the CSP. This plugin replaces that import, in the entry
// chunks and in the detection script, by a syntax canary: a class static block, which no engine
// older than the modern targets parses (Chrome 94, Firefox 93, Safari 16.4). A module that does
// not parse never runs and never fetches its imports. The inline scripts the HTML then holds
// are allowed by their hashes (server/http/inline-scripts.ts).
//
// The legacy chunks also lose every `typeof x === "bigint"` (with a string literal, any equality
// operator, either order, quotes or backticks): see withoutTypeofBigIntLiterals below.
import type { Plugin } from 'vite';

/** Browsers that parse the canary below: the modern chunks' syntax target. */
export const MODERN_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4', 'ios >= 16.4'];

/** The oldest engines the app supports (issue 26): everything below MODERN_TARGETS runs the legacy build. */
export const LEGACY_TARGETS = ['chrome >= 53', 'android >= 53', 'safari >= 12', 'ios >= 12', 'firefox >= 60'];

/**
 * What core-js does not cover and the app uses on old engines: AbortController (Chrome 66; the
 * request layer and TanStack Query abort with it, and on Chromium 64 every query failed without
 * it). The polyfill installs itself only where the engine lacks it; it does not patch fetch (the
 * request layer uses XHR, which axios aborts by the signal's abort event).
 */
export const LEGACY_EXTRA_POLYFILLS = ['abortcontroller-polyfill/dist/abortcontroller-polyfill-only'];

/**
 * Parses only where class static blocks do (ES2022). Exported so that no minifier drops it, and
 * not empty (an empty block may be).
 */
export const SYNTAX_CANARY = 'export class __modern_canary{static{this.ok=1}}';

// plugin-legacy 8's guard: import'data:text/javascript,<chunk id;>if(!import.meta.resolve)throw Error(...)';
const DATA_GUARD = /import'data:text\/javascript,[^']*import\.meta\.resolve[^']*';/g;

/** The modern detection the HTML runs, with the canary in place of the data: import. */
export function withCanaryDetection(html: string): string {
  return html.replace(/<script type="module">([^<]*__vite_is_modern_browser=true[^<]*)<\/script>/, (tag, code: string) => {
    const replaced = code.replace(DATA_GUARD, '');
    if (replaced === code) throw new Error('old-engines: the detection script of plugin-legacy changed shape');
    return tag.replace(code, `class __modern_canary{static{this.ok=1}}${replaced}`);
  });
}

/** The ESTree nodes withoutTypeofBigIntLiterals reads (oxc's parser, `this.parse` of a plugin). */
export interface EstreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is EstreeNode => typeof v === 'object' && v !== null && typeof (v as EstreeNode).type === 'string';

/** "bigint" as a string literal or a template without substitutions (what a minifier writes). */
const isBigIntLiteral = (n: EstreeNode): boolean =>
  (n.type === 'Literal' && n.value === 'bigint') ||
  (n.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0 && (n.quasis as { value: { cooked: string } }[])[0]?.value.cooked === 'bigint');

const isTypeof = (n: EstreeNode): boolean => n.type === 'UnaryExpression' && n.operator === 'typeof';

/** Mixed into the legacy chunks' hashes (augmentChunkHash below); a change of the rewrite changes it. */
const TYPEOF_BIGINT_REWRITE = 'typeof-bigint-rewrite-1';

/**
 * Rewrites `typeof x === "bigint"` (==, ===, !=, !==, either order, quotes or backticks) so that
 * the string is no literal: `typeof x === ("big"+"int")`, the same comparison.
 *
 * Why: V8 compiles `typeof` compared with a string literal to one TestTypeOf bytecode, and the
 * TurboFan of V8 6.4 (Chromium 64, the engine of Tizen 5.0's class of sets) builds the "bigint"
 * case of it with UNIMPLEMENTED(): the renderer aborts ("Fatal error in , line 0 / unimplemented
 * code") as soon as a function holding one is optimized, on its own or inlined into another.
 * React DOM's production build has eight (text children are string, number or bigint: setProp,
 * and the child reconciler that beginWork inlines), core-js's JSON.stringify one. With any other
 * operand V8 emits TypeOf and a plain comparison, which that TurboFan compiles. Chromium 69
 * (V8 6.9) compiles the literal form too; the modern chunks keep it.
 *
 * It runs on the final code of the legacy chunks (generateBundle): the minifier would fold the
 * concatenation back into the literal. The code is parsed, not matched by a regular expression,
 * so that strings and comments are never touched. The middle tier's copies of the modern chunks
 * (vite-plugin-middle-tier.ts) get it too: Chromium 64 runs them. (The build writes no source maps; with them,
 * the columns after a rewrite on a line would be a few characters off.)
 */
export function withoutTypeofBigIntLiterals(code: string, program: EstreeNode): string {
  const literals: EstreeNode[] = [];
  const visit = (node: EstreeNode): void => {
    if (node.type === 'BinaryExpression' && /^[=!]==?$/.test(node.operator as string)) {
      const left = node.left as EstreeNode;
      const right = node.right as EstreeNode;
      if (isTypeof(left) && isBigIntLiteral(right)) literals.push(right);
      else if (isTypeof(right) && isBigIntLiteral(left)) literals.push(left);
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) for (const item of value) { if (isNode(item)) visit(item); }
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  let out = '';
  let at = 0;
  for (const lit of literals.sort((a, b) => a.start - b.start)) {
    const text = code.slice(lit.start, lit.end);
    if (!/^(["'`])bigint\1$/.test(text)) throw new Error(`old-engines: "bigint" expected at ${lit.start}, found ${JSON.stringify(text)}`);
    out += `${code.slice(at, lit.start)}("big"+"int")`;
    at = lit.end;
  }
  return out + code.slice(at);
}

export function oldEngines(): Plugin {
  return {
    name: 'old-engines',
    apply: 'build',
    enforce: 'post',
    renderChunk(code, chunk) {
      if (!chunk.isEntry || chunk.fileName.includes('-legacy')) return null;
      const replaced = code.replace(DATA_GUARD, '');
      if (replaced === code) throw new Error(`old-engines: no legacy guard in the modern entry ${chunk.fileName}`);
      return { code: `${SYNTAX_CANARY};${replaced}`, map: null };
    },
    // The rewrite below comes after the file names are hashed: the legacy chunks' hashes take it
    // in here, so that no set keeps a cached (immutable) copy from before it under the same name.
    // (The polyfill chunk is named by plugin-legacy's own build, out of this hook's reach.)
    augmentChunkHash(chunk) {
      return chunk.fileName.includes('-legacy') ? TYPEOF_BIGINT_REWRITE : undefined;
    },
    // After the minifier, which would undo the rewrite; the polyfill chunk, emitted by
    // plugin-legacy's own generateBundle, is in the bundle by now.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.fileName.includes('-legacy') || !file.code.includes('bigint')) continue;
        const program = this.parse(file.code, { sourceType: 'script', preserveParens: false }) as unknown as EstreeNode;
        file.code = withoutTypeofBigIntLiterals(file.code, program);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withCanaryDetection(html),
    },
  };
}
