// What sticks out of a phone's screen: the page's own horizontal scroll, and anything a user can
// see that crosses the viewport's right edge without a scrolling container of its own to hold it.
import type { Page } from '@playwright/test';

/** One thing crossing the right edge: `div.card (width 534, right 540)`, or the text it holds. */
export type Overflow = { scrollWidth: number; viewport: number; offenders: string[] };

/**
 * Measures the page as it is drawn now. An offender is a visible element (or run of text) that
 * starts inside the viewport and ends past its right edge, and that no scrolling or clipping
 * container narrower than the screen holds; only the outermost of nested offenders is named, the
 * widest first, so the message points at the element that is too wide rather than at its children.
 */
export async function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const edge = viewport + 1;
    const describe = (element: Element, width: number, right: number, what = '') => {
      const classes =
        typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
      return `${what}${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (width ${Math.round(width)}, right ${Math.round(right)})`;
    };
    // A container that scrolls or clips horizontally and itself fits holds what is inside it.
    const heldByContainer = (node: Node): boolean => {
      for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return parent.getBoundingClientRect().right <= edge;
      }
      return false;
    };
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const crosses = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.left < viewport && rect.right > edge;

    const found: { element: Element; width: number; text: string }[] = [];
    // Off screen to the right, seen or not: what widens the page when nothing visible crosses the edge.
    const beyond: { element: Element; width: number; text: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.right > edge && !heldByContainer(element))
        beyond.push({ element, width: rect.width, text: describe(element, rect.width, rect.right) });
      if (!visible(element)) continue;
      if (crosses(rect) && !heldByContainer(element)) {
        found.push({ element, width: rect.width, text: describe(element, rect.width, rect.right) });
        continue;
      }
      // Text that runs out of its own box (a long id or address that does not wrap).
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const textRect = range.getBoundingClientRect();
        if (crosses(textRect) && !heldByContainer(node)) {
          const snippet = node.textContent.trim().slice(0, 40);
          found.push({
            element,
            width: textRect.width,
            text: describe(element, textRect.width, textRect.right, `text “${snippet}” in `),
          });
        }
      }
    }
    const scrollWidth = document.documentElement.scrollWidth;
    const named = found.length || scrollWidth <= viewport ? found : beyond;
    const outermost = named.filter(
      ({ element }) => !named.some((other) => other.element !== element && other.element.contains(element)),
    );
    outermost.sort((a, b) => b.width - a.width);
    return { scrollWidth, viewport, offenders: outermost.slice(0, 5).map((entry) => entry.text) };
  });
}

/** The failure message for `route`, or '' when nothing sticks out. */
export function overflowMessage(route: string, { scrollWidth, viewport, offenders }: Overflow): string {
  if (scrollWidth <= viewport && offenders.length === 0) return '';
  return `${route}: page ${scrollWidth} px wide on a ${viewport} px screen; sticking out: ${offenders.join('; ')}`;
}

/**
 * What sticks out of the page's sections (its cards) on any screen: visible elements or text past a
 * section's right edge that no scrolling container inside the section holds. Named as
 * `section “Latest orders”: a.truncate (width 420, right 700 > 690)`.
 */
export async function sectionOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''}`;
    for (const section of document.querySelectorAll('main section')) {
      if (!section.checkVisibility()) continue;
      const edge = section.getBoundingClientRect().right + 1;
      const title = section.querySelector('h2, h3')?.textContent?.trim() ?? name(section);
      // Held by a scrolling or clipping box up to the section itself (a screen-reader-only span clips its text).
      const held = (node: Node) => {
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
          if (parent === section) return false;
        }
        return false;
      };
      for (const element of section.querySelectorAll('*')) {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || held(element)) continue;
        const boxes: [string, DOMRect][] = [[name(element), element.getBoundingClientRect()]];
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim() || held(node)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push([
            `text “${node.textContent.trim().slice(0, 40)}” in ${name(element)}`,
            range.getBoundingClientRect(),
          ]);
        }
        for (const [what, rect] of boxes) {
          if (rect.width > 0 && rect.right > edge)
            problems.push(
              `section “${title}”: ${what} (width ${Math.round(rect.width)}, right ${Math.round(rect.right)} > ${Math.round(edge - 1)})`,
            );
        }
      }
    }
    return problems.slice(0, 10);
  });
}
