import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class DomainQueryDto {
  @IsString({ message: 'domain is required.' })
  @IsNotEmpty({ message: 'domain is required.' })
  @MaxLength(253)
  domain!: string;
}
