// English text of the Secure Business Filing pages (login/*).
import { messages, sbfMessages } from '@registrar/domain';

export default {
  titles: {
    sbfLogin: 'Secure Business Filing login',
    sbfForgotPassword: 'Forgot password',
    sbfCreateAccount: 'Create a Secure Business Filing account',
    sbfVerifyEmail: 'Confirm your email',
  },
  sbf: {
    loginHeading: 'Secure Business Filing login',
    loginIntro:
      'This business files with Secure Business Filing. Log in with its ID number and the email and password of your account.',
    entityId: 'ID number of the business',
    entityIdHint: '11 digits, for example 20231234567',
    email: 'Email',
    password: 'Password',
    // Not worded by the spec: the lock every failed sign-in leads to, said before it happens (the
    // refusal itself is the same whatever was wrong, so it cannot say).
    lockoutHint:
      'After {{failures}} wrong passwords in a row, the account is locked for {{minutes}} minutes: until then even the right password is refused.',
    logIn: 'Log in',
    cancel: 'Cancel',
    forgotPassword: 'Forgot password?',
    signInRefused: sbfMessages.signInRefused,
    // The product's words, shown whether or not the details matched an account.
    resetSent: messages.temporaryPasswordEmailed,
    forgotHeading: 'Forgot password',
    forgotIntro:
      'Enter the ID number and name of the business and the email of your account. If they match, we will email you a temporary password that works for 24 hours. Log in with it to choose a new password.',
    loggedIn:
      'You are logged in to Secure Business Filing for ID number {{entityId}} in this window.',
    changePassword: 'Change password',
    entityName: 'Name of the business',
    send: 'Send',
    backToLogin: 'Back to log in',
    createHeading: 'Create a Secure Business Filing account',
    createIntro:
      'With an account, only people who log in with its email and password can file for {{name}} (ID number {{entityId}}). We will email you a link to confirm your email; the account works once you open it.',
    createIntroNoName:
      'With an account, only people who log in with its email and password can file for this business. We will email you a link to confirm your email; the account works once you open it.',
    createOnlyFromPayingBrowser:
      'An account can be created only from the browser that paid for the filing, within 7 days of the filing.',
    newPassword: 'Password',
    newPasswordHint:
      'At least eight characters, with an upper-case letter, a lower-case letter and a number.',
    retypePassword: 'Type the password again',
    createAccount: 'Create account',
    checkEmailHeading: 'Check your email',
    checkEmail:
      'We sent a link to {{email}}. Open it within 24 hours to confirm your email. Then you can log in.',
    verifyHeading: 'Confirm your email',
    confirmEmailIntro:
      'Confirm the email of your new Secure Business Filing account. From then on, filings for the business need a log in to one of its accounts.',
    confirmEmail: 'Confirm my email',
    verifying: 'Confirming your email…',
    verifiedHeading: 'Your email is confirmed',
    verified:
      'Your Secure Business Filing account is ready. From now on, filings for this business need a log in to one of its accounts.',
    linkExpired: 'This link has expired or has already been used.',
    verifyAgain: 'Try again',
    toLogin: 'Log in',
    toFileAForm: 'Go to the list of forms',
  },
} as const;
