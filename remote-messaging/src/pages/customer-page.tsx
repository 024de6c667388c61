/**
 * /customer?url=… (docs/product/messaging.md#messaging.customer-page): the customer-service frame,
 * or a localized refusal.
 */
import { CustomerService } from '../features/customer/components/customer-service';

export function CustomerPage() {
  return <CustomerService />;
}
