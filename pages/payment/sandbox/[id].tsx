// The sandbox gateway's checkout for one pending top-up (docs/business-rules.md "Payment gateways").
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { routeParam } from '@/components/common/load-item';
import { SandboxCheckout } from '@/components/wallet/sandbox-checkout';
import type { AppPage } from '@/lib/page';

export interface SandboxPageProps {
  paymentId: string;
  /** From the top-up form, shown on the button; the server charges what it recorded. */
  amount: number | null;
}

const SandboxPage: AppPage<SandboxPageProps> = ({ paymentId, amount }) => <SandboxCheckout paymentId={paymentId} amount={amount} />;
SandboxPage.layout = 'primary';
SandboxPage.authenticate = true;

SandboxPage.getInitialProps = async (ctx) => {
  const amount = Number(routeParam(ctx.query.amount));
  return { paymentId: routeParam(ctx.query.id), amount: Number.isFinite(amount) && amount > 0 ? amount : null };
};

export default withAntdTheme(SandboxPage);
