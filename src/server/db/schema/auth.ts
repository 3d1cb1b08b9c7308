import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { USER_ROLES } from '../../../shared/contracts/auth'
import { createdAt, id, tstz } from './columns'

export const userRole = pgEnum('user_role', USER_ROLES)

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-case; the unique index is the one source of truth for "one account per address". */
    email: text().notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text().notNull().default(''),
    /** Billing details the checkout asks for (the name goes into firstName/lastName), kept for the next order. */
    company: text().notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    role: userRole().notNull().default('customer'),
    /** argon2id; null for accounts that sign in by e-mailed code only. */
    passwordHash: text('password_hash'),
    /** TOTP secret sealed with the configured key (lib/secret-box.ts); active once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: tstz('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code of that step or an earlier one is refused. */
    totpLastStep: integer('totp_last_step'),
    lastLoginAt: tstz('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt),
    /** The admin's Users tab, newest (or oldest) accounts first. */
    index('users_created_idx').on(t.createdAt, t.id),
  ],
)

/** One-time recovery codes for the second factor, stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

/** E-mailed sign-in codes: hashed, 10-minute life, single use, void after 5 wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    email: text().notNull(),
    purpose: text().notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    salt: text().notNull(),
    attempts: integer().notNull().default(0),
    /** A registration's chosen password (argon2id), kept on its code until the code proves the address. */
    pendingPasswordHash: text('pending_password_hash'),
    /**
     * A registration's name and phone, kept on its code until the code proves the address: registering with the
     * address of an account nobody has signed in to yet changes nothing of it before then.
     */
    pendingProfile: jsonb('pending_profile').$type<{ firstName: string; lastName: string; phone: string }>(),
    /** SHA-256 of the registration token: a registration code works only from the browser that registered. */
    bindingHash: text('binding_hash'),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
)

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)
