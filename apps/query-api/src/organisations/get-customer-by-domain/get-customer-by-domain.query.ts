export class GetCustomerByDomainQuery {
  constructor(readonly domain: string) {}
}
