// Staff accounts, for owners only (permissions.ts): list, add with a role, change a role,
// deactivate (which signs the account out everywhere), reactivate. The store always keeps an
// active owner (staff-auth/service.ts).
import {
  AdminIdParamsSchema,
  AdminStaffCreateSchema,
  AdminStaffListSchema,
  AdminStaffSchema,
  CANNOT_DEACTIVATE_SELF,
  StaffRoleChangeSchema,
  type AdminStaff,
} from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import {
  AuthMessageSchema,
  StaffInvitationListSchema,
  StaffInvitationSchema,
  StaffInviteSchema,
} from '../../shared/schemas/staff-auth';
import { inviteStaff, listInvitations, resendInvitation, revokeInvitation } from '../staff-auth/invitations';
import { findStaffById, listStaff, type StaffRow } from '../staff-auth/queries';
import { createStaff, setStaffActiveById, setStaffRoleById } from '../staff-auth/service';
import { sendResetByOwner } from '../staff-auth/password-reset';
import { endAllSessionsOf } from '../staff-auth/session-list';
import { conflict, notFound } from '../http/errors';
import type { DomainRoutes } from '../http/types';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
};
const STAFF_NOT_FOUND = 'Staff account not found';

const presentStaff = (row: StaffRow): AdminStaff => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export const adminStaffRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get('/staff', { schema: { response: { 200: AdminStaffListSchema, ...errors } } }, async () =>
    (await listStaff(db)).map(presentStaff),
  );

  app.post(
    '/staff',
    { schema: { body: AdminStaffCreateSchema, response: { 201: AdminStaffSchema, ...errors } } },
    async (request, reply) => {
      const { role, ...account } = request.body;
      const created = await createStaff(db, account, role);
      const row = await findStaffById(db, created.id);
      return reply.code(201).send(presentStaff(row!));
    },
  );

  const setActive =
    (isActive: boolean) => async (request: { params: { id: number }; staff?: { id: number } | undefined }) => {
      if (!isActive && request.params.id === request.staff?.id) {
        throw conflict(CANNOT_DEACTIVATE_SELF, [{ path: 'id', message: CANNOT_DEACTIVATE_SELF }]);
      }
      const row = await setStaffActiveById(db, request.params.id, isActive, new Date(), request.staff?.id);
      if (!row) throw notFound(STAFF_NOT_FOUND);
      return presentStaff(row);
    };

  const options = { schema: { params: AdminIdParamsSchema, response: { 200: AdminStaffSchema, ...errors } } };
  app.post('/staff/:id/deactivate', options, setActive(false));
  app.post('/staff/:id/activate', options, setActive(true));

  app.patch(
    '/staff/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: StaffRoleChangeSchema,
        response: { 200: AdminStaffSchema, ...errors },
      },
    },
    async (request) => {
      const row = await setStaffRoleById(db, request.params.id, request.body.role, request.staff!.id);
      if (!row) throw notFound(STAFF_NOT_FOUND);
      return presentStaff(row);
    },
  );

  // Invitations: the invitee sets their own password (staff-auth/invitations.ts).
  const invitations = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  app.get('/staff/invitations', { schema: { response: { 200: StaffInvitationListSchema, ...errors } } }, async () =>
    listInvitations(db),
  );

  app.post(
    '/staff/invitations',
    { schema: { body: StaffInviteSchema, response: { 201: StaffInvitationSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await inviteStaff(invitations, request.body, request.staff)),
  );

  app.post(
    '/staff/invitations/:id/resend',
    { schema: { params: AdminIdParamsSchema, response: { 200: StaffInvitationSchema, ...errors } } },
    async (request) => resendInvitation(invitations, request.params.id, request.staff),
  );

  app.post(
    '/staff/invitations/:id/revoke',
    { schema: { params: AdminIdParamsSchema, response: { 200: AuthMessageSchema, ...errors } } },
    async (request) => {
      await revokeInvitation(db, request.params.id);
      return { message: 'Invitation revoked' };
    },
  );

  // Signing an account out everywhere, and a reset link to its email (its sessions end too).
  const idOnly = { schema: { params: AdminIdParamsSchema, response: { 200: AuthMessageSchema, ...errors } } };
  app.post('/staff/:id/sessions/end', idOnly, async (request) => {
    const ended = await endAllSessionsOf(db, request.params.id);
    return { message: `${ended} session${ended === 1 ? '' : 's'} ended` };
  });

  app.post('/staff/:id/password-reset', idOnly, async (request) => {
    await sendResetByOwner(invitations, request.params.id, request.staff!);
    return { message: 'A link to choose a new password was emailed; their sessions ended.' };
  });
};
