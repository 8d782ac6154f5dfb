import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { CLUSTER_TYPE_PAGES, DOC_SECTIONS, TUTORIAL_LEVELS } from './components/content/taxonomy.ts';

// Cluster-type pages live in src/content/cluster-types/ and get their collection from the
// pricing and cluster-type work; this file declares docs, tutorials, legal and company content.

const text = z.string().trim().min(1);
/** Descriptions feed <meta name="description">: long enough to say something, short enough to show. */
const description = z.string().trim().min(50).max(200);

// French translations live in a `fr` folder beside the English files, with the same file names
// (so the same ids) and the same schemas: docsFr, tutorialsFr, legalFr. A page rendered in French
// uses the translation when there is one, else the English entry with a notice
// (src/components/content/collections.ts, localized*). The English loaders leave `fr/` out.

const docSchema = z.strictObject({
  title: text,
  description,
  section: z.enum(DOC_SECTIONS),
  order: z.int().nonnegative(),
  updated: z.coerce.date(),
});

const docs = defineCollection({
  loader: glob({ pattern: ['**/*.mdx', '!fr/**'], base: './src/content/docs' }),
  schema: docSchema,
});

const docsFr = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/docs/fr' }),
  schema: docSchema,
});

const tutorialSchema = z.strictObject({
  title: text,
  description,
  level: z.enum(TUTORIAL_LEVELS),
  /** Minutes a reader needs to follow every step. */
  duration: z.int().min(5).max(240),
  tags: z.array(text).min(1).max(6),
  clusterTypes: z.array(z.enum(CLUSTER_TYPE_PAGES)).min(1),
  order: z.int().nonnegative(),
  updated: z.coerce.date(),
});

const tutorials = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/tutorials' }),
  schema: tutorialSchema,
});

const tutorialsFr = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/tutorials/fr' }),
  schema: tutorialSchema,
});

const legalSchema = z.strictObject({
  title: text,
  description,
  updated: z.coerce.date(),
});

const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/legal' }),
  schema: legalSchema,
});

const legalFr = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/legal/fr' }),
  schema: legalSchema,
});

const caseStudy = z.strictObject({
  id: text,
  customer: text,
  sector: text,
  country: text,
  summary: text,
  challenge: text,
  runs: z.array(text).min(1),
  clusterTypes: z.array(z.enum(CLUSTER_TYPE_PAGES)).min(1),
  results: z.array(z.strictObject({ value: text, label: text })).min(2),
  quote: z.strictObject({ text, author: text, role: text }).optional(),
});

const role = z.strictObject({
  id: text,
  title: text,
  team: text,
  location: text,
  remote: z.enum(['remote-eu', 'hybrid', 'on-site']),
  contract: text,
  summary: text,
  responsibilities: z.array(text).min(2),
  requirements: z.array(text).min(2),
  niceToHave: z.array(text).optional(),
});

// One YAML file per company page (about, careers, faq, case-studies); `kind` tells the shapes
// apart so each page can narrow the entry it reads (see src/components/content/collections.ts,
// getCompanyPage). The French files are in company/fr/, same names and schema: companyFr.
const companySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('about'),
    mission: text,
    story: z.array(text).min(1),
    principles: z.array(z.strictObject({ title: text, body: text })).min(2),
    figures: z.array(z.strictObject({ value: text, label: text })).min(2),
    team: z.array(z.strictObject({ name: text, role: text, bio: text })).min(2),
    certifications: z.array(z.strictObject({ name: text, body: text })).min(2),
  }),
  z.strictObject({
    kind: z.literal('careers'),
    intro: text,
    benefits: z.array(text).min(2),
    process: z.array(text).min(2),
    roles: z.array(role).min(1),
  }),
  z.strictObject({
    kind: z.literal('faq'),
    groups: z
      .array(z.strictObject({ title: text, questions: z.array(z.strictObject({ q: text, a: text })).min(1) }))
      .min(1),
  }),
  z.strictObject({
    kind: z.literal('case-studies'),
    intro: text,
    studies: z.array(caseStudy).min(1),
  }),
]);

const company = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/company' }),
  schema: companySchema,
});

const companyFr = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/company/fr' }),
  schema: companySchema,
});

export const collections = { docs, docsFr, tutorials, tutorialsFr, legal, legalFr, company, companyFr };
