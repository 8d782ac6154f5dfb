// What each route whose feature is not built yet will do, and where to go today instead.
// Plain words, no invented figures: these pages say honestly that the feature is on its way.

/** A link to something that works today. */
export interface TodayLink {
  href: string;
  label: string;
}

/** The "coming soon" copy of one feature. */
export interface FeatureCopy {
  /** One sentence: what the page will let the customer do. */
  summary: string;
  /** What it will offer, in the customer's words. */
  plans: string[];
  /** Working pages that cover part of the need today. */
  today: TodayLink[];
}

const PRICING: TodayLink = { href: '/pricing', label: 'Compare cluster prices' };
const DOCS: TodayLink = { href: '/documentation', label: 'Read the documentation' };
const SUPPORT: TodayLink = { href: '/support', label: 'Contact support' };
const TICKET: TodayLink = { href: '/submit-ticket', label: 'Open a support ticket' };
const TRACK: TodayLink = { href: '/track-ticket', label: 'Track a ticket' };
const SALES: TodayLink = { href: '/contact-sales', label: 'Talk to sales' };
const QUOTE: TodayLink = { href: '/custom-quote', label: 'Ask for a custom quote' };
const TYPES: TodayLink = { href: '/cluster-types/blue', label: 'Explore the cluster types' };
const SETTINGS: TodayLink = { href: '/settings', label: 'Your settings' };
const REGISTRATIONS: TodayLink = { href: '/admin/pending-registrations', label: 'Review pending registrations' };

export const FEATURES = {
  clusters: {
    summary: 'See every cluster of your organization with its state, version, region and nodes.',
    plans: [
      'Clusters by state: provisioning, running, updating, failed',
      'Scale node pools and upgrade Kubernetes',
      'Download a kubeconfig that expires',
    ],
    today: [PRICING, TYPES, DOCS],
  },
  clusterDetail: {
    summary: 'Follow one cluster: its node pools, add-ons, health and the credentials to reach it.',
    plans: [
      'Node pools with autoscaling limits',
      'Installed add-ons and their versions',
      'Per-user kubeconfig credentials you can revoke',
    ],
    today: [DOCS, SUPPORT],
  },
  clusterStatus: {
    summary:
      'Watch a cluster come to life, phase by phase: network, control plane, node pools, add-ons and health check.',
    plans: ['Live progress of each provisioning phase', 'A clear reason when something fails'],
    today: [DOCS, SUPPORT],
  },
  topology: {
    summary: 'A map of your clusters, their node pools and the add-ons that run on them.',
    plans: ['Nodes and pools drawn per cluster', 'Health at a glance'],
    today: [DOCS, TYPES],
  },
  configure: {
    summary:
      'Configure a cluster step by step: cluster type, provider and region, Kubernetes version, node pools and add-ons, then review it before you order.',
    plans: [
      'The cluster type you chose on the pricing or cluster-type pages, already selected',
      'The price in EUR, USD or GBP, monthly or yearly, as you choose',
      'The PARIS code: 5% off your organization’s first paid order',
    ],
    today: [PRICING, TYPES, QUOTE],
  },
  provisioning: {
    summary: 'Follow your new cluster while it is built, then open it when it is running.',
    plans: ['Each phase with its progress', 'A notification when the cluster is ready'],
    today: [DOCS, SUPPORT],
  },
  clusterSelection: {
    summary: 'Compare the cluster tiers side by side and pick the one that fits your workload.',
    plans: ['Standard, Enterprise, Economy, Data Analytics, AI/ML, Dev/Test and Sandbox'],
    today: [TYPES, PRICING],
  },
  smartSuggestions: {
    summary: 'Suggestions for the right tier and size, based on the workload you describe.',
    plans: ['A recommended tier and node size', 'The estimated monthly price'],
    today: [TYPES, QUOTE],
  },
  providerTest: {
    summary: 'Check that a cloud provider account can be reached before you order a cluster on it.',
    plans: ['Credentials and quota checks', 'Regions and Kubernetes versions available to you'],
    today: [DOCS, SUPPORT],
  },
  orders: {
    summary: 'All orders of your organization, for clusters, add-ons, products and support, with their state.',
    plans: ['States from payment to completion', 'Invoices linked to each order'],
    today: [PRICING, SALES],
  },
  orderDetail: {
    summary: 'One order: what was ordered, the price in your currency, the promo code applied and where it stands.',
    plans: ['Order lines and totals', 'Fulfilment progress'],
    today: [SUPPORT],
  },
  orderStatus: {
    summary: 'Where an order stands, from payment to completion.',
    plans: ['Pending payment, paid, fulfilling, completed', 'Cancel while it is still pending'],
    today: [SUPPORT, TRACK],
  },
  support: {
    summary: 'Your organization’s support tickets, with their messages and state, in one place.',
    plans: ['Open, awaiting support, awaiting you, resolved, closed', 'Reopen a ticket within 14 days'],
    today: [TICKET, TRACK, SUPPORT],
  },
  billing: {
    summary: 'Your plan, payment methods, credits and numbered invoices with PDF copies.',
    plans: ['This month’s spend and your credits', 'Invoices to download', 'Payment methods to add or remove'],
    today: [PRICING, { href: '/billing-support', label: 'Billing support' }, SETTINGS],
  },
  usage: {
    summary: 'Usage of each cluster per hour, and what it costs so far this month.',
    plans: ['Usage per cluster and per day', 'Export for your own accounting'],
    today: [PRICING],
  },
  priceEstimator: {
    summary: 'Estimate the monthly or yearly price of a cluster before you order it.',
    plans: ['Tier, node size and count, add-ons', 'Prices in EUR, USD or GBP'],
    today: [PRICING, QUOTE],
  },
  payment: {
    summary: 'The confirmation you see after paying for an order.',
    plans: ['The order number and what happens next'],
    today: [SUPPORT],
  },
  userManagement: {
    summary: 'Manage the users of the console: roles, officers access and accounts to disable.',
    plans: ['Search users and change roles', 'Disable an account and end its sessions'],
    today: [REGISTRATIONS],
  },
  promotionRequests: {
    summary: 'Requests from users who ask for a role or officers access, for an administrator to decide.',
    plans: ['Approve or refuse with a reason'],
    today: [REGISTRATIONS],
  },
  organizationUsers: {
    summary: 'The users of each organization and the organization they belong to.',
    plans: ['Members per organization', 'Move or remove a member'],
    today: [REGISTRATIONS],
  },
} satisfies Record<string, FeatureCopy>;

/** The features that have a "coming soon" page. */
export type FeatureKey = keyof typeof FEATURES;
