// What the user is buying, remembered in the browser across the provider round trip (the spec's
// behaviour). It only names the purchase for the return page: the server's order decides.

const WORK_KEY = 'lekhapadi.payment.work';
const PLAN_KEY = 'lekhapadi.payment.plan';

export function rememberPurchase(purchase: { work?: string | null; plan?: string | null }) {
  localStorage.removeItem(WORK_KEY);
  localStorage.removeItem(PLAN_KEY);
  if (purchase.work) localStorage.setItem(WORK_KEY, purchase.work);
  if (purchase.plan) localStorage.setItem(PLAN_KEY, purchase.plan);
}

const rememberedWork = () => localStorage.getItem(WORK_KEY);
export const rememberedPlan = () => localStorage.getItem(PLAN_KEY);

/** eSewa wants a real browser form POST: build one from the server's signed fields. */
export function postForm(action: string, fields: { name: string; value: string }[]) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  for (const field of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** Where "Try again" leads after a failed payment: the same purchase's payment page. */
export function retryPath(): string {
  const work = rememberedWork();
  if (work) return `/payment?work=${encodeURIComponent(work)}`;
  const plan = rememberedPlan();
  if (plan) return `/payment?plan=${encodeURIComponent(plan)}`;
  return '/pricing';
}
