import type { ClusterTypeContent } from '../types.ts';

/** AI/ML (Violet), in French: GPU training and inference. */
export const ai: ClusterTypeContent = {
  page: 'ai',
  tierId: 'ai-ml',
  tagline:
    'Des pools de nœuds GPU NVIDIA, le GPU Operator installé pour vous, et des modèles et des données qui ne quittent jamais la région de votre choix.',
  summary:
    'Kubernetes managé AI/ML : pools de nœuds GPU NVIDIA L4, L40S et H100, GPU Operator préinstallé, données dans votre région UE, SLA de 99,9 %.',
  purpose: [
    'Un cluster AI/ML comprend un nœud GPU NVIDIA L4 et deux nœuds système polyvalents pour les composants de contrôle dont dépendent vos jobs. Ajoutez des pools de nœuds L4, L40S ou H100 à mesure que vos modèles grandissent, et laissez-les se réduire une fois l’entraînement terminé.',
    'Le NVIDIA GPU Operator est installé par défaut : il maintient en cohérence le pilote, le container toolkit, le device plugin et les métriques DCGM sur chaque nœud GPU, et peut partager un GPU par time-slicing ou MIG entre plusieurs services d’inférence. Les pods demandent des GPU de la manière standard, avec une limite de ressource nvidia.com/gpu.',
  ],
  whoFor: [
    'Les équipes de machine learning qui entraînent et affinent des modèles sur des données devant rester dans l’UE.',
    'Les équipes produit qui servent de l’inférence derrière une API, avec une capacité GPU qui suit la demande.',
    'Les équipes de recherche qui ont besoin de GPU de classe H100 sans contrat avec un hyperscaler.',
  ],
  workloads: [
    {
      name: 'Entraînement et affinage de modèles',
      detail:
        'Des jobs sur des pools H100 ou L40S, avec les jeux de données et les points de contrôle sur des volumes de la même région.',
    },
    {
      name: 'Services d’inférence',
      detail:
        'Des serveurs de modèles sur des nœuds L4, mis à l’échelle selon le débit de requêtes, qui partagent les GPU par time-slicing.',
    },
    { name: 'Pipelines de ML', detail: 'Des pipelines Kubeflow et des notebooks JupyterHub issus de la marketplace.' },
    {
      name: 'Embeddings et transcription par lots',
      detail: 'Des workers GPU alimentés par une file d’attente, qui descendent à zéro quand la file est vide.',
    },
  ],
  considerations: [
    {
      text: 'Jusqu’à 64 nœuds par cluster ; la capacité GPU de chaque région est limitée : réservez à l’avance les grands pools H100 auprès de notre équipe commerciale.',
    },
    { text: 'Pour de l’analytique sur CPU uniquement, le type Data Analytics revient moins cher.', seeAlso: 'data' },
  ],
};
