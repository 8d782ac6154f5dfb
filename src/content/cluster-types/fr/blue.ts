import type { ClusterTypeContent } from '../types.ts';

/** Standard (Blue), in French: the default production cluster. */
export const blue: ClusterTypeContent = {
  page: 'blue',
  tierId: 'standard',
  tagline:
    'Le cluster de production par lequel commencent la plupart des équipes : un plan de contrôle hautement disponible, l’autoscaling et les réparations pris en charge pour vous.',
  summary:
    'Kubernetes managé Standard (Blue) : plan de contrôle HA sur trois zones UE, SLA de 99,95 %, autoscaling et réparation automatique des nœuds.',
  purpose: [
    'Un cluster Standard exécute son serveur d’API Kubernetes et etcd sur trois réplicas, un par zone de disponibilité : la perte d’une zone n’arrête pas votre plan de contrôle. Nous exploitons, mettons à jour et sauvegardons ce plan de contrôle ; vous disposez d’une API Kubernetes conforme et de trois nœuds de calcul polyvalents pour démarrer.',
    'Les nœuds de calcul sont surveillés en continu : un nœud qui ne se déclare plus Ready est drainé puis remplacé, et le cluster autoscaler ajoute des nœuds quand des pods restent en Pending faute de capacité, puis les retire lorsqu’ils sont inutilisés. Un instantané d’etcd est pris toutes les six heures et conservé sept jours dans la même région.',
  ],
  whoFor: [
    'Les équipes produit qui exploitent des applications web et des API destinées à leurs clients.',
    'Les éditeurs SaaS dont l’infrastructure et les données doivent rester sous juridiction européenne.',
    'Les équipes qui quittent GKE, EKS ou AKS et veulent retrouver la même API Kubernetes upstream et les mêmes outils.',
  ],
  workloads: [
    {
      name: 'Front-ends web et API',
      detail:
        'Des Deployments derrière l’ingress Traefik, avec des certificats TLS fournis par cert-manager, mis à l’échelle par un HorizontalPodAutoscaler selon le CPU ou le débit de requêtes.',
    },
    {
      name: 'Traitements en arrière-plan',
      detail:
        'Des consommateurs de files d’attente et des CronJobs pour lesquels le cluster autoscaler ajoute de la capacité pendant les pics, puis la retire.',
    },
    {
      name: 'Bases de données avec opérateurs',
      detail:
        'PostgreSQL via CloudNativePG ou Valkey depuis la marketplace, sur des volumes persistants avec instantanés CSI.',
    },
    {
      name: 'Services gérés en GitOps',
      detail: 'Des dizaines de microservices synchronisés depuis Git avec le module complémentaire Argo CD.',
    },
  ],
  considerations: [
    {
      text: 'Vous traitez des données de santé, de paiement ou du secteur public ? Enterprise ajoute un point de terminaison d’API privé, des clés de chiffrement gérées par vous et un an de journaux d’audit.',
      seeAlso: 'red',
    },
    {
      text: 'Un petit site qui peut tolérer de courtes interruptions du plan de contrôle coûte moins cher sur Economy.',
      seeAlso: 'green',
    },
  ],
};
