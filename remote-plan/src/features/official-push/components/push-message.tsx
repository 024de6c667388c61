/** The content of the official-push congratulation dialog: the message, product and plan. */
import './push-message.css';
export function PushMessage({
  message,
  product,
  planNo,
}: {
  message: string;
  product: string;
  planNo: string;
}) {
  return (
    <div className="plan-push-dialog">
      <p>{message}</p>
      <p className="plan-push-dialog-product">{product}</p>
      <p className="plan-push-dialog-no">{planNo}</p>
    </div>
  );
}
