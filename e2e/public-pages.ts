// The public routes (the cluster-type aliases are covered in pricing.spec.ts).
export const SPEC_PUBLIC_ROUTES = [
  '/', '/pricing', '/documentation', '/tutorials', '/tutorials/deploy-your-first-app', '/support', '/auth',
  '/dev-login', '/forgot-password', '/reset-password', '/verify-email', '/verify-registration-email',
  '/magic-link-login', '/magic-link', '/schedule-demo', '/contact-sales', '/custom-quote', '/workload-migration',
  '/about', '/careers', '/privacy-policy', '/privacy', '/terms', '/contact', '/faq', '/api-reference',
  '/case-studies', '/newsletter', '/test-service', '/currency-test', '/technical-support', '/billing-support',
  '/submit-ticket', '/track-ticket',
  ...['blue', 'red', 'green', 'data', 'ai', 'orange', 'sandbox'].map((type) => `/cluster-types/${type}`),
];
