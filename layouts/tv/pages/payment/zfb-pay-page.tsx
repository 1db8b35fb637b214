import { CheckoutPage } from './checkout-page';

export default function ZfbPayPage() {
  return <CheckoutPage kind="zfb" />;
}
