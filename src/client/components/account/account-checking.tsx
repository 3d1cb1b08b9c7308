import { Skeleton } from '../ui/skeleton'

/** The account's place in the header while it is checked (or its menu's code loads): never a "Sign In" link. */
export function AccountChecking({ layout }: { layout: 'desktop' | 'mobile' }) {
  return (
    <span role="status" className={layout === 'mobile' ? 'block' : 'inline-flex'}>
      <Skeleton className={layout === 'mobile' ? 'h-10 w-full' : 'h-10 w-32'} />
      <span className="sr-only">Checking your account</span>
    </span>
  )
}
