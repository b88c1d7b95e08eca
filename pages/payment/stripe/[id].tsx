// Stripe's checkout for one pending payment (docs/business-rules.md "Payment gateways"): Stripe.js loads
// in the page's effect.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { routeParam } from '@/components/common/load-item';
import { StripeCheckout } from '@/components/payments/stripe-checkout';
import type { AppPage } from '@/lib/page';

const StripeCheckoutPage: AppPage<{ paymentId: string }> = ({ paymentId }) => <StripeCheckout paymentId={paymentId} />;
StripeCheckoutPage.layout = 'primary';
StripeCheckoutPage.authenticate = true;
StripeCheckoutPage.getInitialProps = async (ctx) => ({ paymentId: routeParam(ctx.query.id) });

export default withAntdTheme(StripeCheckoutPage);
