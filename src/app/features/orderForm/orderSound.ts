/**
 * The success sound of a placed order (spec 000 §7: "a success audio file is fetched for sounds"),
 * played when the user's `successAudio` setting is on. A short chime served from the app's own
 * origin (public/sounds), so the CSP's default-src 'self' covers it. A browser that refuses to play
 * (no user gesture yet, no audio device) leaves the order's toast to say it.
 */
export const ORDER_SUCCESS_SOUND = '/sounds/order-success.wav';

export function playOrderSuccessSound(): void {
  try {
    void new Audio(ORDER_SUCCESS_SOUND).play().catch(() => undefined);
  } catch {
    // No Audio in this browser: the toast is enough.
  }
}
