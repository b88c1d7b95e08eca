// Where a completed checkout lands (and a top-up a coupon paid in full).
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { routeParam } from '@/components/common/load-item';
import { PaymentSuccess } from '@/components/wallet/payment-result';
import type { AppPage } from '@/lib/page';

const PaymentSuccessPage: AppPage<{ paymentId: string }> = ({ paymentId }) => <PaymentSuccess paymentId={paymentId} />;
PaymentSuccessPage.layout = 'primary';
PaymentSuccessPage.authenticate = true;
PaymentSuccessPage.getInitialProps = async (ctx) => ({ paymentId: routeParam(ctx.query.paymentId) });

export default withAntdTheme(PaymentSuccessPage);
