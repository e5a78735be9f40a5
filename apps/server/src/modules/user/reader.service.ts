import type { Reader } from '@school/contracts';
import type { SessionUser } from '../../core/http.ts';
import type { MessageService } from './message.service.ts';
import type { UserService } from './user.service.ts';

/** Whether a user runs a class not yet ended: answered by the grade module, which registers itself here. */
export interface ClassAdmins {
  runsClass(siteId: number, user: SessionUser): Promise<boolean>;
}

/**
 * The signed-in reader as the site's header and account shell show them, in one call (decision 0089):
 * the user, the unread count and the class-admin flag, each read as its own call reads it.
 */
export function createReaderService({
  users,
  messages,
}: {
  users: Pick<UserService, 'view'>;
  messages: Pick<MessageService, 'countUnread'>;
}) {
  let classAdmins: ClassAdmins | undefined;
  return {
    /** The classes module answers the class-admin flag; without one, nobody runs a class. */
    registerClassAdmins(keeper: ClassAdmins): void {
      if (classAdmins) throw new Error('class administrators are answered by two modules');
      classAdmins = keeper;
    },

    async view(siteId: number, reader: SessionUser): Promise<Reader> {
      const [user, unread, isGradeAdmin] = await Promise.all([
        users.view(siteId, reader.id),
        messages.countUnread(siteId, reader.id),
        classAdmins ? classAdmins.runsClass(siteId, reader) : false,
      ]);
      return { user, unreadMessages: unread.num, isGradeAdmin };
    },
  };
}

export type ReaderService = ReturnType<typeof createReaderService>;
