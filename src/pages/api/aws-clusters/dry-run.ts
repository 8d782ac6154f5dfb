import { providerDryRunEndpoint } from '../../../server/provider-tests/provider-test.endpoints.ts';

export const prerender = false;
export const operations = providerDryRunEndpoint('aws');
