import { unlockStory, type PaywallProps } from '@/islands/plain/paywall';

function isPaywallProps(props: unknown): props is PaywallProps {
  if (typeof props !== 'object' || props === null) return false;
  const p = props as Partial<PaywallProps>;
  return (
    typeof p.storyId === 'number' &&
    typeof p.tenant === 'string' &&
    typeof p.contentPath === 'string' &&
    typeof p.sectionClass === 'string' &&
    typeof p.meterAnonymous === 'number' &&
    typeof p.readsLeft === 'object' &&
    typeof p.language === 'string'
  );
}

/**
 * A members/paid story's prompt (issue 33): asks for the whole text with the reader's session
 * when the page is idle; plain DOM code (plain/paywall.ts), a few hundred bytes.
 */
export async function hydrate(element: HTMLElement, props: unknown): Promise<void> {
  if (!isPaywallProps(props)) throw new Error('The paywall island has unreadable props');
  const prompt = element.querySelector<HTMLElement>('[data-paywall]');
  if (!prompt) throw new Error('The paywall island has no prompt element');
  await unlockStory(prompt, props);
}
