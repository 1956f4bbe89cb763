import type { Infrastructure } from '@app/infrastructure/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http/infrastructure.module';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CheckUserExistsController } from './identity/check-user-exists/check-user-exists.controller';
import { CheckUserExistsHandler } from './identity/check-user-exists/check-user-exists.handler';
import { CompleteGoogleProfileController } from './identity/complete-google-profile/complete-google-profile.controller';
import { CompleteGoogleProfileHandler } from './identity/complete-google-profile/complete-google-profile.handler';
import { CreateUserController } from './identity/create-user/create-user.controller';
import { CreateUserHandler } from './identity/create-user/create-user.handler';
import { LoginController } from './identity/login/login.controller';
import { LoginHandler } from './identity/login/login.handler';
import { LogoutController } from './identity/logout/logout.controller';
import { LogoutHandler } from './identity/logout/logout.handler';
import { RefreshSessionController } from './identity/refresh-session/refresh-session.controller';
import { RefreshSessionHandler } from './identity/refresh-session/refresh-session.handler';
import { RequestPasswordResetController } from './identity/request-password-reset/request-password-reset.controller';
import { RequestPasswordResetHandler } from './identity/request-password-reset/request-password-reset.handler';
import { ResendVerificationController } from './identity/resend-verification/resend-verification.controller';
import { ResendVerificationHandler } from './identity/resend-verification/resend-verification.handler';
import { ResetPasswordController } from './identity/reset-password/reset-password.controller';
import { ResetPasswordHandler } from './identity/reset-password/reset-password.handler';
import { UpdateProfileController } from './identity/update-profile/update-profile.controller';
import { UpdateProfileHandler } from './identity/update-profile/update-profile.handler';
import { VerifyEmailController } from './identity/verify-email/verify-email.controller';
import { VerifyEmailHandler } from './identity/verify-email/verify-email.handler';
import { CreateOrganisationController } from './organisations/create-organisation/create-organisation.controller';
import { CreateOrganisationHandler } from './organisations/create-organisation/create-organisation.handler';
import { JoinByDomainController } from './organisations/join-by-domain/join-by-domain.controller';
import { JoinByDomainHandler } from './organisations/join-by-domain/join-by-domain.handler';
import { SendInvitationController } from './organisations/send-invitation/send-invitation.controller';
import { SendInvitationHandler } from './organisations/send-invitation/send-invitation.handler';
import { SetEmailDomainsController } from './organisations/set-email-domains/set-email-domains.controller';
import { SetEmailDomainsHandler } from './organisations/set-email-domains/set-email-domains.handler';
import { Accounts } from './shared/accounts';
import { EventSourcedRepository } from './shared/event-sourced.repository';
import { Sessions } from './shared/sessions';

/** Every POST, PUT and DELETE: load the stream, fold, decide, append with the expected revision. */
@Module({
  imports: [CqrsModule.forRoot()],
  controllers: [
    CreateUserController,
    LoginController,
    RefreshSessionController,
    LogoutController,
    VerifyEmailController,
    ResendVerificationController,
    CheckUserExistsController,
    RequestPasswordResetController,
    ResetPasswordController,
    UpdateProfileController,
    CompleteGoogleProfileController,
    CreateOrganisationController,
    SetEmailDomainsController,
    JoinByDomainController,
    SendInvitationController,
  ],
  providers: [
    { provide: EventSourcedRepository, useFactory: (infrastructure: Infrastructure) => new EventSourcedRepository(infrastructure.eventStore), inject: [INFRASTRUCTURE] },
    Accounts,
    Sessions,
    CreateUserHandler,
    LoginHandler,
    RefreshSessionHandler,
    LogoutHandler,
    VerifyEmailHandler,
    ResendVerificationHandler,
    CheckUserExistsHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    UpdateProfileHandler,
    CompleteGoogleProfileHandler,
    CreateOrganisationHandler,
    SetEmailDomainsHandler,
    JoinByDomainHandler,
    SendInvitationHandler,
  ],
})
export class CommandApiModule {}
