// Admin > Categories and Collections as the owner uses them: every one with its address, product
// count and Published switch; add one, rename it, publish or hide it, and read the store's
// refusal (a handle taken, one still in use) beside the row or form it concerns.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCollection } from '../../../../shared/schemas/taxonomy';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { adminCategory, collection as taxonomyCollection } from '../../../test/taxonomy';
import { CategoriesScreen, CollectionsScreen } from './TaxonomyScreen';

afterEach(() => vi.unstubAllGlobals());

const collection = (id: number, name: string, handle: string, extra: Partial<AdminCollection> = {}) => ({
  ...taxonomyCollection(name, handle),
  id,
  position: id,
  published: true,
  products: 0,
  ...extra,
});

const category = adminCategory;

/** The row of the list named `list` that shows `name`. */
const rowIn = async (list: string, name: string) =>
  (await within(await screen.findByRole('list', { name: list })).findByText(name)).closest('li') as HTMLElement;

/** A PATCH answer: the row with `id` changed as sent, and the list as it is now. */
function patching<T extends { id: number }>(read: () => T[], write: (list: T[]) => void, id: number) {
  return (init: RequestInit) => {
    const list = read().map((row) => (row.id === id ? { ...row, ...(JSON.parse(String(init.body)) as object) } : row));
    write(list);
    return json(list.find((row) => row.id === id));
  };
}

/** Opens the row's Edit, gives it a new name and handle, and saves. */
async function rename(
  user: ReturnType<typeof renderAdminScreen>,
  row: HTMLElement,
  from: string,
  name: string,
  handle: string,
) {
  await user.click(within(row).getByRole('button', { name: `Edit ${from}` }));
  const form = screen.getByRole('form', { name: `Edit ${from}` });
  await user.clear(within(form).getByLabelText('Name'));
  await user.type(within(form).getByLabelText('Name'), name);
  await user.clear(within(form).getByLabelText('Handle'));
  await user.type(within(form).getByLabelText('Handle'), handle);
  await user.click(within(form).getByRole('button', { name: 'Save' }));
}

/** What the screen sent with each write, as "METHOD /path body". */
const writes = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => `${init!.method} ${url} ${String(init!.body ?? '')}`);

describe('Admin > Collections', () => {
  const start = () => [
    collection(1, 'All Collections', 'all'),
    collection(2, 'Streetwear Staples', 'streetwear', { products: 12 }),
    collection(3, 'Resort', 'resort', { published: false, products: 1 }),
  ];

  function server(list = start()) {
    let nextId = 10;
    const fetchMock = fakeServer({
      'GET /api/admin/collections': () => json({ collections: list }),
      'POST /api/admin/collections': (init) => {
        const body = JSON.parse(String(init.body)) as { name: string; handle: string };
        if (list.some((c) => c.handle === body.handle))
          return json({ message: `Another collection has the handle ${body.handle}` }, 409);
        list = [...list, collection(nextId++, body.name, body.handle)];
        return json(list.at(-1), 201);
      },
      'PATCH /api/admin/collections/2': patching(
        () => list,
        (next) => (list = next),
        2,
      ),
      'PATCH /api/admin/collections/3': patching(
        () => list,
        (next) => (list = next),
        3,
      ),
      'DELETE /api/admin/collections/2': () =>
        json({ message: 'Streetwear Staples is still used by 12 products and 1 discount' }, 409),
    });
    return fetchMock;
  }

  const rowOf = (name: string) => rowIn('Collections', name);

  it('lists each collection with its handle, product count and whether shoppers see it', async () => {
    server();
    renderAdminScreen(<CollectionsScreen />, '/collections');
    const streetwear = await rowOf('Streetwear Staples');
    expect(streetwear).toHaveTextContent('streetwear');
    expect(streetwear).toHaveTextContent('12 products');
    expect(within(streetwear).getByRole('checkbox', { name: 'Published: Streetwear Staples' })).toBeChecked();
    const resort = await rowOf('Resort');
    expect(resort).toHaveTextContent('1 product');
    expect(within(resort).getByRole('checkbox', { name: 'Published: Resort' })).not.toBeChecked();
  });

  it('adds a collection, its handle made from the name when left empty, and lists it', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<CollectionsScreen />, '/collections');
    const form = await screen.findByRole('form', { name: 'Add collection' });
    await user.type(within(form).getByLabelText('Name'), 'Capsule Wardrobe');
    await user.type(within(form).getByLabelText('Description'), 'Ten pieces');
    await user.click(within(form).getByRole('button', { name: 'Add collection' }));
    expect(await rowOf('Capsule Wardrobe')).toHaveTextContent('capsule-wardrobe');
    expect(writes(fetchMock)).toEqual([
      'POST /api/admin/collections {"name":"Capsule Wardrobe","handle":"capsule-wardrobe","description":"Ten pieces","imageUrl":null}',
    ]);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it("shows the store's refusal of a handle already taken in the form", async () => {
    server();
    const user = renderAdminScreen(<CollectionsScreen />, '/collections');
    const form = await screen.findByRole('form', { name: 'Add collection' });
    await user.type(within(form).getByLabelText('Name'), 'Street');
    await user.type(within(form).getByLabelText('Handle'), 'streetwear');
    await user.click(within(form).getByRole('button', { name: 'Add collection' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Another collection has the handle streetwear');
  });

  it('renames a collection and its handle from its row', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<CollectionsScreen />, '/collections');
    await rename(user, await rowOf('Streetwear Staples'), 'Streetwear Staples', 'Urban Edit', 'urban-edit');
    expect(await rowOf('Urban Edit')).toHaveTextContent('urban-edit');
    expect(screen.queryByRole('form', { name: /^Edit / })).not.toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      'PATCH /api/admin/collections/2 {"name":"Urban Edit","handle":"urban-edit","description":"","imageUrl":null}',
    ]);
  });

  it('publishes a hidden collection and hides a published one with its switch', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<CollectionsScreen />, '/collections');
    await user.click(within(await rowOf('Resort')).getByRole('checkbox', { name: 'Published: Resort' }));
    await vi.waitFor(async () =>
      expect(within(await rowOf('Resort')).getByRole('checkbox', { name: 'Published: Resort' })).toBeChecked(),
    );
    await user.click(
      within(await rowOf('Streetwear Staples')).getByRole('checkbox', { name: 'Published: Streetwear Staples' }),
    );
    await vi.waitFor(async () =>
      expect(
        within(await rowOf('Streetwear Staples')).getByRole('checkbox', { name: 'Published: Streetwear Staples' }),
      ).not.toBeChecked(),
    );
    expect(writes(fetchMock)).toEqual([
      'PATCH /api/admin/collections/3 {"published":true}',
      'PATCH /api/admin/collections/2 {"published":false}',
    ]);
  });

  it('says why a collection still in use cannot be deleted, beside it', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<CollectionsScreen />, '/collections');
    const row = await rowOf('Streetwear Staples');
    await user.click(within(row).getByRole('button', { name: 'Delete Streetwear Staples' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Streetwear Staples is still used by 12 products and 1 discount',
    );
    expect(requestsOf(fetchMock)).toContain('DELETE /api/admin/collections/2');
    expect(await rowOf('Streetwear Staples')).toBeInTheDocument();
  });
});

describe('Admin > Categories', () => {
  const start = () => [
    category(1, null, 'Women', 'women', { products: 40 }),
    category(4, 1, 'Dresses', 'dresses', { products: 9 }),
    category(2, null, 'Men', 'men'),
    category(3, null, 'Kids', 'kids'),
    category(5, 3, 'Girls', 'girls'),
    category(6, 5, 'Skirts', 'girls-skirts', { products: 2 }),
  ];

  function server(list = start()) {
    return fakeServer({
      'GET /api/admin/categories': () => json({ categories: list }),
      'POST /api/admin/categories': (init) => {
        const body = JSON.parse(String(init.body)) as { name: string; handle: string; parentId: number | null };
        if (body.parentId === null)
          return json({ message: 'Choose Women, Men or Kids: the shop has only these sections' }, 400);
        const parent = list.find((c) => c.id === body.parentId)!;
        const path = parent.parentId === null ? body.handle : `${parent.path}-${body.handle}`;
        const created = category(20, body.parentId, body.name, path, { published: true });
        const at = list.indexOf(parent) + 1;
        list = [...list.slice(0, at), created, ...list.slice(at)];
        return json(created, 201);
      },
      'PATCH /api/admin/categories/4': patching(
        () => list,
        (next) => (list = next),
        4,
      ),
    });
  }

  const rowOf = (name: string) => rowIn('Categories', name);

  it('lists the sections and their subcategories as products name them, with their product counts', async () => {
    server();
    renderAdminScreen(<CategoriesScreen />, '/categories');
    expect(await rowOf('Dresses')).toHaveTextContent('9 products');
    expect(await rowOf('Skirts')).toHaveTextContent('girls-skirts');
    expect(await rowOf('Women')).toHaveTextContent('40 products');
  });

  it('adds a subcategory under the section chosen, and refuses one under no section with the reason', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<CategoriesScreen />, '/categories');
    const form = await screen.findByRole('form', { name: 'Add category' });
    await screen.findByRole('option', { name: 'Kids › Girls' });
    await user.type(within(form).getByLabelText('Name'), 'Capes');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose Women, Men or Kids: the shop has only these sections',
    );

    await user.selectOptions(within(form).getByLabelText('Under'), 'Women');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await rowOf('Capes')).toHaveTextContent('capes');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(writes(fetchMock).at(-1)).toBe(
      'POST /api/admin/categories {"name":"Capes","handle":"capes","description":"","imageUrl":null,"parentId":1}',
    );
  });

  it('renames a subcategory and hides it from the menus with its switch', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<CategoriesScreen />, '/categories');
    await rename(user, await rowOf('Dresses'), 'Dresses', 'Gowns', 'gowns');
    const renamed = await rowOf('Gowns');
    await user.click(within(renamed).getByRole('checkbox', { name: 'Published: Gowns' }));
    await vi.waitFor(async () =>
      expect(within(await rowOf('Gowns')).getByRole('checkbox', { name: 'Published: Gowns' })).not.toBeChecked(),
    );
    expect(writes(fetchMock)).toEqual([
      'PATCH /api/admin/categories/4 {"name":"Gowns","handle":"gowns","description":"","imageUrl":null}',
      'PATCH /api/admin/categories/4 {"published":false}',
    ]);
  });
});
