// A complete requirements form (public-site.md §3), as a customer submits it.
export const REQUIREMENTS = {
  companyName: 'Corner Bakery',
  companyUSP: 'Sourdough baked at 4 am every day',
  shortDescription: 'A neighbourhood bakery',
  longDescription:
    'We bake bread, cakes and pastries for our street and deliver to cafés across the borough.',
  businessEmail: 'Hello@CornerBakery.example',
  businessPhone: '+44 20 7946 0000',
  businessAddress: '12 High Street, London',
  preferredColors: 'Warm browns and cream',
  pagesNeeded: 'Home, Menu, About, Contact, Order',
  targetAudience: 'Local families and office workers',
  callToAction: 'Order for collection',
}
