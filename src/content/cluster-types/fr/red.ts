import type { ClusterTypeContent } from '../types.ts';

/** Enterprise (Red), in French: regulated workloads. */
export const red: ClusterTypeContent = {
  page: 'red',
  tierId: 'enterprise',
  tagline:
    'Pour les charges de travail réglementées : des nœuds de plan de contrôle dédiés, un point de terminaison d’API privé, vos propres clés de chiffrement et un an de journaux d’audit.',
  summary:
    'Kubernetes managé Enterprise (Red) pour données réglementées : API privée, chiffrement BYOK des secrets, hébergement HDS, SLA de 99,99 %.',
  purpose: [
    'Un cluster Enterprise dispose de ses propres nœuds de plan de contrôle et etcd, répartis sur trois zones de disponibilité et qui ne sont partagés avec aucun autre client. Son API Kubernetes n’est joignable que par un point de terminaison privé dans vos réseaux : kubectl, les runners de CI et les agents GitOps s’y connectent sans que l’API soit jamais exposée sur Internet.',
    'Les Secrets Kubernetes sont chiffrés dans etcd avec une clé que vous détenez (bring your own key) : révoquez-la et les données deviennent illisibles, y compris pour nous. Le journal d’audit du serveur d’API enregistre qui a fait quoi sur quelle ressource ; il est conservé douze mois dans la juridiction du cluster, à la disposition de vos auditeurs.',
  ],
  whoFor: [
    'Les établissements de santé et les éditeurs de logiciels qui hébergent des données de santé sous la certification française HDS.',
    'Les banques, les assureurs et les sociétés de paiement soumis à des obligations de résilience opérationnelle et d’encadrement de l’externalisation.',
    'Les organismes publics et leurs prestataires, qui doivent garder leurs données et leur administration dans l’UE.',
  ],
  workloads: [
    {
      name: 'Plateformes de données de santé',
      detail:
        'Dossiers patients, imagerie et services de télésanté sur un hébergement adapté à HDS, avec une preuve d’audit pour chaque appel d’API.',
    },
    {
      name: 'Services de paiement et de core banking',
      detail:
        'Des services sensibles à la latence, avec des network policies strictes et aucune exposition publique du plan de contrôle.',
    },
    {
      name: 'Plateformes internes',
      detail:
        'Des clusters partagés entre équipes, avec un namespace par équipe, un RBAC issu de votre fournisseur d’identité et des politiques d’admission Kyverno.',
    },
    {
      name: 'Grands parcs de production',
      detail: 'Jusqu’à 500 nœuds de calcul, avec un SLA de 99,99 % sur le plan de contrôle.',
    },
  ],
  considerations: [
    {
      text: 'Sans données réglementées ni exigence de réseau privé, Standard offre le même Kubernetes upstream pour un quart du prix.',
      seeAlso: 'blue',
    },
  ],
};
