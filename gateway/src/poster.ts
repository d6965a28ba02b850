import type express from 'express';
import { DomainError } from './errors.js';
import type { RequestInfo } from './graphql/context.js';
import { DecedentShareService, type PosterPaper } from './modules/decedent/decedent.share.js';
import type { RequestScope } from './request/scope.js';
import { sendDomainError } from './rest/envelope.js';

/**
 * GET /api/v1/decedent/{opi}/poster?paper=letter|a4: the printable QR poster of the official page, a PDF
 * attachment. Who may have it is who may see the page: everyone on a public page; on a private one the
 * family with access and staff (the bearer token, as on every /api/v1 path). Errors are the legacy envelope.
 */
export function servePoster(app: express.Express, createContext: (req: RequestInfo) => Promise<RequestScope>) {
  app.get('/api/v1/decedent/:opi/poster', async (req, res, next) => {
    try {
      const paper: PosterPaper = req.query['paper'] === 'a4' ? 'a4' : 'letter';
      const scope = await createContext({ authorization: req.headers.authorization ?? null, ip: req.ip ?? null });
      const poster = await scope.service(DecedentShareService).poster(req.params.opi, paper);
      // A private page's poster names the decedent: never kept by a shared cache.
      res.set('Cache-Control', 'private, no-store');
      res.attachment(poster.fileName).type('application/pdf').send(Buffer.from(poster.pdf));
    } catch (err) {
      if (err instanceof DomainError) {
        res.set('Cache-Control', 'no-store');
        sendDomainError(res, err);
        return;
      }
      next(err);
    }
  });
}
