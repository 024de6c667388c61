/** /ad-center/feedback: the feedback feature's form; once posted, back to the ad centre. */
import { useNavigate } from 'react-router';
import { FeedbackForm } from '../features/feedback/components/feedback-form';
import { paths } from '../paths';

export function FeedbackPage() {
  const navigate = useNavigate();
  return <FeedbackForm onPosted={() => navigate(paths.adCenter, { replace: true })} />;
}
