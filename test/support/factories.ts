import type { INestApplication } from '@nestjs/common';
import type { AccountType } from '../../src/modules/accounts/account.entity';
import { AccountsService } from '../../src/modules/accounts/accounts.service';

let sequence = 0;

/** An account made for a test, with its plaintext key. */
export interface TestAccount {
  id: string;
  type: AccountType;
  apiKey: string;
}

/** Creates an account through the real service (a sub-account when `agencyId` is given). */
export async function createAccount(
  app: INestApplication,
  input: { type?: 'standard' | 'agency'; agencyId?: string; email?: string } = {},
): Promise<TestAccount> {
  sequence += 1;
  const { account, apiKey } = await app.get(AccountsService).create({
    name: `Test account ${sequence}`,
    type: input.type,
    agencyId: input.agencyId,
    email: input.email ?? (input.agencyId ? `sub${sequence}.${Date.now()}@example.test` : null),
  });
  return { id: account.id, type: account.type, apiKey };
}
