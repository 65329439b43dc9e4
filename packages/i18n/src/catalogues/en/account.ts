/** The account page /account: the profile, viewed and edited. */
export default {
  title: "My Account",
  name: "Name",
  email: "Email",
  emailFixed: "Email cannot be changed",
  country: "Country",
  memberSince: "Member since",
  editProfile: "Edit Profile",
  notSet: "Not set",
  updateFailedTitle: "Update Failed",
  updateFailed: "There was a problem updating your profile",
  cancel: "Cancel",
  saveChanges: "Save Changes",
} satisfies Record<string, string>;
