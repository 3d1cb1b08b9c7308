/**
 * Each public page's description for search engines and link previews. The build writes it into the page's
 * head (scripts/build.mjs reads it from the server renderer); the browser's code never needs it, so it is not
 * in the route table the pages load.
 */
export const ROUTE_DESCRIPTIONS: Record<string, string> = {
  '/': 'A professionally built 5-page website for your business for a flat $100: free .com domain for a year, SSL, mobile-ready design and basic SEO, delivered within 7 days.',
  '/portfolio': 'Websites we have built for restaurants, clinics, shops, gyms and professional firms.',
  '/support': 'Get help with your website: contact us, browse common issues or file a support request.',
}
