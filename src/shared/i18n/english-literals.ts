import ts from 'typescript';

/**
 * Words that read the same in every language: product and standard names, units, codes. A text
 * made only of these (and digits, punctuation) is not English left untranslated.
 */
const UNIVERSAL_WORDS = new Set([
  'Kubernetes',
  'kubectl',
  'kubeconfig',
  'Helm',
  'API',
  'CLI',
  'CSV',
  'PDF',
  'XML',
  'JSON',
  'YAML',
  'URL',
  'ID',
  'IDs',
  'SSO',
  'TOTP',
  'MFA',
  'GiB',
  'MiB',
  'TiB',
  'GB',
  'MB',
  'vCPU',
  'vCPUs',
  'CPU',
  'GPU',
  'RAM',
  'SLA',
  'EUR',
  'USD',
  'GBP',
  'HDS',
  'GDPR',
  'RGPD',
  'CISPE',
  'ISO',
  'SOC',
  'SSH',
  'TLS',
  'DNS',
  'IP',
  'IPv4',
  'IPv6',
  'CIDR',
  'HTTP',
  'HTTPS',
  'OK',
  'Factur',
  'EN',
  'VAT',
  'SAS',
  'AWS',
  'GCP',
  'Azure',
  'DigitalOcean',
  'Alibaba',
  'Huawei',
  'IBM',
  'Sovereign',
  'Cloud',
  'Français',
  'English',
  'PARIS',
  'UTC',
  'Stripe',
  'SEPA',
  'IBAN',
  'BIC',
  'Visa',
  'Mastercard',
  'Amex',
  'etcd',
  'CNI',
  'CSI',
  'Prometheus',
  'Grafana',
  'Cilium',
  'Calico',
  'Istio',
  'Linkerd',
  'ArgoCD',
  'Velero',
  'NGINX',
  'Ingress',
  'GitHub',
  'GitLab',
  'webhook',
  'webhooks',
  'Webhook',
  'Webhooks',
  'h',
  'min',
  'ms',
  's',
  'kB',
  'x',
  'px',
]);

/** JSX attributes a reader sees or hears. */
const READ_ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'alt',
  'label',
  'description',
  'heading',
  'emptyText',
  'hint',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
  'lead',
  'caption',
  'tooltip',
]);
/** Object properties that become visible text (a toast's title, a column's label, a field's hint). */
const READ_PROPERTIES = new Set([
  'title',
  'description',
  'label',
  'message',
  'placeholder',
  'heading',
  'emptyText',
  'hint',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
  'helpText',
  'caption',
  'tooltip',
  'ariaLabel',
]);

export type EnglishLiteral = { line: number; text: string };

/** True when a text holds a word that needs translating. */
export function readsAsWords(text: string): boolean {
  for (const word of text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’]+/g) ?? []) if (!UNIVERSAL_WORDS.has(word)) return true;
  return false;
}

/**
 * The texts in an island's source that a reader would meet in English whatever the page's
 * language: JSX text, read attributes, strings rendered from JSX expressions, and strings given
 * to read properties (toasts, columns, fields).
 */
export function englishLiterals(fileName: string, source: string): EnglishLiteral[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: EnglishLiteral[] = [];
  const report = (node: ts.Node, text: string) => {
    if (readsAsWords(text))
      found.push({
        line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim().slice(0, 80),
      });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    )
      report(node, node.initializer.text);
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && renderedFromJsx(node))
      report(node, node.text);
    else if (ts.isTemplateExpression(node) && renderedFromJsx(node))
      report(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    else if (
      ts.isPropertyAssignment(node) &&
      READ_PROPERTIES.has(node.name.getText()) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    )
      report(node, node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A string that a JSX child expression renders: `{'Save'}`, `{busy ? 'Saving…' : label}`. */
function renderedFromJsx(node: ts.Node): boolean {
  let current: ts.Node = node;
  while (current.parent) {
    const parent: ts.Node = current.parent;
    if (ts.isJsxExpression(parent))
      return !ts.isJsxAttribute(parent.parent) || READ_ATTRIBUTES.has(parent.parent.name.getText());
    const passesThrough =
      (ts.isConditionalExpression(parent) && parent.condition !== current) ||
      (ts.isBinaryExpression(parent) &&
        [
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(parent.operatorToken.kind) &&
        parent.right === current) ||
      ts.isParenthesizedExpression(parent);
    if (!passesThrough) return false;
    current = parent;
  }
  return false;
}
