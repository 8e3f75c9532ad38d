import type { ContactMessage } from '@domain/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export async function storeContactMessage(db: Db, message: ContactMessage): Promise<{ _id: string }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return { _id: String(row!.id) };
}
