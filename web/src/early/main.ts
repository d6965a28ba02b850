// The HTML's first script (index.html): the memorial page's query, started before the app's scripts arrive.
import query from 'virtual:memorial-query-text/MemorialPage';
import { startEarlyPageQuery } from './page-query';

const early = startEarlyPageQuery(window.location.pathname, query);
if (early) window.__earlyQuery = early;
