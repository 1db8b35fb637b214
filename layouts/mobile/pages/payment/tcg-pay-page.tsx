import { CheckoutPage } from './checkout-page';

export default function TcgPayPage() {
  return <CheckoutPage kind="tcg" />;
}
