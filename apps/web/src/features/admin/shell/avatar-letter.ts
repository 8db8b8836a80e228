/** SPEC section 2: the avatar shows the first letter of the username, 'A' without one. */
export function avatarLetter(username: string | null | undefined): string {
  return username?.trim().charAt(0).toLocaleUpperCase() || 'A';
}
