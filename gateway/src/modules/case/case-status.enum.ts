import { registerEnumType } from 'type-graphql';

export const CaseStatusEnum = { active: 'active', closed: 'closed' } as const;
registerEnumType(CaseStatusEnum, { name: 'CaseStatus' });
