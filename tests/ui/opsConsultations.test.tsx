import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Permission } from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import type { OpsConsultationPage, OpsRefundBody, Refund } from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { type OpsConsultationsFilter } from '@domain/ops';
import type { ConsultationRefund } from '@machines/opsConsultations.machine';
import OpsConsultationsPage from '@ui/pages/ops/OpsConsultationsPage';
import { deskList } from '../../src/composition/deskList';
import { replyOf } from '../support/apiReplies';
import { aRefund, anOpsConsultation } from '../support/builders/ops';
import { anAuthUser } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const operatorRoles = async (): Promise<ApiResult<Permission>> => replyOf({ roles: ['operator'], application: null });

describe("operator's desk: the day's consultations", () => {
  it("lists the day's consultations with doctor, patient, time, mode, status and payment, and refunds part of one", async () => {
    const asked: OpsConsultationsFilter[] = [];
    const refunds: OpsRefundBody[] = [];
    const paid = anOpsConsultation();
    const unpaid = anOpsConsultation({
      _id: 'c_unpaidConsultation1',
      patient: { uid: 'ravi-uid', name: 'Ravi Kumar', phone: '+919845000000' },
      status: 'pending',
      payment: null,
      refundablePaise: 0,
    });
    renderWithServices(<OpsConsultationsPage />, {
      path: '/ops/consultations',
      user: anAuthUser(),
      opsConsultationsActors: {
        deskList: deskList(
          operatorRoles,
          async (input: OpsConsultationsFilter): Promise<ApiResult<OpsConsultationPage>> => {
            asked.push(input);
            return replyOf({ date: input.date, items: [paid, unpaid], total: 2, start: 0, limit: 20 });
          },
        ),
        refundConsultation: fromPromise(
          async ({ input }: { input: ConsultationRefund }): Promise<ApiResult<Refund>> => {
            refunds.push(input.body);
            return { success: true, data: aRefund(input.body.amountPaise) };
          },
        ),
      },
    });
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', { name: 'Dr. Meera Iyer with Asha Rao' });
    expect(within(row).getByText('10:00 am · Video call · Booked')).toBeTruthy();
    expect(within(row).getByText('₹500 captured')).toBeTruthy();
    const other = screen.getByRole('listitem', { name: 'Dr. Meera Iyer with Ravi Kumar' });
    expect(within(other).getByText('No payment captured')).toBeTruthy();
    expect(within(other).queryByRole('form')).toBeNull();

    const form = within(row).getByRole('form', { name: 'New refund' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount (₹)' }), '501');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'The call dropped twice');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByText(OPS_MESSAGES.refundTooLarge(50_000))).toBeTruthy();
    expect(refunds).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: 'Amount (₹)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount (₹)' }), '200');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunds).toEqual([{ amountPaise: 20_000, reason: 'The call dropped twice' }]));
    expect(await screen.findByText(REFUND_MESSAGES.started(20_000))).toBeTruthy();
    await waitFor(() => expect(asked).toHaveLength(2));

    // A date field takes a whole day at once (a picker's choice), not keystrokes.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-01' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ date: '2026-12-01', start: 0 }));
  });
});
