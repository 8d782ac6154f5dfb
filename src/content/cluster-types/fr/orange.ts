import type { ClusterTypeContent } from '../types.ts';

/** Dev/Test (Orange), in French: development and CI. */
export const orange: ClusterTypeContent = {
  page: 'orange',
  tierId: 'dev-test',
  tagline:
    'Un cluster économique pour le développement et la CI, dont les nœuds se mettent en veille en dehors de vos heures de travail.',
  summary:
    'Kubernetes managé Dev/Test pour le développement et la CI : nœuds arrêtés hors de vos horaires, clonage de cluster en une étape, jusqu’à 10 nœuds.',
  purpose: [
    'Un cluster Dev/Test dispose d’une seule instance de plan de contrôle et démarre avec un seul nœud de calcul polyvalent. Les nœuds de calcul s’arrêtent en dehors d’un planning hebdomadaire que vous définissez (par défaut du lundi au vendredi, de 8 h à 20 h CET) et redémarrent à l’heure : les soirées et les week-ends ne vous coûtent rien en calcul.',
    'Clonez en une étape la configuration de n’importe lequel de vos clusters pour obtenir un environnement fidèle à la production : même version de Kubernetes, mêmes modules complémentaires et même organisation des pools de nœuds, à l’échelle du développement.',
  ],
  whoFor: [
    'Les développeurs qui ont besoin d’un environnement d’intégration partagé qui se comporte comme la production.',
    'Les pipelines de CI qui construisent des images et lancent des tests de bout en bout sur un vrai cluster.',
    'Les équipes qui testent les mises à niveau de Kubernetes et les changements de modules complémentaires avant de les déployer.',
  ],
  workloads: [
    {
      name: 'Environnements de prévisualisation',
      detail: 'Un namespace par pull request, créé par votre pipeline et supprimé à la fusion.',
    },
    {
      name: 'Runners de CI',
      detail: 'GitLab Runner, depuis la marketplace, exécute les jobs sous forme de pods dans le cluster.',
    },
    {
      name: 'Répétitions de mise à niveau',
      detail: 'Un clone d’un cluster de production pour essayer d’abord la prochaine version mineure de Kubernetes.',
    },
  ],
  considerations: [
    {
      text: 'Pas de haute disponibilité et 10 nœuds de calcul au maximum : ce type n’est pas conçu pour le trafic de production.',
    },
    { text: 'Vous découvrez Kubernetes ? Le Sandbox est gratuit.', seeAlso: 'sandbox' },
  ],
};
