// The one door to the compiled messages: importing locale.ts first makes every message follow
// the page's language in a browser. Each message is its own module, so a page's bundle carries
// only the messages it calls (in both languages).
import './locale.ts';

export { m } from '#i18n/messages';
