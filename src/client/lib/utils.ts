import { type ClassValue, clsx } from 'clsx'

/**
 * Class merging for the owned UI primitives: a later utility replaces an earlier one of the same group under
 * the same variants (`h-10` then `h-12`; `text-sm` then `text-[13px]`), and a shorthand replaces the longhands
 * before it (`px-2` then `p-4`). A table of the groups this product uses rather than tailwind-merge, whose full
 * table adds about 7.6 KB gzip to the landing page and takes it over its 100 KB budget: see
 * docs/decisions/0008-libraries.md. utils.test.ts checks this table against tailwind-merge itself.
 */

/** An arbitrary value that is a length (`[13px]`, `[length:var(--x)]`, `[calc(…)]`), not a colour. */
const LEN = String.raw`\[(?:length:.+|-?[\d.]+[a-z%]*|(?:calc|min|max|clamp)\(.+\))\]|\(length:.+\)`

/** First match wins; `$1` in a name is the first capture (a side or a corner). */
const GROUPS: Array<[RegExp, string]> = (
  [
    [String.raw`^\[([a-z-]+):`, 'prop-$1'],
    [String.raw`^text-(?:(?:\d*xs|sm|md|base|lg|\d*xl)(?:/.+)?|${LEN})$`, 'font-size'],
    [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
    [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
    [/^text-(ellipsis|clip)$/, 'text-overflow'],
    [/^text-/, 'text-color'],
    [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
    [/^font-/, 'font-family'],
    [
      /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/,
      'display',
    ],
    [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
    [/^bg-(none$|gradient-to-|linear|radial|conic|\[url\()/, 'bg-image'],
    [/^bg-(auto|cover|contain)$/, 'bg-size'],
    [/^bg-(center|top|bottom|left|right)(-(top|bottom|left|right))?$/, 'bg-position'],
    [/^bg-(no-)?repeat/, 'bg-repeat'],
    [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
    [/^bg-(clip|origin|blend)-/, 'bg-$1'],
    [/^bg-/, 'bg-color'],
    [String.raw`^border(?:-([xytrblse]))?(?:-(?:\d+|${LEN}))?$`, 'border-w-$1'],
    [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
    [/^border-(collapse|separate|spacing)/, 'border-$1'],
    [/^border(?:-([xytrblse]))?-/, 'border-c-$1'],
    [/^rounded(?:-(tl|tr|br|bl|ss|se|ee|es|t|r|b|l|s|e)(?=-|$))?/, 'rounded-$1'],
    [/^shadow(?:-(?:\d*xs|sm|md|lg|\d*xl|none|inner|\[(?!color:).+\]))?$/, 'shadow'],
    [/^shadow-/, 'shadow-color'],
    [String.raw`^ring(?:-(?:\d+|${LEN}))?$`, 'ring-w'],
    [/^ring-inset$/, 'ring-inset'],
    [String.raw`^ring-offset-(?:\d+|${LEN})$`, 'ring-offset-w'],
    [/^ring-offset-/, 'ring-offset-color'],
    [/^ring-/, 'ring-color'],
    [/^outline-(none|hidden|dashed|dotted|double|solid)$/, 'outline-style'],
    [String.raw`^outline(?:-(?:\d+|${LEN}))?$`, 'outline-w'],
    [/^outline-offset-/, 'outline-offset'],
    [/^outline-/, 'outline-color'],
    [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
    [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
    [/^flex-/, 'flex'],
    [
      /^(p[xytrblse]?|m[xytrblse]?|inset(?:-[xy])?|top|right|bottom|left|start|end|gap(?:-[xy])?|space-[xy]|size|w|h|min-w|max-w|min-h|max-h|basis|grow|shrink|order|z|opacity|leading|tracking|line-clamp|grid-cols|grid-rows|col-span|row-span|col-start|col-end|row-start|row-end|overflow(?:-[xy])?|cursor|whitespace|justify-items|justify-self|justify|items|self|content|place-items|place-content|place-self|translate-[xyz]|scale-[xyz]|scale|rotate|duration|delay|ease|transition|aspect|animate|pointer-events|select|underline-offset|blur|backdrop-blur)(?:-|$)/,
      '$1',
    ],
  ] as Array<[RegExp | string, string]>
).map(([re, name]) => [typeof re === 'string' ? new RegExp(re) : re, name])

const SIDES = ['x', 'y', 't', 'r', 'b', 'l', 's', 'e']

/** Groups a later class also clears: a shorthand clears its longhands, never the other way round. */
const OVERRIDES: Record<string, string[]> = {
  'rounded-': ['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'ee', 'es'].map(
    (c) => `rounded-${c}`,
  ),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['left', 'right', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
}
for (const base of ['p', 'm', 'border-w-', 'border-c-']) {
  OVERRIDES[base] = SIDES.map((s) => base + s)
  OVERRIDES[`${base}x`] = [`${base}l`, `${base}r`, `${base}s`, `${base}e`]
  OVERRIDES[`${base}y`] = [`${base}t`, `${base}b`]
}

function groupOf(utility: string): string {
  for (const [re, name] of GROUPS) {
    const m = re.exec(utility)
    if (m) return name.replace('$1', m[1] ?? '')
  }
  return utility
}

/** Splits `md:[&_a]:hover:text-white` into its variants and its utility, minding brackets and parentheses. */
function splitVariants(token: string): [string, string] {
  let depth = 0
  let cut = -1
  for (let i = 0; i < token.length; i++) {
    const ch = token[i]
    if (ch === '[' || ch === '(') depth++
    else if (ch === ']' || ch === ')') depth--
    else if (ch === ':' && depth === 0) cut = i
  }
  return [token.slice(0, cut + 1), token.slice(cut + 1)]
}

function merge(classes: string): string {
  const kept = new Map<string, string>()
  for (const token of classes.split(/\s+/)) {
    if (!token) continue
    const [variants, raw] = splitVariants(token)
    // `!p-4` / `p-4!` is important and does not override a plain `p-2`; `-mt-2` is in the same group as `mt-2`.
    const important = /^!|!$/.test(raw) ? '!' : ''
    const group = groupOf(raw.replace(/^!|!$/g, '').replace(/^-/, ''))
    const prefix = variants + important
    for (const g of [group, ...(OVERRIDES[group] ?? [])]) kept.delete(prefix + g)
    kept.set(prefix + group, token)
  }
  return [...kept.values()].join(' ')
}

/**
 * Merged class lists by their input: a page renders the same few hundred combinations again and again, and
 * matching each utility against the table was tens of milliseconds of a dashboard's start. Bounded, in case a
 * page builds classes from data.
 */
const merged = new Map<string, string>()
const MERGED_KEPT = 2000

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  let out = merged.get(classes)
  if (out === undefined) {
    out = merge(classes)
    if (merged.size >= MERGED_KEPT) merged.clear()
    merged.set(classes, out)
  }
  return out
}
