import { DomainError } from '@app/domain';
import { Injectable, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path id that cannot name anything (not a UUID) answers 404 like an id that names nothing, or
 * another organisation's: a caller learns nothing from the difference.
 */
@Injectable()
export class IdParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new DomainError('NOT_FOUND', 'not_found', 'Not found.');
    return value.toLowerCase();
  }
}
