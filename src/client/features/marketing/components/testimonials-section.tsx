import { Star } from 'lucide-react'
import { SectionHeading } from '../../../components/section-heading'

const TESTIMONIALS = [
  {
    name: 'Amara Okafor',
    title: 'Owner, Golden Crust Bakery',
    image: '/testimonials/amara-okafor.svg',
    content:
      'I had put off a website for years because every quote was over a thousand pounds. SiteCraft had our menu, opening hours and a cake order form live in five days, and custom cake orders now come in through the site every week.',
  },
  {
    name: 'James Whitfield',
    title: 'Physiotherapist, Whitfield Physio',
    image: '/testimonials/james-whitfield.svg',
    content:
      'Patients kept asking whether I had a website. Now they find my treatments, prices and a booking enquiry form on their phones. The developer explained everything in plain English and made both rounds of changes the same day.',
  },
  {
    name: 'Priya Shah',
    title: 'Chartered Accountant, Shah & Co',
    image: '/testimonials/priya-shah.svg',
    content:
      'Clean, professional and exactly what a small practice needs. The contact form brings me two or three new client enquiries a month, and I can update my services page myself without calling anyone.',
  },
]

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Small business owners like you">
          What our clients say after their site went live.
        </SectionHeading>
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
                <p className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                  <p>&ldquo;{t.content}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <img
                    src={t.image}
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    alt={`Portrait of ${t.name}`}
                    className="size-12 rounded-full bg-slate-200 object-cover"
                  />
                  <div>
                    <p className="font-semibold text-slate-900">{t.name}</p>
                    <p className="text-sm text-slate-600">{t.title}</p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
