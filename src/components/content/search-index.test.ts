import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './search-index.ts';

const docs = [
  {
    id: 'storage',
    body: '## Storage classes\n\nBlock volumes are provisioned by the CSI driver.',
    data: { title: 'Storage', description: 'Persistent volumes on CSI block storage.', section: 'Clusters' as const },
  },
  {
    id: 'api',
    body: '## Errors\n\nEvery failure has the same JSON shape.',
    data: { title: 'API', description: 'The console’s HTTP API.', section: 'API' as const },
  },
];
const tutorials = [
  {
    id: 'backups-with-velero',
    body: '## Schedule a backup\n\n```bash\nvelero schedule create daily\n```',
    data: { title: 'Backups with Velero', description: 'Back up a cluster.' },
  },
];
const hrefs = { docHref: (id: string) => `/documentation/${id}`, tutorialHref: (id: string) => `/tutorials/${id}` };

describe('buildSearchIndex', () => {
  it('lists every doc, then every tutorial, in the order given, with their plain text and headings', () => {
    const index = buildSearchIndex({ docs, tutorials, ...hrefs });
    expect(index.version).toBe(1);
    expect(index.docs.map((doc) => [doc.url, doc.kind, doc.section])).toEqual([
      ['/documentation/storage', 'doc', 'Clusters'],
      ['/documentation/api', 'doc', 'API'],
      ['/tutorials/backups-with-velero', 'tutorial', 'Tutorial'],
    ]);
    expect(index.docs[0]).toMatchObject({
      title: 'Storage',
      description: 'Persistent volumes on CSI block storage.',
      headings: ['Storage classes'],
      text: 'Storage classes Block volumes are provisioned by the CSI driver.',
    });
    expect(index.docs[2]?.text).toContain('velero schedule create daily');
  });

  it('takes each page from its translation, and keeps the English text of pages not translated yet', () => {
    const index = buildSearchIndex({
      docs,
      tutorials,
      ...hrefs,
      docTranslations: [
        {
          id: 'storage',
          body: '## Classes de stockage\n\nLes volumes bloc sont fournis par le pilote CSI.',
          data: { title: 'Stockage', description: 'Volumes persistants sur stockage bloc CSI.' },
        },
      ],
      tutorialTranslations: [
        {
          id: 'backups-with-velero',
          body: '## Planifier une sauvegarde',
          data: { title: 'Sauvegardes avec Velero', description: 'Sauvegarder un cluster.' },
        },
      ],
      section: (section) => ({ Clusters: 'Clusters', API: 'API (fr)' })[section],
    });
    const [storage, api, velero] = index.docs;
    expect(storage).toMatchObject({
      url: '/documentation/storage',
      title: 'Stockage',
      headings: ['Classes de stockage'],
      text: 'Classes de stockage Les volumes bloc sont fournis par le pilote CSI.',
    });
    // No translation: the English page, at the same address, with the section label translated.
    expect(api).toMatchObject({ url: '/documentation/api', title: 'API', section: 'API (fr)', headings: ['Errors'] });
    expect(velero).toMatchObject({
      url: '/tutorials/backups-with-velero',
      title: 'Sauvegardes avec Velero',
      section: 'Tutorial',
    });
  });

  it('ignores translations of pages that no longer exist in English', () => {
    const index = buildSearchIndex({
      docs: [],
      tutorials: [],
      ...hrefs,
      docTranslations: [{ id: 'gone', body: '', data: { title: 'Disparue', description: '' } }],
    });
    expect(index.docs).toEqual([]);
  });
});
