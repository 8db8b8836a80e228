import { ERROR_CODES, MFA_MESSAGES, type AccessRole, type TenantRole } from '@helionews/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';
import type { AdminCaller, RoleAuthority, SecondFactorCheck } from '../request-context.js';
import { sessionOf } from './auth.js';

/**
 * Who may call a back-office route. A route declares it in its options,
 * `config: { roles: ROLE_SETS.editorial }`, and this plugin's one hook enforces it; handlers
 * never check roles themselves. `'signedIn'` admits any account (to ask what it may do).
 */
export type RouteRoles = readonly TenantRole[] | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
    /**
     * 'exempt': staff without a second factor may call it even where the publication requires
     * one (what the back-office needs to send them to enrolment: their access, a sign-in).
     */
    mfaEnrollment?: 'exempt';
  }
  interface FastifyRequest {
    /** The caller's role on the request's tenant, set by the admin role hook. */
    adminRole: AccessRole | null;
  }
}

/** The signed-in caller of an admin route and the role the hook found. */
export type { AdminCaller };

export function adminCallerOf(request: FastifyRequest): AdminCaller {
  return { user: sessionOf(request).user, role: request.adminRole };
}

export interface RolesPluginOptions {
  access: RoleAuthority;
  /**
   * Told when a signed-in caller is refused a route for their role (a 'permission_denied'
   * security event), before the 403 goes out. Anonymous callers (401) are not reported.
   */
  onDenied?: (
    request: FastifyRequest,
    denial: {
      userId: number;
      required: readonly TenantRole[];
      /** The caller's role here, looked up only if the event is recorded. */
      role: () => Promise<AccessRole | null>;
    },
  ) => Promise<void>;
  /**
   * A publication's "Staff must use a second factor" rule: a caller with a role there and no
   * second factor gets 403 `mfa_enrollment_required` from every route not marked exempt.
   */
  secondFactors: SecondFactorCheck;
}

/** Whether this caller must set up a second factor before using the back-office here. */
export async function mfaEnrollmentRequired(
  check: SecondFactorCheck,
  tenant: { settings: { require_staff_mfa?: boolean } },
  userId: number,
  role: AccessRole | null,
): Promise<boolean> {
  if (role === null || tenant.settings.require_staff_mfa !== true) return false;
  return !(await check.hasSecondFactor(userId));
}

async function rolesPlugin(app: FastifyInstance, options: RolesPluginOptions) {
  app.decorateRequest('adminRole', null);
  app.addHook('onRoute', (route) => {
    // Fail at start-up, not in production: an admin route without a decision is a bug.
    if (!route.config?.roles) {
      throw new Error(`${route.method} ${route.url} must declare config.roles`);
    }
  });
  // onRequest: who may call is decided before the body or the query is read or validated, so
  // an anonymous caller gets 401 and a role the route does not admit 403, whatever they sent.
  app.addHook('onRequest', async function checkRoles(request) {
    await app.requireAuth(request);
    const roles = request.routeOptions.config.roles;
    const user = sessionOf(request).user;
    if (roles === undefined) throw new Error('admin route without roles');
    if (roles === 'signedIn') {
      request.adminRole = await options.access.roleOf(request.tenant.id, user);
      return enforceStaffSecondFactor(request, user.id);
    }
    try {
      request.adminRole = await options.access.authorize(request.tenant.id, user, roles);
    } catch (error) {
      if (options.onDenied && error instanceof HttpError && error.statusCode === 403) {
        await options.onDenied(request, {
          userId: user.id,
          required: roles,
          role: () => options.access.roleOf(request.tenant.id, user),
        });
      }
      throw error;
    }
    await enforceStaffSecondFactor(request, user.id);
  });

  /** The publication's second-factor rule, once the caller's role here is known. */
  async function enforceStaffSecondFactor(request: FastifyRequest, userId: number) {
    if (request.routeOptions.config.mfaEnrollment === 'exempt') return;
    const role = request.adminRole;
    if (await mfaEnrollmentRequired(options.secondFactors, request.tenant, userId, role)) {
      throw new HttpError(
        403,
        MFA_MESSAGES.enrollmentRequired,
        {},
        ERROR_CODES.mfaEnrollmentRequired,
      );
    }
  }
}

/**
 * Register inside the /api/admin scope: fastify-plugin lets the hooks reach that scope's routes,
 * and the scope itself keeps them away from the reader API.
 */
export default fp(rolesPlugin, { name: 'admin-roles', dependencies: ['auth'] });
