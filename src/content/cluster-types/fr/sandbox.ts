import type { ClusterTypeContent } from '../types.ts';

/** Sandbox (Gray), in French: free learning cluster. */
export const sandbox: ClusterTypeContent = {
  page: 'sandbox',
  tierId: 'sandbox',
  tagline: 'Un cluster gratuit à un seul nœud pour apprendre Kubernetes, suivre les tutoriels et essayer la console.',
  summary:
    'Cluster Kubernetes Sandbox gratuit : un nœud, un par organisation, idéal pour les tutoriels et pour évaluer la console du cloud souverain.',
  purpose: [
    'Le Sandbox est un vrai cluster Kubernetes avec un nœud de 2 vCPU et 4 Go, gratuit. Il offre la même console, le même accès par kubeconfig et les mêmes modules complémentaires gratuits (cert-manager, Traefik, Kyverno, External Secrets) que les clusters payants : ce que vous y apprenez vous servira ensuite.',
    'Chaque organisation peut disposer d’un Sandbox. Il est supprimé après 30 jours sans activité ; vous êtes prévenu par e-mail avant sa suppression.',
  ],
  whoFor: [
    'Toute personne qui évalue la plateforme avant de commander un cluster de production.',
    'Les développeurs qui suivent nos tutoriels ou préparent une certification Kubernetes.',
    'Les enseignants et les étudiants qui ont besoin d’un cluster pour un cours.',
  ],
  workloads: [
    {
      name: 'Tutoriels',
      detail: 'Déployez une application, exposez-la avec un Ingress, ajoutez un certificat et suivez son déploiement.',
    },
    {
      name: 'Essais de manifestes et de charts Helm',
      detail: 'Vérifiez qu’un chart s’installe et démarre avant de l’approcher d’un environnement réel.',
    },
  ],
  considerations: [
    {
      text: 'Un seul nœud, pas de SLA et un support communautaire uniquement : n’y exécutez rien que vous ne puissiez perdre.',
    },
    {
      text: 'Pour un environnement de développement permanent, Dev/Test conserve votre cluster et ajoute des nœuds selon un planning.',
      seeAlso: 'orange',
    },
  ],
};
