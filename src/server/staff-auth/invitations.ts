// Invitations: an owner invites an email with a role; the invitee gets a link, valid 72 hours
// and usable once, opens it in the store, chooses a username and a password, and is signed in.
// Nobody types a password for someone else. The link's secret is kept only as its SHA-256.
// Owners see pending invitations, send one again (a new link; the old one stops working) or
// revoke it. Each step writes an activity row.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InvitationAccept, InvitationInfo, StaffInvite, StaffInvitation } from '../../shared/schemas/staff-auth';
import { STAFF_ROLE_LABELS, isStaffRole } from '../../shared/staff-roles';
import { STORE } from '../../shared/store';
import { recordAudit } from '../audit/record';
import type { Db, Tx } from '../db/database';
import { adminUsers, staffTokens } from '../db/schema';
import { violatedUniqueIndex } from '../db/unique-violation';
import { conflict, HttpError, notFound } from '../http/errors';
import { newToken, sha256Hex } from '../http/tokens';
import type { Mailer } from '../ports/mailer';
import { hashPassword } from './password';
import { findStaffByEmail, findStaffByUsername, insertStaff } from './queries';
import { sendStaffSecretEmail } from './secret-mail';
import { startStaffSession, toStaffMember, type SessionClient, type SessionPolicy } from './sessions';
import type { StaffMember } from '../../shared/schemas/staff-auth';
import './common-passwords';

export const INVITATION_VALID_HOURS = 72;
export const INVITATION_PATH = '/staff/invitation';
export const LINK_NOT_VALID = 'This link is no longer valid. Please ask for a new one.';
const EMAIL_TAKEN = 'A staff account already uses this email';
const ALREADY_INVITED = 'This email has a pending invitation: send it again or revoke it';
const USERNAME_TAKEN = 'Username is already taken';
const INVITATION_NOT_FOUND = 'Invitation not found';

const live = (now: Date) =>
  and(
    eq(staffTokens.purpose, 'invite'),
    isNull(staffTokens.usedAt),
    isNull(staffTokens.revokedAt),
    gt(staffTokens.expiresAt, now),
  );
const invitationSubject = (row: { id: number; email: string }) => ({
  type: 'staff_invitation' as const,
  id: row.id,
  label: row.email,
});

function invitationEmail(to: string, role: string, link: string, invitedBy: string | undefined) {
  const roleLabel = isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role;
  return {
    to,
    subject: `You are invited to ${STORE.name}'s admin`,
    text: [
      `${invitedBy ?? 'An owner'} invited you to join ${STORE.name}'s admin as ${roleLabel}.`,
      '',
      `Choose your username and password here (the link works once, for ${INVITATION_VALID_HOURS} hours):`,
      link,
      '',
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
  };
}

/**
 * Makes a link and answers the invitation as the list shows it, so a revoke racing in cannot leave the answer empty.
 */
async function issue(
  tx: Tx,
  email: string,
  role: string,
  inviter: { id: number; username: string } | undefined,
  now: Date,
): Promise<{ invitation: StaffInvitation; token: string }> {
  const token = newToken();
  const [row] = await tx
    .insert(staffTokens)
    .values({
      purpose: 'invite',
      tokenHash: sha256Hex(token),
      email,
      role,
      createdBy: inviter?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_HOURS * 3_600_000),
    })
    .returning();
  const invitation = {
    id: row!.id,
    email,
    role,
    invitedBy: inviter?.username ?? null,
    createdAt: row!.createdAt.toISOString(),
    expiresAt: row!.expiresAt.toISOString(),
  };
  return { invitation, token };
}

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const linkFor = (publicUrl: string, token: string) => `${publicUrl}${INVITATION_PATH}#${token}`;

/**
 * Invites `email` with a role and emails the link; refused when a staff account or a pending invitation already has the
 * email.
 */
export async function inviteStaff(
  deps: InvitationDeps,
  input: StaffInvite,
  inviter: { id: number; username: string } | undefined,
  now = new Date(),
): Promise<StaffInvitation> {
  if (await findStaffByEmail(deps.db, input.email))
    throw conflict(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  const issued = await deps.db.transaction(async (tx) => {
    // One pending invitation per email: taking a lock on the email makes two at once take turns.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'staff-invite:' + input.email}))`);
    const [pending] = await tx
      .select({ id: staffTokens.id })
      .from(staffTokens)
      .where(and(live(now), sql`lower(${staffTokens.email}) = ${input.email}`));
    if (pending) throw conflict(ALREADY_INVITED, [{ path: 'email', message: ALREADY_INVITED }]);
    const made = await issue(tx, input.email, input.role, inviter, now);
    await recordAudit(tx, {
      kind: 'staff.invited',
      subject: invitationSubject(made.invitation),
      after: { email: input.email, role: input.role, validHours: INVITATION_VALID_HOURS },
    });
    return made;
  });
  await sendStaffSecretEmail(
    deps.mailer,
    invitationEmail(input.email, input.role, linkFor(deps.publicUrl, issued.token), inviter?.username),
    'Staff invitation',
  );
  return issued.invitation;
}

/** Pending invitations, newest first. */
export async function listInvitations(db: Db, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await db
    .select({
      id: staffTokens.id,
      email: staffTokens.email,
      role: staffTokens.role,
      invitedBy: adminUsers.username,
      createdAt: staffTokens.createdAt,
      expiresAt: staffTokens.expiresAt,
    })
    .from(staffTokens)
    .leftJoin(adminUsers, eq(adminUsers.id, staffTokens.createdBy))
    .where(live(now))
    .orderBy(desc(staffTokens.id));
  return rows.map((row) => ({
    ...row,
    role: row.role ?? '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Ends a pending invitation; its link stops working. */
export async function revokeInvitation(db: Db, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffTokens.id, id), live(now)))
      .returning();
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    await recordAudit(tx, {
      kind: 'staff.invitation_revoked',
      subject: invitationSubject(row),
      before: { email: row.email, role: row.role },
    });
  });
}

/** Sends a pending invitation again with a new link, valid 72 hours from now; the old link stops working. */
export async function resendInvitation(
  deps: InvitationDeps,
  id: number,
  inviter: { id: number; username: string } | undefined,
  now = new Date(),
): Promise<StaffInvitation> {
  const issued = await deps.db.transaction(async (tx) => {
    const [old] = await tx
      .update(staffTokens)
      .set({ revokedAt: now })
      .where(and(eq(staffTokens.id, id), live(now)))
      .returning();
    if (!old) throw notFound(INVITATION_NOT_FOUND);
    const made = await issue(tx, old.email, old.role ?? '', inviter, now);
    await recordAudit(tx, {
      kind: 'staff.invitation_resent',
      subject: invitationSubject(made.invitation),
      before: { invitation: old.id },
      after: { email: old.email, role: old.role, validHours: INVITATION_VALID_HOURS },
    });
    return made;
  });
  const { email, role } = issued.invitation;
  await sendStaffSecretEmail(
    deps.mailer,
    invitationEmail(email, role, linkFor(deps.publicUrl, issued.token), inviter?.username),
    'Staff invitation',
  );
  return issued.invitation;
}

/** Whom a link invites, for the page that opens it; 404 for a link used, revoked, expired or unknown. */
export async function lookUpInvitation(db: Db, token: string, now = new Date()): Promise<InvitationInfo> {
  const [row] = await db
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.tokenHash, sha256Hex(token)), live(now)));
  if (!row) throw new HttpError(404, LINK_NOT_VALID, [{ path: 'token', message: LINK_NOT_VALID }]);
  return { email: row.email, role: row.role ?? '' };
}

/**
 * Uses the link: makes the account with the invited email and role and the invitee's own
 * username and password, and opens a session. The link is spent in the same transaction, so
 * two tabs cannot both use it.
 */
export async function acceptInvitation(
  db: Db,
  body: InvitationAccept,
  policy: SessionPolicy,
  client: SessionClient,
  now = new Date(),
): Promise<{ staff: StaffMember; token: string }> {
  if (await findStaffByUsername(db, body.username))
    throw conflict(USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [invite] = await tx
        .update(staffTokens)
        .set({ usedAt: now })
        .where(and(eq(staffTokens.tokenHash, sha256Hex(body.token)), live(now)))
        .returning();
      if (!invite) throw new HttpError(404, LINK_NOT_VALID, [{ path: 'token', message: LINK_NOT_VALID }]);
      if (await findStaffByEmail(tx, invite.email))
        throw conflict(EMAIL_TAKEN, [{ path: 'token', message: EMAIL_TAKEN }]);
      const account = await insertStaff(tx, {
        username: body.username,
        email: invite.email,
        passwordHash,
        role: invite.role ?? 'support',
      });
      const actor = { id: account.id, username: account.username, email: account.email, role: account.role };
      await recordAudit(tx, {
        kind: 'staff.invitation_accepted',
        actor,
        subject: { type: 'staff', id: account.id, label: account.username },
        after: { username: account.username, email: account.email, role: account.role, invitation: invite.id },
      });
      const token = await startStaffSession(tx, account.id, policy, client, now);
      return { staff: toStaffMember(account), token };
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'admin_users_username_lower_key')
      throw conflict(USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
    throw error;
  }
}
