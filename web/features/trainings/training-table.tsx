import { useLingui } from '@lingui/react';
import { Anchor, Table, UnstyledButton } from '@mantine/core';
import type { TrainingListRow } from '../../../contract/api/trainings';
import { EmptyTableRow } from '../../components/list-parts';
import { TrainingAuthTag, TrainingCategoryTag, TrainingProgress } from './training-tags';

export interface TrainingTableProps {
  rows: readonly TrainingListRow[];
  loading: boolean;
  /** fainter rows while the next page loads */
  dimmed?: boolean;
  /** the progress column is the signed-in viewer's */
  signedIn: boolean;
  onOpen(tid: number): void;
  /** a category tag that filters the list when clicked */
  onCategory?(categoryId: number): void;
  narrow?: boolean;
}

/**
 * The rows of a training list (part 2 §2), shared by /training and a group's homework tab (part 3 §2.7):
 * rank, title, auth, category, the viewer's progress and the problem count.
 */
export function TrainingTable({ rows, loading, dimmed = false, signedIn, onOpen, onCategory, narrow = false }: TrainingTableProps) {
  const { _ } = useLingui();
  const columns = signedIn ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="training-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{_('Training_Rank_Number')}</Table.Th>
            <Table.Th>{_('Title')}</Table.Th>
            <Table.Th w={100}>{_('Auth')}</Table.Th>
            <Table.Th w={130}>{_('Training_Category_Label')}</Table.Th>
            {signedIn && <Table.Th w={230}>{_('Training_Progress')}</Table.Th>}
            <Table.Th w={90}>{_('Training_Problem_Count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: dimmed ? 0.6 : 1 }}>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`training-row-${row.id}`}>
              <Table.Td ff="monospace">{row.rank}</Table.Td>
              <Table.Td>
                <UnstyledButton onClick={() => onOpen(row.id)} style={{ minWidth: 0 }} data-testid="training-title">
                  <Anchor component="span" fw={600} lineClamp={1}>
                    {row.title}
                  </Anchor>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <TrainingAuthTag auth={row.auth} />
              </Table.Td>
              <Table.Td>
                <TrainingCategoryTag name={row.categoryName} color={row.categoryColor} onClick={onCategory && (() => onCategory(row.categoryId))} />
              </Table.Td>
              {signedIn && (
                <Table.Td>
                  <TrainingProgress solved={row.acCount} total={row.problemCount} />
                </Table.Td>
              )}
              <Table.Td data-testid="training-problem-count">{row.problemCount}</Table.Td>
            </Table.Tr>
          ))}
          {!loading && rows.length === 0 && <EmptyTableRow columns={columns}>{_('No_Training')}</EmptyTableRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
