import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Card, Container, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconBulb, IconCrown, IconInfoCircle, type Icon } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VipInfo } from '../../../contract/api/vip';
import { formatYuan, VIP_PLANS } from '../../../contract/rules/vip';
import { ROLE } from '../../../contract/roles';
import { VipBadge } from '../../components/vip-badges';
import { VipOrderTable } from '../../components/vip-order-table';
import { formatDateTime } from '../../lib/format';
import { msgId } from '../../lib/message-id';
import { notifyError, notifyWarning } from '../../lib/notify';
import { session } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { myOrdersOptions, vipApi, vipInfoOptions, vipKeys } from './vip-api';

interface Perk {
  key: string;
  icon: Icon;
  title: string;
  description: string;
}

/**
 * What VIP unlocks (decision 37): only what the code does. The mark beside the member's name
 * (web/components/vip-badges.tsx in the top bar), every problem's solutions link at once
 * (worker/problems/solution-unlock.ts), and no captcha after a burst of submissions
 * (worker/submissions/submit-captcha.ts).
 */
const PERKS: Perk[] = [
  { key: 'badge', icon: IconCrown, title: msgId('Vip_Perk_Badge'), description: msgId('Vip_Perk_Badge_Desc') },
  { key: 'solutions', icon: IconBulb, title: msgId('Vip_Perk_Solutions'), description: msgId('Vip_Perk_Solutions_Desc') },
  { key: 'captcha', icon: IconBolt, title: msgId('Vip_Perk_No_Captcha'), description: msgId('Vip_Perk_No_Captcha_Desc') },
];

/** /plusMember (part 1 §2, §4): the membership, what it unlocks, plan 1 and its payment, the buyer's orders. */
export function PlusMemberPage() {
  const { _ } = useLingui();
  usePageTitle(_('Vip_Title'));
  const viewer = useSession().user?.username ?? null;
  const info = useQuery(vipInfoOptions(viewer));
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm">
          <ThemeIcon size={44} radius="md" color="yellow.6">
            <IconCrown size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {_('Vip_Title')}
          </Title>
        </Group>
        {info.data && <Membership info={info.data} />}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="vip-perks">
          {PERKS.map((perk) => (
            <Card key={perk.key} withBorder radius="md" padding="lg" data-testid={`vip-perk-${perk.key}`}>
              <ThemeIcon size={38} radius="md" variant="light" color="yellow.7">
                <perk.icon size={22} />
              </ThemeIcon>
              <Text fw={650} mt="sm">
                {_(perk.title)}
              </Text>
              <Text c="dimmed" size="sm" mt={4} lh={1.55}>
                {_(perk.description)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {info.data && <Purchase info={info.data} />}
        <MyOrders viewer={viewer} />
      </Stack>
    </Container>
  );
}

function Membership({ info }: { info: VipInfo }) {
  const { _, i18n } = useLingui();
  const date = formatDateTime(info.expiresAt, i18n.locale);
  return (
    <Paper withBorder radius="md" p="md" data-testid="vip-standing" data-standing={info.standing}>
      {info.standing === 'active' ? (
        <Group gap="sm">
          <VipBadge size="lg" testId="vip-page-badge" />
          <Text fw={600}>{info.expiresAt ? _('Vip_Active_Until', { date }) : _('Vip_Active_No_End')}</Text>
        </Group>
      ) : (
        <Text fw={600}>{info.standing === 'expired' ? _('Vip_Expired_On', { date }) : _('Vip_None')}</Text>
      )}
    </Paper>
  );
}

interface PendingPayment {
  orderNo: string;
  payUrl: string;
}

/**
 * Part 1 §4: a plan must be chosen (请选择套餐); the payment opens in the provider's page in a new
 * window; the buyer is then asked whether the payment is complete, the roles are fetched again, and
 * with the vip role the page reloads as a member, otherwise 支付失败. Cancelling says 取消支付. The
 * order's own state is asked too, so a member renewing early is not told a payment went through
 * because they already had the role.
 */
function Purchase({ info }: { info: VipInfo }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [planId, setPlanId] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: vipKeys.all });
  const order = useMutation({ mutationFn: (id: number) => vipApi.createOrder(id) });
  const check = useMutation({
    mutationFn: async (orderNo: string) => {
      const [paid, roles] = await Promise.all([vipApi.order(orderNo), vipApi.roles()]);
      return { state: paid.state, roles };
    },
    onSuccess: ({ state, roles }) => {
      session.setRoles(roles);
      if (state === 'paid' && roles.includes(ROLE.vip)) {
        window.location.reload();
        return;
      }
      notifyError(_('支付失败'));
      setPending(null);
      refresh();
    },
  });

  if (info.standing === 'active' && info.expiresAt === null) return null;

  const buy = () => {
    if (planId === null) {
      notifyWarning(_('请选择套餐'));
      return;
    }
    // Opened inside the click, so the browser lets it open; it goes to the provider once the order exists.
    const provider = window.open('about:blank', '_blank');
    order.mutate(Number(planId), {
      onSuccess: (created) => {
        if (provider) {
          provider.opener = null;
          provider.location.href = new URL(created.payUrl, window.location.href).href;
        }
        setPending({ orderNo: created.order.orderNo, payUrl: created.payUrl });
        refresh();
      },
      onError: () => provider?.close(),
    });
  };
  const cancel = () => {
    notifyWarning(_('取消支付'));
    setPending(null);
    refresh();
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="vip-purchase">
      <Stack gap="md">
        <Title order={3} fz={20}>
          {info.standing === 'active' ? _('Vip_Renew') : _('Vip_Choose_Plan')}
        </Title>
        <Radio.Group value={planId} onChange={setPlanId}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {VIP_PLANS.map((plan) => (
              <Radio.Card key={plan.id} value={String(plan.id)} radius="md" p="md" data-testid={`vip-plan-${plan.id}`}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={650}>{_('Vip_Plan_Months', { months: plan.months })}</Text>
                    <Text fz={26} fw={700} c="orange.7">
                      ¥{formatYuan(plan.amountFen)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {!info.paymentAvailable && (
          <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="vip-payment-unavailable">
            {_('Vip_Payment_Unavailable')}
          </Alert>
        )}
        <Group>
          <Button size="md" color="yellow.7" onClick={buy} loading={order.isPending} disabled={!info.paymentAvailable} data-testid="vip-buy">
            {_('Vip_Buy')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={pending !== null} onClose={cancel} title={_('Vip_Pay_Title')} closeOnClickOutside={false} data-testid="vip-pay-dialog">
        <Stack>
          <Text>{_('Vip_Pay_Question')}</Text>
          {pending && (
            <Anchor href={pending.payUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="vip-pay-link">
              {_('Vip_Pay_Open_Again')}
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} data-testid="vip-pay-cancel">
              {_('Cancel')}
            </Button>
            <Button onClick={() => pending && check.mutate(pending.orderNo)} loading={check.isPending} data-testid="vip-pay-done">
              {_('Vip_Pay_Done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function MyOrders({ viewer }: { viewer: string | null }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const orders = useQuery(myOrdersOptions(viewer, page));
  return (
    <Stack gap="xs">
      <Title order={3} fz={20}>
        {_('Vip_My_Orders')}
      </Title>
      <VipOrderTable list={orders} page={page} onPage={setPage} testId="vip-my-orders" />
    </Stack>
  );
}
