import type { ReactNode } from 'react'

/**
 * A table whose rows become cards below 768 px (Tailwind's `md`): each row a two-column grid, what identifies it on
 * the left and what is read or pressed (an amount, a status, View) on the right, so a phone never scrolls sideways
 * inside the table. From `md` up nothing here applies and it is an ordinary table. The grid fills densely, so a
 * cell placed on the right sits beside the first left-hand cell with room, whatever their order in the row.
 *
 * Changing a table's `display` makes some browsers drop its semantics, so a stacked table also states its roles
 * (`role="table"`, `"rowgroup"`, `"row"`, `"columnheader"`, `"cell"`): each cell is still read with its column's name.
 * The headers stay in the page for assistive technology (visually hidden on a phone, except a sort button, which
 * stays in view so it can be seen when focused); a cell whose value needs its name on a card shows it with
 * `StackedLabel`, hidden from assistive technology, which has the header.
 */
export const STACKED = {
  table: 'max-md:block',
  head: 'max-md:block max-md:border-0',
  headRow: 'max-md:flex max-md:flex-wrap max-md:justify-end max-md:gap-x-4',
  /** A header with nothing to press: out of sight on a phone, still the cells' name. */
  hiddenHeader: 'max-md:sr-only',
  /** A header holding a sort button: the button stays in view. */
  // Its button reaches 4 px past each side (-mx-1): the padding keeps that inside the row.
  sortHeader: 'max-md:block max-md:px-1 max-md:py-1',
  body: 'max-md:grid max-md:gap-3 max-md:divide-y-0',
  row: 'max-md:grid max-md:grid-flow-row-dense max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-start max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:p-4',
  cell: 'max-md:block max-md:min-w-0 max-md:p-0',
  /** Where a cell goes on a card: the left column (the default), the right one, or across both. */
  left: 'max-md:col-start-1 max-md:text-left',
  right: 'max-md:col-start-2 max-md:justify-self-end max-md:text-right',
  wide: 'max-md:col-span-2',
} as const

/** The column's name shown on a phone's card beside or above a value that needs it ("Qty 2"). */
export function StackedLabel({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="mr-1 text-xs font-medium uppercase tracking-wide text-slate-500 md:hidden"
    >
      {children}
    </span>
  )
}
