/** __prefix__: the section's home, its data started by the route's loader. */
import { type Resource, useResource } from '@adnet/shared';
import { Loaded } from '@adnet/shared/ui';
import { useLoaderData } from 'react-router';
import type { MerchantNames } from '../contract';
import { __Name__Home } from '../features/home/components/__name__-home';

export interface HomeData {
  names: Resource<MerchantNames>;
}

export function HomePage() {
  const { names } = useLoaderData() as HomeData;
  const state = useResource(names);
  return <Loaded state={state}>{(data) => <__Name__Home names={data} />}</Loaded>;
}
