import { Command, CommandRunner, Option } from 'nest-commander';
import { AccountDto, AccountsService, type AccountType } from '../modules/accounts';
import { printJson } from './output';

interface CreateOptions {
  name: string;
  type?: AccountType;
  email?: string;
  agency?: string;
}

/**
 * `accounts:create --name <n> [--type standard|agency] [--email <e>]`, or with `--agency <id>` a
 * sub-account of that agency. Prints `{id, name, type, email, apiKey}`
 * (docs/operations.md#operator-cli).
 */
@Command({
  name: 'accounts:create',
  description:
    'Create an account (standard, agency, or a sub-account with --agency) and print its API key once',
})
export class CreateAccountCommand extends CommandRunner {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  async run(_args: string[], options: CreateOptions): Promise<void> {
    const { account, apiKey } = await this.accounts.create({
      name: options.name,
      type: options.type,
      email: options.email,
      agencyId: options.agency,
    });
    const dto = AccountDto.from(account);
    printJson({
      id: dto.id,
      name: dto.name,
      type: dto.type,
      email: dto.email,
      ...(dto.agencyId ? { agencyId: dto.agencyId } : {}),
      apiKey,
    });
  }

  @Option({ flags: '--name <name>', description: 'display name', required: true })
  parseName(value: string): string {
    return value;
  }

  @Option({ flags: '--type <type>', description: 'standard (default) or agency' })
  parseType(value: string): string {
    return value;
  }

  @Option({ flags: '--email <email>', description: 'contact email (required for a sub-account)' })
  parseEmail(value: string): string {
    return value;
  }

  @Option({ flags: '--agency <agencyId>', description: 'create a sub-account of this agency' })
  parseAgency(value: string): string {
    return value;
  }
}

/** `accounts:rotate-key --account <id>`: a new key, printed once as `{apiKey}`; the old one stops working at once. */
@Command({
  name: 'accounts:rotate-key',
  description: "Replace an account's API key and print the new one once",
})
export class RotateKeyCommand extends CommandRunner {
  constructor(private readonly accounts: AccountsService) {
    super();
  }

  async run(_args: string[], options: { account: string }): Promise<void> {
    printJson({ apiKey: await this.accounts.rotateKey(options.account) });
  }

  @Option({ flags: '--account <accountId>', description: 'the account id', required: true })
  parseAccount(value: string): string {
    return value;
  }
}
