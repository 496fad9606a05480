import { endpoint } from './endpoint.ts';
import { currentUserSchema } from '../entities/current-user.ts';

export const usersMe = endpoint({
  method: 'GET',
  path: '/api/v1/users/me',
  response: currentUserSchema,
  summary: 'The signed-in user with its organisation',
});
