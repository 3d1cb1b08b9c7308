import { CouponsTab } from '../../../features/admin/components/coupons-tab'

export default function AdminCoupons() {
  return <CouponsTab />
}
