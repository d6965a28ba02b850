import type { DomainModule } from '../module.js';
import { Memory, MemoryFile } from './memory.entity.js';
import { memoryLoaders } from './memory.loaders.js';
import { MemoryFileResolver, MemoryResolver } from './memory.resolver.js';
import { adminMemoryRoutes, memoryRoutes } from './memory.rest.js';
import { MemoryMediaService } from './memory.media.js';
import { memoryMediaOwner } from './memory.media-owner.js';
import { MemoryModerationService } from './memory.moderation.js';
import { MemoryScreeningService } from './memory.screening.js';
import { MemoryService } from './memory.service.js';

export const memoryModule: DomainModule = {
  name: 'memory',
  resolvers: [MemoryResolver, MemoryFileResolver],
  entities: [Memory, MemoryFile],
  routes: [...memoryRoutes, ...adminMemoryRoutes],
  loaders: memoryLoaders,
  services: [MemoryService, MemoryModerationService, MemoryMediaService, MemoryScreeningService],
  mediaOwner: memoryMediaOwner,
};
