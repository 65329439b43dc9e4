/** Signing in: the login page, the magic link, its verification and the profile. */
export default {
  magicLinkSentTitle: "Magic Link Sent",
  magicLinkSent: "Check your email for a login link",
  loginFailedTitle: "Login Failed",
  magicLinkFailed: "Failed to send magic link",
  loginSuccessTitle: "Login Successful",
  signedInAs: "Signed in as {email}",
  verificationFailedTitle: "Verification Failed",
  verificationFailed: "Verification failed",
  profileUpdatedTitle: "Profile Updated",
  profileUpdated: "Your profile has been updated successfully",
  updateFailedTitle: "Update Failed",
  updateFailed: "Failed to update profile",
} satisfies Record<string, string>;
