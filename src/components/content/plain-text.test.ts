import { describe, expect, it } from 'vitest';
import { excerpt, extractHeadings, mdxToPlainText } from './plain-text.ts';

const body = `import TierTable from './TierTable.astro';

Create a **Sandbox** cluster first: see [choosing a type](/documentation/choosing-a-cluster-type).

<TierTable />

## Download the \`kubeconfig\`

| Size | vCPU |
|---|---|
| gp-2-4 | 2 |

\`\`\`bash
# Point kubectl at the cluster
kubectl get nodes -l app=<name>
\`\`\`

### Rotate _credentials_
`;

describe('mdxToPlainText', () => {
  it('keeps prose and code text but drops imports, JSX, links and markup', () => {
    const text = mdxToPlainText(body);
    expect(text).toContain('Create a Sandbox cluster first: see choosing a type.');
    expect(text).toContain('Download the kubeconfig');
    expect(text).toContain('gp-2-4 2');
    expect(text).toContain('kubectl get nodes -l app=<name>');
    expect(text).toContain('Rotate credentials');
    expect(text).not.toMatch(/import|TierTable|\/documentation|\*\*|```|---/);
  });
});

describe('extractHeadings', () => {
  it('lists h2 and h3 text in order, ignoring comments inside code blocks', () => {
    expect(extractHeadings(body)).toEqual(['Download the kubeconfig', 'Rotate credentials']);
  });
});

describe('excerpt', () => {
  it('returns short text unchanged', () => {
    expect(excerpt('A short sentence.', 50)).toBe('A short sentence.');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const result = excerpt('one two three four five six seven eight nine ten', 20);
    expect(result).toBe('one two three four…');
  });
});
