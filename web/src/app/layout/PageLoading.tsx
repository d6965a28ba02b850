import { APP_TEXTS } from '@memorial/schema';
import { useT } from '../i18n';

/**
 * Shown for the moment a screen's code is on its way. index.html holds the same markup, so the first paint of a
 * cold load shows it too and the app takes over without a change on screen.
 */
export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status">
      {t(APP_TEXTS, 'loading')}
    </div>
  );
}
