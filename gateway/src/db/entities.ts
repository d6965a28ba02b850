import { User } from '../modules/identity/user.entity.js';
import { LoginAttempt, PasswordReset, Session } from '../modules/identity/session.entity.js';
import { ArrangerCase, CemeteryLocation, Decedent, Obituary, PolicyAcceptance } from '../modules/decedent/decedent.entity.js';
import { AppMeta } from './app-meta.entity.js';
import { Memory, MemoryFile } from '../modules/memory/memory.entity.js';
import { MediaUpload } from '../media/media-upload.entity.js';
import { Certificate, NextOfKin } from '../modules/certificate/certificate.entity.js';
import { FuneralService, ServiceInterest } from '../modules/service/service.entity.js';
import { PrayerCard, ProgramCard } from '../modules/arrangement/card.entity.js';

/** Every entity, listed once; the ORM discovers nothing by globbing. */
export const ENTITIES = [User, Session, LoginAttempt, PasswordReset, Decedent, Obituary, CemeteryLocation, ArrangerCase, PolicyAcceptance, AppMeta, Memory, MemoryFile, MediaUpload, Certificate, NextOfKin, FuneralService, ServiceInterest, PrayerCard, ProgramCard];
