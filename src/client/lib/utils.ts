import { type ClassValue, clsx } from 'clsx'

/**
 * Which utilities override each other: a later class replaces an earlier one of the same group and variant
 * (e.g. `h-10` then `h-12`, `text-sm` then `text-base`). A small table instead of tailwind-merge, which would
 * add about 8 KB to every page.
 */
const GROUPS: Array<[RegExp, string]> = [
  [/^text-(xs|sm|base|lg|xl|\dxl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^bg-/, 'bg'],
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/, 'display'],
  [/^border(-[0-9xytblr]+)?$/, 'border-width'],
  [/^border-(solid|dashed|dotted|none)$/, 'border-style'],
  [/^border-/, 'border-color'],
  [/^rounded(-[a-z0-9]+)?$/, 'rounded'],
  [/^shadow(-[a-z0-9]+)?$/, 'shadow'],
  [/^(justify|items|self|content)-/, ''],
  [
    /^(leading|tracking|gap|gap-x|gap-y|grid-cols|col-span|opacity|z|max-w|min-w|max-h|min-h|w|h|size|whitespace|overflow|cursor)-/,
    '',
  ],
  [/^-?(p|px|py|pt|pr|pb|pl|m|mx|my|mt|mr|mb|ml|top|left|right|bottom|inset)-/, ''],
]

function groupOf(utility: string): string {
  for (const [re, name] of GROUPS) {
    const m = re.exec(utility)
    if (m) return name || m[0].replace(/^-/, '')
  }
  return utility
}

export function cn(...inputs: ClassValue[]): string {
  const seen = new Map<string, string>()
  for (const token of clsx(inputs).split(/\s+/)) {
    if (!token) continue
    const cut = token.lastIndexOf(':')
    const variant = token.slice(0, cut + 1)
    const utility = token.slice(cut + 1).replace(/^!|!$/g, '')
    const key = variant + groupOf(utility)
    seen.delete(key)
    seen.set(key, token)
  }
  return [...seen.values()].join(' ')
}
