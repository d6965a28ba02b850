import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../db/plain-rows.js';
import { prepared, preparedRows } from '../../db/prepared.js';
import type { Memory, MemoryFile } from './memory.entity.js';

/**
 * Memories and files as the read-only screens read them: plain rows under the entities' property names,
 * not managed entities. The public page shows 100 memories and their files; hydrating them into the
 * identity map (which nothing on a read ever flushes) was most of its time. The graph resolves these
 * exactly as the entities (the same fields, the same field resolvers).
 */
export type MemoryRow = Omit<Memory, 'decedent' | 'memoryByPerson' | 'files'> & {
  decedent: { id: number };
  memoryByPerson: { id: number } | null;
};

/** A memory as the graph's field resolvers read it: a row above or a managed entity. */
export type MemoryLike = Omit<MemoryRow, 'memoryByPerson'> & { memoryByPerson?: { id: number } | null };

/** A file as the graph shows it (its stored size and creation time are not shown), with its memory's id. */
export type MemoryFileRow = Omit<MemoryFile, 'memory' | 'size' | 'createdAt'> & { memoryId: number };

const MEMORY_COLUMNS = `m.id, m.decedent_id, m.title, m.memory, m.memory_type, m.status, m.rejected_reason, m.is_private, m.date_of_memory,
  m.relationship, m.memory_by_person_id, m.memory_by_person_first_name, m.memory_by_person_last_name, m.person_email, m.person_phone,
  m.person_address, m.idempotency_key, ${epochMs('m.created_at')} as created_ms, ${epochMs('m.updated_at')} as updated_ms`;

type Columns = Record<string, any>;

/** A file as JSON under the graph's names (a memory's files come with it in one statement). */
const FILE_JSON = `json_build_object('id', f.id, 'memoryId', f.memory_id, 'fileType', f.file_type, 'src', f.src, 'originalUrl', f.original_url,
  'thumbnailUrl', f.thumbnail_url, 'rotationAngle', f.rotation_angle, 'width', f.width, 'height', f.height, 'fileName', f.file_name,
  'mimeType', f.mime_type, 'isLink', f.is_link, 'linkTitle', f.link_title)`;

/**
 * Approved memories of a decedent (hidden ones too when asked), newest memory date first: one page, each with its
 * files by id ascending (the same files the files loader would read; the caller primes it with them).
 */
export async function publicMemoryRows(
  em: EntityManager, q: { decedentId: number; withHidden: boolean; memoryType: number | null; limit: number; offset: number },
): Promise<Array<{ memory: MemoryRow; files: MemoryFileRow[] }>> {
  const statement = PUBLIC_PAGES[(q.withHidden ? 2 : 0) + (q.memoryType ? 1 : 0)]!;
  const params = q.memoryType ? [q.decedentId, q.memoryType, q.limit, q.offset] : [q.decedentId, q.limit, q.offset];
  const rows = await preparedRows<Columns>(em, statement, params);
  return rows.map((r) => ({ memory: memoryOfRow(r), files: r['files'] as MemoryFileRow[] }));
}

/** publicMemoryRows' four statements, prepared: [visible, visible of a type, with hidden, with hidden of a type]. */
const PUBLIC_PAGES = [false, true].flatMap((withHidden) => [false, true].map((byType) => prepared(
  `select ${MEMORY_COLUMNS}, (select coalesce(json_agg(${FILE_JSON} order by f.id), '[]') from memory_file f where f.memory_id = m.id) as files
   from memory m where m.decedent_id = ? and m.status = 'Accepted'${withHidden ? '' : ' and not m.is_private'}${byType ? ' and m.memory_type = ?' : ''}
   order by m.date_of_memory desc, m.id desc limit ? offset ?`)));

function memoryOfRow(r: Columns): MemoryRow {
  return {
    id: r['id'], decedent: { id: r['decedent_id'] }, title: r['title'], memory: r['memory'], memoryType: r['memory_type'], status: r['status'],
    rejectedReason: r['rejected_reason'], isPrivate: r['is_private'], dateOfMemory: r['date_of_memory'], relationship: r['relationship'],
    memoryByPerson: r['memory_by_person_id'] == null ? null : { id: r['memory_by_person_id'] },
    memoryByPersonFirstName: r['memory_by_person_first_name'], memoryByPersonLastName: r['memory_by_person_last_name'],
    personEmail: r['person_email'], personPhone: r['person_phone'], personAddress: r['person_address'], idempotencyKey: r['idempotency_key'],
    createdAt: new Date(r['created_ms']), updatedAt: new Date(r['updated_ms']),
  };
}

/** The files of these memories, by id ascending, grouped per memory (one pass). */
export async function fileRowsByMemory(em: EntityManager, memoryIds: readonly number[]): Promise<Map<number, MemoryFileRow[]>> {
  const rows = await em.getConnection().execute<Columns[]>(
    `select f.id, f.memory_id, f.file_type, f.src, f.original_url, f.thumbnail_url, f.rotation_angle, f.width, f.height, f.file_name, f.mime_type,
       f.is_link, f.link_title
     from memory_file f where f.memory_id in (?) order by f.id`, [[...memoryIds]], 'all', em.getTransactionContext());
  const byMemory = new Map<number, MemoryFileRow[]>();
  for (const r of rows) {
    const file: MemoryFileRow = {
      id: r['id'], memoryId: r['memory_id'], fileType: r['file_type'], src: r['src'], originalUrl: r['original_url'], thumbnailUrl: r['thumbnail_url'],
      rotationAngle: r['rotation_angle'], width: r['width'], height: r['height'], fileName: r['file_name'], mimeType: r['mime_type'],
      isLink: r['is_link'], linkTitle: r['link_title'],
    };
    const list = byMemory.get(file.memoryId);
    if (list) list.push(file); else byMemory.set(file.memoryId, [file]);
  }
  return byMemory;
}
