import { useLingui } from '@lingui/react';
import { Badge, Chip, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TRAINING_AUTH, TRAINING_LIST_PAGE_SIZE } from '../../../contract/rules/trainings';
import { ListFooter } from '../../components/list-parts';
import { useSession } from '../../lib/use-session';
import { trainingListQuery, withTrainingFilter, type TrainingListSearch } from './training-list-search';
import { TrainingTable } from './training-table';
import { trainingCategoriesOptions, trainingListOptions } from './trainings-api';
import { useSignedInGate } from '../../lib/sign-in-gate';
import { useKeywordDraft } from '../../lib/use-keyword-draft';

interface TrainingListPageProps {
  search: TrainingListSearch;
  onSearch(next: TrainingListSearch): void;
}

/** /training: the training list with keyword, auth and category filters, 15 a page (part 2 §2). */
export function TrainingListPage({ search, onSearch }: TrainingListPageProps) {
  const { _ } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const { token, user } = useSession();
  const signedIn = useSignedInGate();
  const list = useQuery(trainingListOptions(trainingListQuery(search), user?.username ?? null));
  const categories = useQuery(trainingCategoriesOptions);
  const { inputProps: keywordInput } = useKeywordDraft(search.keyword, (next) => onSearch(withTrainingFilter(search, { keyword: next })));

  // Opening a training needs sign-in (part 2 §6): a guest is asked to log in instead.
  const open = (tid: number) => {
    if (!signedIn()) return;
    void navigate({ to: '/training/$trainingID', params: { trainingID: String(tid) } });
  };

  const rows = list.data?.records ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {_('Training_List')}
            </Title>
            <TextInput
              placeholder={_('Enter_keyword')}
              {...keywordInput}
              leftSection={<IconSearch size={14} />}
              w={narrow ? '100%' : 240}
              data-testid="training-filter-keyword"
            />
          </Group>
          <Group gap="sm" align="center" wrap="wrap">
            <Text size="sm" fw={600} w={70}>
              {_('Auth')}
            </Text>
            <Chip.Group multiple={false} value={search.auth ?? 'all'} onChange={(value) => onSearch(withTrainingFilter(search, { auth: value === TRAINING_AUTH.public || value === TRAINING_AUTH.private ? value : undefined }))}>
              <Group gap={6} data-testid="training-filter-auth">
                <Chip value="all" size="xs" data-testid="training-auth-all">
                  {_('All')}
                </Chip>
                <Chip value={TRAINING_AUTH.public} size="xs" color="blue" data-testid="training-auth-public">
                  {_('Training_Public')}
                </Chip>
                <Chip value={TRAINING_AUTH.private} size="xs" color="red" data-testid="training-auth-private">
                  {_('Training_Private')}
                </Chip>
              </Group>
            </Chip.Group>
          </Group>
          <Group gap="sm" align="center" wrap="wrap">
            <Text size="sm" fw={600} w={70}>
              {_('Training_Category_Label')}
            </Text>
            <Group gap={6} data-testid="training-filter-category">
              <Badge
                variant={search.categoryId === undefined ? 'filled' : 'outline'}
                color="gray"
                tt="none"
                style={{ cursor: 'pointer' }}
                onClick={() => onSearch(withTrainingFilter(search, { categoryId: undefined }))}
                data-testid="training-category-all"
              >
                {_('All')}
              </Badge>
              {(categories.data ?? []).map((category) => {
                const selected = search.categoryId === category.id;
                return (
                  <Badge
                    key={category.id}
                    variant={selected ? 'filled' : 'outline'}
                    tt="none"
                    style={{ cursor: 'pointer', background: selected ? category.color : undefined, borderColor: category.color, color: selected ? 'white' : category.color }}
                    onClick={() => onSearch(withTrainingFilter(search, { categoryId: selected ? undefined : category.id }))}
                    data-testid={`training-category-${category.id}`}
                    data-selected={selected || undefined}
                  >
                    {category.name}
                  </Badge>
                );
              })}
            </Group>
          </Group>
          <TrainingTable
            rows={rows}
            loading={list.isPending}
            dimmed={list.isPlaceholderData}
            signedIn={Boolean(token)}
            onOpen={open}
            onCategory={(categoryId) => onSearch(withTrainingFilter(search, { categoryId }))}
            narrow={Boolean(narrow)}
          />
          <ListFooter total={list.data?.total ?? 0} page={search.currentPage ?? 1} pageSize={TRAINING_LIST_PAGE_SIZE} onPage={(page) => onSearch({ ...search, currentPage: page })} narrow={narrow} testId="training-pagination" />
        </Stack>
      </Paper>
    </Container>
  );
}
