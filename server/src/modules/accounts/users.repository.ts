import type { EntityManager } from '../../db/orm.js';
import type { Identifier } from './account-input.js';
import { User } from './user.entity.js';

export function findUserByIdentifier(em: EntityManager, id: Identifier): Promise<User | null> {
  return id.kind === 'email'
    ? em.findOne(User, { email: id.email })
    : em.findOne(User, { mobile: id.mobile });
}
