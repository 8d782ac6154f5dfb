import type { ClusterTypeContent } from '../types.ts';

/** Data Analytics, in French: batch, SQL and streaming. */
export const data: ClusterTypeContent = {
  page: 'data',
  tierId: 'data-analytics',
  tagline:
    'Des nœuds optimisés pour la mémoire, du stockage NVMe local et l’opérateur Spark pour vos charges de travail batch, SQL et streaming.',
  summary:
    'Kubernetes managé Data Analytics : nœuds optimisés mémoire, nœuds de stockage NVMe local, opérateur Spark, pools réductibles à zéro, SLA de 99,95 %.',
  purpose: [
    'Un cluster Data Analytics démarre avec trois nœuds optimisés pour la mémoire (4 vCPU et 32 Go chacun) derrière un plan de contrôle hautement disponible. Vous pouvez y ajouter des nœuds optimisés pour le stockage, avec disques NVMe locaux, pour les jobs gourmands en shuffle et les données qui doivent être lues rapidement.',
    'Les pools de nœuds peuvent descendre à zéro entre deux traitements batch : un job Spark nocturne ne paie ses exécuteurs que pendant qu’il tourne. Le module complémentaire Spark operator vous permet de soumettre des jobs sous forme de ressources SparkApplication, versionnées dans Git comme le reste de votre cluster.',
  ],
  whoFor: [
    'Les équipes de data engineering qui exploitent des pipelines Spark et des moteurs SQL.',
    'Les analystes qui ont besoin de requêtes interactives sur des données devant rester dans l’UE.',
    'Les équipes qui remplacent une plateforme de données managée par des moteurs open source qu’elles maîtrisent.',
  ],
  workloads: [
    {
      name: 'Traitement batch avec Spark',
      detail:
        'Des ressources SparkApplication dont les pods driver et exécuteurs sont placés sur des pools optimisés pour la mémoire ou le stockage.',
    },
    {
      name: 'SQL interactif',
      detail:
        'Trino, depuis la marketplace, interroge le stockage objet et les bases de données, avec des workers dimensionnés selon la charge des requêtes.',
    },
    { name: 'Streaming', detail: 'Apache Kafka via Strimzi, avec des brokers sur des nœuds de stockage NVMe.' },
    {
      name: 'Notebooks',
      detail: 'JupyterHub pour les analystes, avec un pod par utilisateur qui s’arrête en cas d’inactivité.',
    },
  ],
  considerations: [
    {
      text: 'Pour entraîner ou servir des modèles sur GPU, il vous faut le type AI/ML : les tailles de nœuds GPU ne sont proposées que sur celui-ci.',
      seeAlso: 'ai',
    },
  ],
};
