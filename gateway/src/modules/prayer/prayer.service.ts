import type { IncomingFile } from '../../media/intake.js';
import type { RequestScope } from '../../request/scope.js';
import type { Poem, PrayerCardInput, PrayerCardResult, PrayerCardTemplate, PrayerCardView, PrayerLocation } from './prayer.types.js';

export class PrayerService {
  constructor(private readonly ctx: RequestScope) {}
  async templates(): Promise<PrayerCardTemplate[]> { void this.ctx; return []; }
  async poems(): Promise<Poem[]> { return []; }
  async locations(_opi: string): Promise<PrayerLocation[]> { return []; }
  async get(_opi: string): Promise<PrayerCardView> { throw new Error('not yet'); }
  async choose(_opi: string, _templateId: number): Promise<PrayerCardResult> { throw new Error('not yet'); }
  async upload(_opi: string, _file: IncomingFile | null, _coordinates: string | null): Promise<PrayerCardResult> { throw new Error('not yet'); }
  async save(_opi: string, _input: PrayerCardInput): Promise<PrayerCardResult> { throw new Error('not yet'); }
  async submit(_opi: string, _files: IncomingFile[]): Promise<PrayerCardResult> { throw new Error('not yet'); }
  async setLock(_opi: string, _isLocked: boolean): Promise<PrayerCardResult> { throw new Error('not yet'); }
}
