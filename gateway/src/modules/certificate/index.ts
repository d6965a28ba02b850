import type { DomainModule } from '../module.js';
import { Certificate, NextOfKin } from './certificate.entity.js';
import { CertificateResolver } from './certificate.resolver.js';
import { certificateRoutes } from './certificate.rest.js';
import { CertificateService } from './certificate.service.js';
import { loadSsnKey, ssnCipher } from './ssn-cipher.js';

export const certificateModule: DomainModule = {
  name: 'certificate',
  resolvers: [CertificateResolver],
  entities: [Certificate, NextOfKin],
  routes: certificateRoutes,
  services: [CertificateService],
  startupDeps: (config) => ({ ssn: ssnCipher(loadSsnKey(config)) }),
};
