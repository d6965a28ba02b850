import { registerEnumType } from 'type-graphql';
import { GRAPHQL_ROLES } from '@memorial/schema';

/** The graph's Role enum: its names are GRAPHQL_ROLES' keys (cl_arranger), its values the roles (cl-arranger). */
export const RoleEnum = GRAPHQL_ROLES;
registerEnumType(RoleEnum, { name: 'Role', description: 'A role a person signs in as.' });
