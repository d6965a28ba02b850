import { registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

/** GraphQL names cannot hold a hyphen, so cl-arranger is spelled cl_arranger in the graph. */
export const RoleEnum = { arranger: 'arranger', admin: 'admin', cl_arranger: 'cl-arranger' } as const;
registerEnumType(RoleEnum, { name: 'Role', description: 'A role a person signs in as.' });

export const CaseStatusEnum = { active: 'active', closed: 'closed' } as const;
registerEnumType(CaseStatusEnum, { name: 'CaseStatus' });

export { GraphQLJSONObject };
