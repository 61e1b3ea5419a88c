// The refusals an admin route that reads and changes one kind of record documents: bad input,
// no session, a role without the permission, no such record, a change that conflicts.
import { ApiErrorSchema } from '../../shared/schemas/errors';

export const ADMIN_ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
