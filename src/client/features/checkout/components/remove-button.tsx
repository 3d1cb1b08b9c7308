import { X } from 'lucide-react'
import { Button } from '../../../components/ui/button'

/** Takes an applied coupon or a chosen domain off the order; `label` names what it removes. */
export function RemoveButton({
  label,
  disabled,
  onClick,
}: {
  label: string
  disabled?: boolean | undefined
  onClick: () => void
}) {
  return (
    <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={onClick} aria-label={label}>
      <X aria-hidden="true" />
      Remove
    </Button>
  )
}
