import { SectionHeading } from '../../../components/section-heading'

const STEPS = [
  {
    title: 'Choose your package',
    body: 'Pick extra pages and add-ons if you need them, create your account with a one-time e-mail code and pay securely by card.',
  },
  {
    title: 'Tell us about your business',
    body: 'Fill in a short requirements form (your services, colours, logo and photos), then choose the design sample you like best.',
  },
  {
    title: 'Review, approve and launch',
    body: 'Preview your site before it goes live and ask for changes: two rounds of revisions are included. Then we hand it over.',
  },
]

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            title="A web studio for small businesses"
            align="left"
          >
            We are a small team of designers and developers in London. Since we started, we have built
            websites for cafés, clinics, law firms, gyms, shops and freelancers, and we price them so that
            every small business can afford a good one.
          </SectionHeading>
          <div className="mt-6 grid gap-4 text-slate-600">
            <p>
              You don&apos;t need to know anything about domains, hosting or code. You tell us what your
              business does and who it serves; we write the structure, design the pages, set up your domain
              and certificate and make sure the site loads fast on every phone.
            </p>
            <p>
              Every site is built by a real developer who stays your point of contact, from the first design
              to the day your site goes live.
            </p>
          </div>
        </div>
        <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
          <h3 className="text-lg font-semibold text-slate-900">How it works</h3>
          <ol className="mt-6 grid gap-6">
            {STEPS.map((s, i) => (
              <li key={s.title} className="flex gap-4">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <h4 className="font-semibold text-slate-900">{s.title}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{s.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
