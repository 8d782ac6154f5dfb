import { createHash, randomUUID } from 'node:crypto';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { MAX_ATTACHMENT_BYTES } from '../../shared/attachment-types.ts';
import type { Attachment, AttachmentRecord } from '../../shared/attachments/attachments.schemas.ts';
import { checkFile } from './file-sniff.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = { repositories: Repositories; now?: () => number };

const describe = ({ id, name, contentType, size, createdAt }: AttachmentRecord): Attachment => ({
  id,
  name,
  contentType,
  size,
  createdAt,
});

/**
 * Files customers attach to requests: at most 10 MB, allowed types only, the type taken from
 * the content (not from the browser), stored in the backend and served only to the
 * organization that uploaded them and to officers, always as a download.
 */
export class AttachmentService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async upload(user: UserRecord, name: string, bytes: Buffer | undefined): Promise<Attachment> {
    if (!bytes || bytes.length === 0)
      throw errors.badRequest(m.error_file_empty(), { file: m.field_choose_file_not_empty() });
    if (bytes.length > MAX_ATTACHMENT_BYTES) throw errors.payloadTooLarge(MAX_ATTACHMENT_BYTES);
    const checked = checkFile(name, bytes);
    if ('refusal' in checked) throw errors.badRequest(checked.refusal, { file: checked.refusal });
    const record = await this.#deps.repositories.attachments.create({
      id: randomUUID(),
      organizationId: user.organizationId,
      uploaderId: user.id,
      name,
      contentType: checked.type,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      dataBase64: bytes.toString('base64'),
      attachedTo: null,
      createdAt: new Date(this.#now()).toISOString(),
    });
    return describe(record);
  }

  /** The file's bytes for its organization or an officer; 404 for anyone else. */
  async download(user: UserRecord, id: string): Promise<{ bytes: Buffer; name: string; contentType: string }> {
    const record = await this.#deps.repositories.attachments.findAny(id);
    if (!record || (record.organizationId !== user.organizationId && !user.officersAccess))
      throw errors.notFound(m.error_no_such_file());
    return { bytes: Buffer.from(record.dataBase64, 'base64'), name: record.name, contentType: record.contentType };
  }

  /** Housekeeping: files uploaded a day ago or more and never sent with a request are deleted. */
  purgeAbandoned(): Promise<number> {
    return this.#deps.repositories.attachments.purgeUnattachedBefore(new Date(this.#now() - MS_PER_DAY).toISOString());
  }

  /** Attaches uploaded files of the organization to a request, inside the caller's transaction. */
  async attach(tx: Repositories, organizationId: string, ids: string[], requestId: string): Promise<Attachment[]> {
    const attached: Attachment[] = [];
    for (const [index, id] of ids.entries()) {
      const record = await tx.attachments.update(id, (current) =>
        current.organizationId === organizationId && current.attachedTo === null
          ? { ...current, attachedTo: requestId }
          : undefined,
      );
      if (!record || record.attachedTo !== requestId)
        throw errors.badRequest(m.error_some_fields_missing_invalid(), {
          [`attachmentIds.${index}`]: m.field_upload_file_again(),
        });
      attached.push(describe(record));
    }
    return attached;
  }
}
