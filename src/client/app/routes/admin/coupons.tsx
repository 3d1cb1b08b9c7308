import { CouponsTab } from '../../../features/coupons/components/coupons-tab'

export default function AdminCoupons() {
  return <CouponsTab />
}
