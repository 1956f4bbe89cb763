import { DomainError } from '@app/domain';
import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { DocumentKindView, DocumentStatusView, DocumentView } from '@app/infrastructure/read-models';
import type { Filter, FindOptions, ReadDocument } from '@app/infrastructure/read-store';
import { Inject, Injectable } from '@nestjs/common';
import { Members, type UserDocument } from '../shared/members';

export type DocumentDocument = DocumentView & ReadDocument;

export interface Uploader {
  user_id: string;
  /** "firstName lastName"; '' once the account no longer exists. */
  name: string;
}

/** A document as the library lists it. */
export interface DocumentListItem {
  document_id: string;
  file_name: string;
  kind: DocumentKindView;
  format: string;
  status: DocumentStatusView;
  error_code: string | null;
  error_message: string | null;
  uploaded_on: string;
  uploaded_by: Uploader;
  snippets: number;
  pages: number | null;
  speakers: number | null;
  respondents: number | null;
  duration: number | null;
  quick_upload: boolean;
  product_ids: string[];
  size: number;
}

export interface Page {
  page: number;
  pageSize: number;
}

/** The `{id}` of the document routes: any other text is answered like a missing document. */
export const DOCUMENT_ID_PARAM = {
  name: 'id',
  format: 'uuid',
  description: 'the document; anything not one of the caller’s documents is 404',
} as const;

export const documentNotFound = () => new DomainError('NOT_FOUND', 'not_found', 'Not found.');

/**
 * What every Data Library query shares: the caller's organisation (always from their own user
 * document, never from the request), the documents they may see, and uploaders' names.
 */
@Injectable()
export class Library {
  constructor(
    private readonly members: Members,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  /** The caller's organisation; someone who belongs to none has no library (404). */
  async organisationOf(userId: string): Promise<string> {
    const user = await this.members.user(userId);
    if (!user.customer_id) throw documentNotFound();
    return user.customer_id;
  }

  /**
   * A document of the caller's organisation. A malformed id, a missing or deleted document and
   * another organisation's document all answer the same 404, so nothing tells them apart.
   */
  async visibleDocument(userId: string, documentId: string): Promise<DocumentDocument> {
    const organisationId = await this.organisationOf(userId);
    // The id has passed IdParamPipe: a UUID, lower-cased (anything else was already a 404).
    const doc = await this.infrastructure.readStore.get<DocumentDocument>('documents', documentId);
    if (!doc || doc.organisation_id !== organisationId) throw documentNotFound();
    return doc;
  }

  /** One page of the organisation's documents, newest first; fetches one more to tell whether a next page exists. */
  async page(organisationId: string, filter: Filter, { page, pageSize }: Page, search?: FindOptions['textSearch']) {
    const found = await this.infrastructure.readStore.find<DocumentDocument>(
      'documents',
      { ...filter, organisation_id: organisationId },
      { sortBy: 'uploaded_on', descending: true, skip: (page - 1) * pageSize, limit: pageSize + 1, textSearch: search },
    );
    return { documents: found.slice(0, pageSize), hasNext: found.length > pageSize };
  }

  /** The uploaders of these documents by user id, fetched at once. */
  async uploaders(documents: readonly DocumentDocument[]): Promise<(userId: string) => Uploader> {
    const users = await this.infrastructure.readStore.getMany<UserDocument>('users', [...new Set(documents.map((doc) => doc.uploaded_by))]);
    return (userId) => {
      const user = users.get(userId);
      return { user_id: userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
    };
  }

  async listItems(documents: readonly DocumentDocument[]): Promise<DocumentListItem[]> {
    const uploader = await this.uploaders(documents);
    return documents.map((doc) => listItemOf(doc, uploader(doc.uploaded_by)));
  }
}

export function listItemOf(doc: DocumentView, uploadedBy: Uploader): DocumentListItem {
  return {
    document_id: doc.document_id,
    file_name: doc.file_name,
    kind: doc.kind,
    format: doc.format,
    status: doc.status,
    error_code: doc.error_code,
    error_message: doc.error_message,
    uploaded_on: doc.uploaded_on,
    uploaded_by: uploadedBy,
    snippets: doc.snippets,
    pages: doc.pages,
    speakers: doc.speakers,
    respondents: doc.respondents,
    duration: doc.duration,
    quick_upload: doc.quick_upload,
    product_ids: doc.product_ids,
    size: doc.size,
  };
}
