import { userContracts as users } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The user module's console reads: users, lecturer audits, sent messages, the SMS outbox and its cap alerts. */
export const userQueries = {
  users: (api: Requester, input?: InputOf<typeof users.adminPageUsers>) =>
    readQuery(api, ['user', 'users'], users.adminPageUsers, input),
  lecturerAudits: (api: Requester, input?: InputOf<typeof users.adminPageLecturerAudits>) =>
    readQuery(api, ['user', 'lecturer-audits'], users.adminPageLecturerAudits, input),
  sentMessages: (api: Requester, input?: InputOf<typeof users.adminPageMessages>) =>
    readQuery(api, ['user', 'sent-messages'], users.adminPageMessages, input),
  smsOutbox: (api: Requester, input?: InputOf<typeof users.adminPageSmsOutbox>) =>
    readQuery(api, ['user', 'sms-outbox'], users.adminPageSmsOutbox, input),
  smsCapAlerts: (api: Requester, input?: InputOf<typeof users.adminPageSmsCapAlerts>) =>
    readQuery(api, ['user', 'sms-cap-alerts'], users.adminPageSmsCapAlerts, input),
};
