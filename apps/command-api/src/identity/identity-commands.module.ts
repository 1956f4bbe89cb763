import { Module } from '@nestjs/common';
import { CommandsSharedModule } from '../shared/commands-shared.module';
import { CheckUserExistsController } from './check-user-exists/check-user-exists.controller';
import { CheckUserExistsHandler } from './check-user-exists/check-user-exists.handler';
import { CompleteGoogleProfileController } from './complete-google-profile/complete-google-profile.controller';
import { CompleteGoogleProfileHandler } from './complete-google-profile/complete-google-profile.handler';
import { CreateUserController } from './create-user/create-user.controller';
import { CreateUserHandler } from './create-user/create-user.handler';
import { LoginController } from './login/login.controller';
import { LoginHandler } from './login/login.handler';
import { LogoutController } from './logout/logout.controller';
import { LogoutHandler } from './logout/logout.handler';
import { RefreshSessionController } from './refresh-session/refresh-session.controller';
import { RefreshSessionHandler } from './refresh-session/refresh-session.handler';
import { RequestPasswordResetController } from './request-password-reset/request-password-reset.controller';
import { RequestPasswordResetHandler } from './request-password-reset/request-password-reset.handler';
import { ResendVerificationController } from './resend-verification/resend-verification.controller';
import { ResendVerificationHandler } from './resend-verification/resend-verification.handler';
import { ResetPasswordController } from './reset-password/reset-password.controller';
import { ResetPasswordHandler } from './reset-password/reset-password.handler';
import { UpdateProfileController } from './update-profile/update-profile.controller';
import { UpdateProfileHandler } from './update-profile/update-profile.handler';
import { VerifyEmailController } from './verify-email/verify-email.controller';
import { VerifyEmailHandler } from './verify-email/verify-email.handler';

/** The identity context's commands: accounts, sign-in, sessions, email verification, password reset. */
@Module({
  imports: [CommandsSharedModule],
  controllers: [
    CheckUserExistsController,
    CompleteGoogleProfileController,
    CreateUserController,
    LoginController,
    LogoutController,
    RefreshSessionController,
    RequestPasswordResetController,
    ResendVerificationController,
    ResetPasswordController,
    UpdateProfileController,
    VerifyEmailController,
  ],
  providers: [
    CheckUserExistsHandler,
    CompleteGoogleProfileHandler,
    CreateUserHandler,
    LoginHandler,
    LogoutHandler,
    RefreshSessionHandler,
    RequestPasswordResetHandler,
    ResendVerificationHandler,
    ResetPasswordHandler,
    UpdateProfileHandler,
    VerifyEmailHandler,
  ],
})
export class IdentityCommandsModule {}
