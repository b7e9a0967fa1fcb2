// The avatar goes up over REST (multipart), as the spec's client sent it.

export const avatarMessages = {
  invalid: 'Please select a valid image file.',
  none: 'No new profile picture selected',
  tooLarge: 'Image must be 2 MB or smaller',
  failed: 'Failed to update profile picture',
  saved: 'Profile picture updated',
};

/** The server's limit, checked here too so a large photo is refused before it is sent. */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be an avatar, or null when it can. */
export function avatarProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return avatarMessages.invalid;
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  return null;
}

/** Sends the picture; resolves with the server's message, rejects with the text to show. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('profilePic', file);
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/np/api/v1/updateUser/updateUserProfilePic`, {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new Error(avatarMessages.failed);
  }
  const body = (await response.json().catch(() => ({}))) as { status?: boolean; message?: string };
  if (!response.ok || body.status === false) throw new Error(body.message || avatarMessages.failed);
  return body.message || avatarMessages.saved;
}
