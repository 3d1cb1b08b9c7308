/** A spinning ring sized like a button's icon, beside the button's "…ing" text. */
export function BusyIcon() {
  return (
    <span
      aria-hidden="true"
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]"
    />
  )
}
