import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

/**
 * Optional, but never null when sent: class-validator's IsOptional lets null through, and a null
 * title or keyword list would be stored as such. Dates are the exception: null clears them.
 */
export const WhenSent = () => ValidateIf((_object, value) => value !== undefined);

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const TEXT = (max: number, name: string) => [
  WhenSent(),
  IsString({ message: `${name} must be text.` }),
  trimmed(),
  MaxLength(max, { message: `${name} is at most ${max} characters.` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorate) => decorate(target, key));

/** A day as the date presets give it; null clears it. */
function OptionalDay(name: string): PropertyDecorator {
  return apply([
    IsOptional(),
    ValidateIf((_object, value) => value !== null),
    IsISO8601({ strict: true }, { message: `${name} must be a date (YYYY-MM-DD).` }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.slice(0, 10) : value)),
  ]);
}

function Keywords(): PropertyDecorator {
  return apply([
    WhenSent(),
    IsArray({ message: 'keywords must be a list of words.' }),
    ArrayMaxSize(50, { message: 'A project has at most 50 keywords.' }),
    IsString({ each: true, message: 'Each keyword must be text.' }),
    MaxLength(100, { each: true, message: 'A keyword is at most 100 characters.' }),
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value)
        ? [...new Set(value.map((word) => (typeof word === 'string' ? word.trim() : word)).filter((word) => word !== ''))]
        : value,
    ),
  ]);
}

/** The descriptive fields of a project (SPEC.md section 3), all optional: creation and edits share them. */
export class ProjectFieldsDto {
  @ApiPropertyOptional({ description: 'the title; blank for insights and research plans: generated from the data' })
  @apply(TEXT(200, 'The title'))
  name?: string;

  @ApiPropertyOptional({ description: 'blank for insights and research plans: generated from the data' })
  @apply(TEXT(5000, 'The description'))
  description?: string;

  @ApiPropertyOptional() @apply(TEXT(2000, 'The goal')) goal?: string;
  @ApiPropertyOptional() @apply(TEXT(2000, 'The objective')) objective?: string;
  @ApiPropertyOptional() @apply(TEXT(2000, 'The audience')) audience?: string;
  @ApiPropertyOptional() @apply(TEXT(200, 'The time available')) time_available?: string;
  @ApiPropertyOptional() @apply(TEXT(5000, 'The customer description')) customer_description?: string;

  @ApiPropertyOptional()
  @WhenSent()
  @IsBoolean({ message: 'use_salesforce_opportunity must be true or false.' })
  use_salesforce_opportunity?: boolean;

  @ApiPropertyOptional() @apply(TEXT(200, 'The opportunity stage')) salesforce_opportunity_stage?: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @OptionalDay('salesforce_opportunity_start_date')
  salesforce_opportunity_start_date?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  @OptionalDay('salesforce_opportunity_end_date')
  salesforce_opportunity_end_date?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @WhenSent()
  @IsArray({ message: 'slack_channels must be a list.' })
  @ArrayMaxSize(100, { message: 'A project follows at most 100 channels.' })
  @IsString({ each: true, message: 'Each channel must be text.' })
  slack_channels?: string[];
}

/** What one version analyses (creation and refinement share them). */
export class VersionSettingsDto {
  @ApiPropertyOptional()
  @WhenSent()
  @IsBoolean({ message: 'use_sales_data must be true or false.' })
  use_sales_data?: boolean;

  @ApiPropertyOptional({ type: [String] }) @Keywords() keywords?: string[];
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @OptionalDay('sales_calls_start_date') sales_calls_start_date?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @OptionalDay('sales_calls_end_date') sales_calls_end_date?:
    string | null;
}
