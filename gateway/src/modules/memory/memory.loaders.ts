import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileRowsByMemory, type MemoryFileRow, type MemoryLike } from './memory.rows.js';

/** Per-request batch loaders: the files of a list of memories in one statement, as plain rows. */
export function memoryLoaders(em: EntityManager) {
  /** The files the loader has read in this request, by memory: a list whose files were read ahead answers at once. */
  const filesRead = new Map<number, MemoryFileRow[]>();
  return {
    filesByMemory: new DataLoader<number, MemoryFileRow[]>(async (ids) => {
      const byMemory = await fileRowsByMemory(em, ids);
      return ids.map((id) => {
        const files = byMemory.get(id) ?? [];
        filesRead.set(id, files);
        return files;
      });
    }),
    filesRead: filesRead as ReadonlyMap<number, MemoryFileRow[]>,
    /** A memory's files read with it by another statement (the public list): the loader then has them. */
    primeFiles(memoryId: number, files: MemoryFileRow[]) {
      if (filesRead.has(memoryId)) return;
      filesRead.set(memoryId, files);
      this.filesByMemory.prime(memoryId, files);
    },
    /** The memories whose files this request shows, by id: a file's URLs are for those who may see its memory. */
    memoriesShown: new Map<number, MemoryLike>(),
  };
}
