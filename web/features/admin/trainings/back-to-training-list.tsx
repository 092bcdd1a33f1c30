import { useLingui } from '@lingui/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/router-links';

/** The link back to /admin/training in the header of a training's sub-pages. */
export function BackToTrainingList() {
  const { _ } = useLingui();
  return (
    <ButtonLink to="/admin/training" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {_('Admin_Training_List')}
    </ButtonLink>
  );
}
