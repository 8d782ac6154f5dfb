/** README.txt of an archive, in English then French: what each file is and how to import it. */
export function archiveReadme(meta: { organizationName: string; organizationId: string; exportedAt: string }): string {
  return `Organization archive — ${meta.organizationName} (${meta.organizationId})
Exported at ${meta.exportedAt} (UTC)

ENGLISH

This archive holds every record the console keeps about your organization, so that you can
keep it, read it with your own tools, or move it to another instance of the console.

  manifest.json                 What the archive is (schemaVersion 1, kind "organization-archive"),
                                every other file with its size and SHA-256, the fields left out
                                because they are secrets ("redacted") and the tables never exported.
  data/<table>.jsonl            One record per line (JSON Lines), one file per table.
  schemas/<table>.schema.json   The JSON Schema (draft 2020-12) every line of data/<table>.jsonl meets.
  documents/invoices/           Each invoice as its Factur-X PDF (<number>.pdf) and, for documents
                                issued under EN 16931, its CII XML (<number>.xml): the same files
                                the console's invoice downloads give.
  documents/credit-notes/       The same for credit notes.
  tickets/<ticket>/attachments/ The files attached to your support tickets.
  attachments/                  Files uploaded for other requests (custom solutions) or not sent.
  audit/audit.jsonl             Your audit log, oldest first, with each entry's place in the hash
                                chain (seq, prevHash, hash): the same as the console's audit export.
  usage/hourly.csv              Usage by hour (UTC): cluster, hour, metric, quantity and unit (CSV,
                                RFC 4180, header row). Costs are list prices in micro-dollars.
  carbon/footprint.csv          Each cluster's estimated carbon footprint per month (grams CO2e,
                                node-hours, kWh and the factors), as /usage downloads it; the
                                method is the console's /documentation/carbon-footprint page.

Secrets are never exported: passwords, two-factor secrets, session identifiers, API token and
kubeconfig credentials, webhook signing secrets, the single sign-on client secret, payment
provider tokens. Kubeconfigs and API tokens are listed (inventory) without their credentials.
Support staff's internal notes on tickets are left out too.

To import into an empty instance of the console:
  npm run org:import -- <this archive .tar.gz>
The import checks the manifest and every checksum first and changes nothing if one fails. Members
then sign in with "Forgot password" (an e-mailed link): their passwords did not come along.
Saved payment methods, webhook signing secrets and single sign-on must be set up again.

FRANÇAIS

Cette archive contient tous les enregistrements que la console conserve sur votre organisation,
pour que vous puissiez les garder, les lire avec vos propres outils ou les transférer vers une
autre instance de la console.

  manifest.json                 La description de l’archive (schemaVersion 1, kind
                                « organization-archive »), chaque autre fichier avec sa taille et
                                son SHA-256, les champs omis parce que secrets (« redacted ») et les
                                tables jamais exportées.
  data/<table>.jsonl            Un enregistrement par ligne (JSON Lines), un fichier par table.
  schemas/<table>.schema.json   Le schéma JSON (draft 2020-12) que respecte chaque ligne de data/<table>.jsonl.
  documents/invoices/           Chaque facture en PDF Factur-X (<numéro>.pdf) et, pour les documents
                                émis selon l’EN 16931, son XML CII (<numéro>.xml) : les mêmes
                                fichiers que les téléchargements de factures de la console.
  documents/credit-notes/       De même pour les avoirs.
  tickets/<ticket>/attachments/ Les fichiers joints à vos tickets de support.
  attachments/                  Les fichiers envoyés pour d’autres demandes (solutions sur mesure) ou jamais joints.
  audit/audit.jsonl             Votre journal d’audit, du plus ancien au plus récent, avec la place de
                                chaque entrée dans la chaîne de hachage (seq, prevHash, hash) : le même
                                que l’export d’audit de la console.
  usage/hourly.csv              La consommation par heure (UTC) : cluster, heure, mesure, quantité et
                                unité (CSV, RFC 4180, ligne d’en-tête). Les coûts sont des prix
                                catalogue en micro-dollars.
  carbon/footprint.csv          L’empreinte carbone estimée de chaque cluster par mois (grammes
                                CO2e, heures-nœuds, kWh et facteurs), comme /usage la télécharge ;
                                la méthode est la page /fr/documentation/carbon-footprint.

Aucun secret n’est exporté : mots de passe, secrets de double authentification, identifiants de
session, jetons d’API et de kubeconfig, secrets de signature des webhooks, secret client de
l’authentification unique, jetons du prestataire de paiement. Les kubeconfigs et les jetons d’API
sont listés (inventaire) sans leurs identifiants. Les notes internes de l’équipe de support sur les
tickets sont également omises.

Pour importer dans une instance vide de la console :
  npm run org:import -- <cette archive .tar.gz>
L’import vérifie d’abord le manifeste et chaque somme de contrôle, et ne change rien si l’une
échoue. Les membres se connectent ensuite avec « Mot de passe oublié » (un lien par e-mail) : leurs
mots de passe n’ont pas été exportés. Les moyens de paiement enregistrés, les secrets de signature
des webhooks et l’authentification unique sont à configurer de nouveau.
`;
}
