import type { ClusterTypeContent } from '../types.ts';

/** Economy (Green), in French: lowest-cost production. */
export const green: ClusterTypeContent = {
  page: 'green',
  tierId: 'economy',
  tagline:
    'La solution la plus économique pour faire tourner une petite charge de travail de production, sur des serveurs alimentés en électricité renouvelable.',
  summary:
    'Kubernetes managé Economy (Green) : une seule zone, serveurs à énergie renouvelable, rapport carbone mensuel, SLA de 99,5 %, jusqu’à 20 nœuds.',
  purpose: [
    'Un cluster Economy fonctionne dans une seule zone de disponibilité, avec une seule instance de plan de contrôle. Si cette instance tombe en panne, elle est restaurée automatiquement ; pendant la restauration, vos pods continuent de tourner et de servir le trafic, mais l’API Kubernetes est indisponible : déploiements, mises à l’échelle et replanifications attendent son retour.',
    'Les serveurs sont alimentés en électricité renouvelable certifiée, et vous recevez chaque mois un rapport carbone du cluster, utile pour votre propre reporting de développement durable.',
  ],
  whoFor: [
    'Les petites entreprises et les associations au trafic modeste et régulier.',
    'Les start-up qui veulent un vrai Kubernetes en production avant d’avoir besoin de haute disponibilité.',
    'Les organisations qui doivent déclarer l’empreinte carbone de leur hébergement.',
  ],
  workloads: [
    {
      name: 'Sites web et gestion de contenu',
      detail: 'Un CMS et sa base de données, avec quelques réplicas derrière l’ingress Traefik.',
    },
    {
      name: 'Outils internes',
      detail: 'Wikis, tableaux de bord, gestion de tickets et autres services utilisés pendant les heures de bureau.',
    },
    {
      name: 'Petites API',
      detail: 'Des services à la charge prévisible, qui tiennent sur quelques nœuds polyvalents.',
    },
  ],
  considerations: [
    { text: 'Jusqu’à 20 nœuds de calcul dans une seule zone : une panne de la zone arrête le cluster.' },
    {
      text: 'Votre plan de contrôle doit résister à la panne d’une zone ? Standard le réplique sur trois zones.',
      seeAlso: 'blue',
    },
  ],
};
