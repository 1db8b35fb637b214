// stylelint (part of `npm run lint`): the CSS must work on the oldest TV engines we serve,
// Samsung Tizen 4 and LG webOS 4 (Chromium 53), and look the same as before on current ones.
//
// One rule, project/browser-support: doiuse (caniuse data, browserslist query) finds what
// Chromium 53 lacks, plus the few features doiuse misses or misreads (EXTRA and REFINE below).
// doiuse cannot tell a fallback from a bare use, so the rule accepts a finding when the CSS
// carries a fallback in one of two shapes, and reports it otherwise:
//   1. a declaration of the same property earlier in the same rule that is itself supported
//      (`height: 3.25rem; height: calc(3.25rem + env(safe-area-inset-bottom));`);
//   2. an `@supports not (...)` block in the same file with rules for the same selector (or its
//      children), for what no single declaration can stand in for: flex `gap` falls back to
//      margins on the children under `@supports not (aspect-ratio: 1 / 1)` (no @supports test
//      can tell flex gap from grid gap, and every engine with aspect-ratio has flex gap), grid to
//      a flex-wrap layout under `@supports not (display: grid)`.
// Anything else takes a `stylelint-disable-next-line project/browser-support -- why` comment:
// disables need a reason and fail when they no longer hide anything.
import stylelint from 'stylelint';
import doiuse from 'doiuse';

const BROWSERS = ['chrome >= 53'];

// doiuse features left out, each a pure progressive enhancement on Chromium 53-63 or a false
// alarm that EXTRA checks precisely instead.
const IGNORE = [
  // Scroll snapping (69): the banner and rows still scroll, they just do not settle on an item.
  'css-snappoints',
  // overscroll-behavior (63): without it a scroll reaching the end chains to the page.
  'css-overscroll-behavior',
  // scrollbar-width (Firefox, Chromium 121): Chromium hides scrollbars through ::-webkit-scrollbar.
  'css-scrollbar',
  // backdrop-filter (76): the mask behind a sheet keeps its colour, without the blur.
  'css-backdrop-filter',
  // prefers-reduced-motion (74): an engine that cannot ask plays the normal transitions.
  'prefers-reduced-motion',
  // Flagged for Pointer Events (55), but the only property in it, touch-action, is in Chromium 36.
  'pointer',
  // Flags every overflow: single keywords are CSS 2; EXTRA flags the two-value form and `clip`.
  'css-overflow',
  // Flags every text-decoration: one keyword is CSS 2; EXTRA flags the shorthand with more.
  'mdn-text-decoration-shorthand',
  // Only sees gap beside display: flex in the same rule; EXTRA flags every gap.
  'flexbox-gap',
];

// What doiuse misses or misreads for Chromium 53: [feature, test of a declaration, what it is].
const EXTRA = [
  ['aspect-ratio', (d) => d.prop === 'aspect-ratio', 'aspect-ratio (Chromium 88)'],
  // Flex gap came in 84, the unprefixed gap of grids in 66 (57 as grid-gap).
  ['gap', (d) => /^(row-|column-)?gap$/.test(d.prop), 'gap (flex: Chromium 84, grid: 66)'],
  ['overflow-2', (d) => /^overflow(-[xy])?$/.test(d.prop) && /\s|\bclip\b/.test(d.value.trim()), 'overflow with two values (68) or clip (90)'],
  ['text-decoration-shorthand', (d) => d.prop === 'text-decoration' && /\s/.test(d.value.trim()), 'text-decoration with more than a line keyword (57)'],
];

// doiuse findings that are not the feature: its math-functions test matches `minmax(`.
const REFINE = {
  'css-math-functions': (node) => node.type !== 'decl' || /(^|[^\w-])(min|max|clamp)\(/i.test(node.value),
};

const ruleName = 'project/browser-support';
const messages = stylelint.utils.ruleMessages(ruleName, {
  rejected: (text) => `${text}: give it a fallback (see stylelint.config.mjs)`,
});

const selectorsOf = (rule) => rule.selector.split(',').map((s) => s.trim());

// Shape 2 for these features counts only a block that tests the matching condition: flex gap's
// margins only under the aspect-ratio test (a grid test would also hold on Chromium 66-83, which
// has grid gap but no flex gap), grid's flex-wrap layout only under a grid test.
const FALLBACK_CONDITION = {
  'gap': /aspect-ratio/,
  'aspect-ratio': /aspect-ratio/,
  'css-grid': /display:\s*grid/,
};

/** The rules inside `@supports not (...)` blocks of the file, each with the block's condition. */
function fallbackRules(root) {
  const out = [];
  root.walkAtRules('supports', (at) => {
    if (!/^not\s*\(/i.test(at.params.trim())) return;
    at.walkRules((r) => selectorsOf(r).forEach((selector) => out.push({ selector, condition: at.params })));
  });
  return out;
}

/** Shape 2: every selector of the rule has rules of its own, or of its children, in such a block. */
function hasSupportsFallback(rule, feature, fallbacks) {
  const condition = FALLBACK_CONDITION[feature];
  return selectorsOf(rule).every((s) =>
    fallbacks.some(({ selector: f, condition: c }) => (!condition || condition.test(c)) && (f === s || (f.startsWith(s) && /^[\s>+~:]/.test(f.slice(s.length))))),
  );
}

/** A node inside an `@supports not (...)` block: that is the fallback, never the guarded use. */
function inFallbackBlock(node) {
  for (let p = node.parent; p; p = p.parent) if (p.type === 'atrule' && p.name === 'supports' && /^not\s*\(/i.test(p.params.trim())) return true;
  return false;
}

const ruleFunction = (on) => (root, result) => {
  if (!stylelint.utils.validateOptions(result, ruleName, { actual: on, possible: [true] })) return;
  /** What Chromium 53 lacks: the CSS node, the caniuse (or EXTRA) feature id, the message. */
  const findings = [];
  const collector = {
    warn(text, { node }) {
      const feature = /\(([\w-]+)\)$/.exec(text)?.[1] ?? '';
      if (REFINE[feature] && !REFINE[feature](node)) return;
      findings.push({ node, feature, text });
    },
  };
  doiuse({ browsers: BROWSERS, ignore: IGNORE }).postcss(root, collector);
  root.walkDecls((d) => {
    for (const [feature, test, text] of EXTRA) if (test(d)) findings.push({ node: d, feature, text: `${text} is not supported by Chrome 53` });
  });

  const flagged = new Set(findings.map((f) => f.node));
  const fallbacks = fallbackRules(root);
  for (const { node, feature, text } of findings) {
    const rule = node.type === 'rule' ? node : node.parent;
    if (node.type === 'decl') {
      // Shape 1: an earlier, supported declaration of the same property in the same rule.
      const before = rule.nodes.slice(0, rule.nodes.indexOf(node));
      if (before.some((d) => d.type === 'decl' && d.prop === node.prop && !flagged.has(d))) continue;
    }
    if (rule?.type === 'rule' && !inFallbackBlock(rule) && hasSupportsFallback(rule, feature, fallbacks)) continue;
    stylelint.utils.report({ ruleName, result, node, message: messages.rejected(text) });
  }
};
ruleFunction.ruleName = ruleName;
ruleFunction.messages = messages;

export default {
  plugins: [stylelint.createPlugin(ruleName, ruleFunction)],
  reportNeedlessDisables: true,
  reportDescriptionlessDisables: true,
  reportInvalidScopeDisables: true,
  rules: {
    [ruleName]: true,
  },
};
