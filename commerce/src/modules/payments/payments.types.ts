import type { Minor } from '../../shared/money';
import type { PaymentStatus } from './payments.rules';

/** A card payment as the shop records it. */
export type Payment = {
  provider: string;
  reference: string;
  orderNumber: string | null;
  status: PaymentStatus;
  amountMinor: Minor;
  refundedMinor: Minor;
  currency: string;
  cardLast4: string | null;
};

/** A Cycle to Work certificate. */
export type Certificate = {
  id: number;
  issuer: string;
  code: string;
  amountMinor: Minor;
  currency: string;
  expiresAt: Date | null;
  redeemedOrderNumber: string | null;
};

/** Why a certificate cannot pay (checkout's messages name each). */
export type CertificateProblem =
  'CERTIFICATE_NOT_FOUND' | 'CERTIFICATE_USED' | 'CERTIFICATE_EXPIRED' | 'CERTIFICATE_CURRENCY' | 'CERTIFICATE_TOO_MANY_TRIES';
