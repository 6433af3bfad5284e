// The mailbox's REST contract under /api/apps/mailbox, and its GraphQL operations.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOLDER_IDS, LABEL_IDS, mailbox } from '../../../fixtures/mailbox';
import { DELAYS_MS } from '../../delays';
import { startTestServer, type TestServer } from '../../test/harness';
import type { MailFolderWithCount, MailLabelRecord, MailPageResult, MailRecord } from './store';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const API = '/api/apps/mailbox';
const SEED = mailbox(NOW);
const INBOX = SEED.mails.filter((mail) => mail.folder === FOLDER_IDS.inbox);

type ListItem = MailRecord & { ccCount: number; bccCount: number };
interface ListAnswer {
  mails: ListItem[] | null;
  pagination: Partial<MailPageResult['pagination']>;
}
type ErrorAnswer = { error: string };

describe(`REST ${API}`, () => {
  let server: TestServer;
  let token: string;
  const get = <T>(path: string) => server.request<T>('GET', `${API}/${path}`, { token });
  const send = <T>(method: string, path: string, body: unknown) =>
    server.request<T>(method, `${API}/${path}`, { token, body });

  beforeEach(async () => {
    server = await startTestServer({ now: NOW });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('answers 401 on every route without a token', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'settings'],
      ['PATCH', 'settings', { settings: { messageLayout: 'full' } }],
      ['GET', 'folders'],
      ['GET', 'filters'],
      ['GET', 'labels'],
      ['POST', 'label', { label: { title: 'Home', color: 'red' } }],
      ['PATCH', 'label', { id: LABEL_IDS.work, label: { title: 'Job' } }],
      ['DELETE', `label?id=${LABEL_IDS.work}`],
      ['GET', 'mails?folder=inbox'],
      ['GET', `mail?id=${INBOX[0]!.id}`],
      ['PATCH', 'mail', { id: INBOX[0]!.id, mail: { starred: true } }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await server.request(method, `${API}/${path}`, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    expect((await get<MailLabelRecord[]>('labels')).body).toHaveLength(6);
    expect((await get('settings')).body).toEqual({ messageLayout: 'right' });
  });

  describe('settings', () => {
    it('GET answers the settings; PATCH merges and returns them', async () => {
      expect((await get('settings')).body).toEqual({ messageLayout: 'right' });
      const patched = await send('PATCH', 'settings', { settings: { messageLayout: 'full' } });
      expect(patched).toMatchObject({ status: 200, body: { messageLayout: 'full' } });
      const empty = await send('PATCH', 'settings', { settings: {} });
      expect(empty.body).toEqual({ messageLayout: 'full' });
      expect((await get('settings')).body).toEqual({ messageLayout: 'full' });
    });

    it('refuses an unknown layout, null or no settings with 400, changing nothing', async () => {
      for (const body of [
        { settings: { messageLayout: 'left' } },
        { settings: { messageLayout: null } },
        {},
      ]) {
        const answer = await send<ErrorAnswer>('PATCH', 'settings', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error).toMatch(/"settings"|"messageLayout"/);
      }
      expect((await get('settings')).body).toEqual({ messageLayout: 'right' });
    });
  });

  it('GET folders counts unread inbox mails, all drafts and spam, no sent or trash', async () => {
    const folders = (await get<MailFolderWithCount[]>('folders')).body;
    const inFolder = (id: string) => SEED.mails.filter((mail) => mail.folder === id);
    expect(folders.map(({ slug, count }) => [slug, count])).toEqual([
      ['inbox', INBOX.filter((mail) => mail.unread).length],
      ['sent', 0],
      ['drafts', inFolder(FOLDER_IDS.drafts).length],
      ['spam', inFolder(FOLDER_IDS.spam).length],
      ['trash', 0],
    ]);
    expect(folders[0]!.count).toBeGreaterThan(0);
    expect(inFolder(FOLDER_IDS.trash).some((mail) => mail.unread)).toBe(false);
    expect(folders[0]).toEqual({
      id: FOLDER_IDS.inbox,
      title: 'Inbox',
      slug: 'inbox',
      icon: 'heroicons_outline:inbox',
      count: folders[0]!.count,
    });
  });

  it('GET filters and labels answer the fixture', async () => {
    expect((await get('filters')).body).toEqual(SEED.filters);
    expect((await get('labels')).body).toEqual(SEED.labels);
  });

  describe('labels', () => {
    it('POST creates a label with a new id and slug, suffixing taken slugs', async () => {
      const created = await send<MailLabelRecord>('POST', 'label', {
        label: { title: 'Tax  Returns & Co', color: 'orange' },
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(String),
        title: 'Tax  Returns & Co',
        slug: 'tax-returns--co',
        color: 'orange',
      });
      const again = await send<MailLabelRecord>('POST', 'label', {
        label: { title: 'tax returns ? co', color: 'red' },
      });
      const third = await send<MailLabelRecord>('POST', 'label', {
        label: { id: 'mine', slug: 'mine', title: 'Tax Returns + Co!', color: 'red' },
      });
      expect([again.body.slug, third.body.slug]).toEqual([
        'tax-returns--co-1',
        'tax-returns--co-2',
      ]);
      expect(third.body.id).not.toBe('mine');
      const labels = (await get<MailLabelRecord[]>('labels')).body;
      expect(labels.slice(6)).toEqual([created.body, again.body, third.body]);
    });

    it('POST refuses a blank or missing title with 400 naming it', async () => {
      for (const label of [{ title: '  ', color: 'red' }, { color: 'red' }]) {
        const answer = await send<ErrorAnswer>('POST', 'label', { label });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toContain('"title"');
      }
      const missing = await send<ErrorAnswer>('POST', 'label', {});
      expect(missing.status).toBe(400);
      expect(missing.body.error).toContain('"label"');
      expect((await get<MailLabelRecord[]>('labels')).body).toHaveLength(6);
    });

    it('PATCH merges and recomputes the slug without the uniqueness check', async () => {
      const answer = await send<MailLabelRecord>('PATCH', 'label', {
        id: LABEL_IDS.forums,
        label: { ...SEED.labels[5], title: 'Work' },
      });
      expect(answer.body).toEqual({
        id: LABEL_IDS.forums,
        title: 'Work',
        slug: 'work',
        color: 'green',
      });
      const labels = (await get<MailLabelRecord[]>('labels')).body;
      expect(labels.filter((label) => label.slug === 'work')).toHaveLength(2);
    });

    it('PATCH and DELETE of an unknown id answer 404 and change nothing', async () => {
      const patch = await send<ErrorAnswer>('PATCH', 'label', {
        id: 'missing',
        label: { title: 'X' },
      });
      const remove = await server.request('DELETE', `${API}/label?id=missing`, { token });
      expect([patch.status, remove.status]).toEqual([404, 404]);
      expect(patch.body.error).toContain('"missing"');
      expect((await get('labels')).body).toEqual(SEED.labels);
    });

    it('PATCH with a blank title answers 400 and changes nothing', async () => {
      const answer = await send<ErrorAnswer>('PATCH', 'label', {
        id: LABEL_IDS.work,
        label: { title: '' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain('"title"');
      expect((await get('labels')).body).toEqual(SEED.labels);
    });

    it('DELETE answers true and takes the label off every mail', async () => {
      const carrying = SEED.mails.filter((mail) => mail.labels.includes(LABEL_IDS.invoices));
      expect(carrying.length).toBeGreaterThan(0);
      const answer = await server.request('DELETE', `${API}/label?id=${LABEL_IDS.invoices}`, {
        token,
      });
      expect(answer).toMatchObject({ status: 200, body: true });
      expect(
        (await get<MailLabelRecord[]>('labels')).body.map((label) => label.slug),
      ).not.toContain('invoices');
      for (const mail of carrying) {
        const stored = (await get<MailRecord>(`mail?id=${mail.id}`)).body;
        expect(stored.labels).toEqual(mail.labels.filter((label) => label !== LABEL_IDS.invoices));
      }
      expect((await get('mails?label=invoices')).status).toBe(404);
    });
  });

  describe('GET mails', () => {
    it('lists a folder newest first with ccCount and bccCount', async () => {
      const answer = await get<ListAnswer>('mails?folder=inbox');
      expect(answer.status).toBe(200);
      const mails = answer.body.mails!;
      const newest = [...INBOX].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
      expect(mails.map((mail) => mail.id)).toEqual(newest.slice(0, 10).map((mail) => mail.id));
      for (const mail of mails) {
        const seeded = SEED.mails.find((item) => item.id === mail.id)!;
        expect(mail.ccCount).toBe(seeded.cc?.length ?? 0);
        expect(mail.bccCount).toBe(seeded.bcc?.length ?? 0);
        expect(mail).toMatchObject({ ...seeded, cc: seeded.cc ?? null, bcc: seeded.bcc ?? null });
      }
    });

    it('counts cc and bcc recipients on every listed mail', async () => {
      const listed: ListItem[] = [];
      for (const folder of SEED.folders) {
        for (let page = 1; ; page += 1) {
          const { mails } = (await get<ListAnswer>(`mails?folder=${folder.slug}&page=${page}`))
            .body;
          if (!mails) break;
          listed.push(...mails);
        }
      }
      expect(listed).toHaveLength(SEED.mails.length);
      for (const mail of listed) {
        const seeded = SEED.mails.find((item) => item.id === mail.id)!;
        expect([mail.ccCount, mail.bccCount]).toEqual([
          seeded.cc?.length ?? 0,
          seeded.bcc?.length ?? 0,
        ]);
      }
      expect(listed.some((mail) => mail.ccCount > 1)).toBe(true);
      expect(listed.some((mail) => mail.ccCount > 0 && mail.bccCount > 0)).toBe(true);
    });

    it('describes the first, a middle and the last page', async () => {
      const total = INBOX.length;
      const lastPage = Math.ceil(total / 10);
      expect(lastPage).toBeGreaterThan(2);
      const first = (await get<ListAnswer>('mails?folder=inbox')).body;
      expect(first.pagination).toEqual({
        totalResults: total,
        resultsPerPage: 10,
        currentPage: 1,
        lastPage,
        startIndex: 0,
        endIndex: 9,
      });
      const middle = (await get<ListAnswer>('mails?folder=inbox&page=2')).body;
      expect(middle.mails).toHaveLength(10);
      expect(middle.pagination).toEqual({
        ...first.pagination,
        currentPage: 2,
        startIndex: 10,
        endIndex: 19,
      });
      const last = (await get<ListAnswer>(`mails?folder=inbox&page=${lastPage}`)).body;
      expect(last.mails).toHaveLength(total - (lastPage - 1) * 10);
      expect(last.pagination).toEqual({
        ...first.pagination,
        currentPage: lastPage,
        startIndex: (lastPage - 1) * 10,
        endIndex: total - 1,
      });
      expect(last.mails!.at(-1)!.id).toBe(
        [...INBOX].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).at(-1)!.id,
      );
    });

    it('answers only lastPage past the last page', async () => {
      const lastPage = Math.ceil(INBOX.length / 10);
      const answer = await get(`mails?folder=inbox&page=${lastPage + 1}`);
      expect(answer).toMatchObject({ status: 200 });
      expect(answer.body).toStrictEqual({ mails: null, pagination: { lastPage } });
    });

    it('gives a folder or label without mails one empty page', async () => {
      await send('POST', 'label', { label: { title: 'Empty', color: 'gray' } });
      const answer = (await get<ListAnswer>('mails?label=empty')).body;
      expect(answer).toEqual({
        mails: [],
        pagination: {
          totalResults: 0,
          resultsPerPage: 10,
          currentPage: 1,
          lastPage: 1,
          startIndex: 0,
          endIndex: -1,
        },
      });
      expect((await get('mails?label=empty&page=2')).body).toStrictEqual({
        mails: null,
        pagination: { lastPage: 1 },
      });
    });

    it('selects by filter and by label, with folder over filter over label', async () => {
      const ids = async (query: string) => {
        const answer = await get<ListAnswer>(`mails?${query}`);
        expect(answer.status, query).toBe(200);
        return answer.body.pagination.totalResults;
      };
      const count = (test: (mail: MailRecord) => boolean) => SEED.mails.filter(test).length;
      const starred = count((mail) => mail.starred);
      const work = count((mail) => mail.labels.includes(LABEL_IDS.work));
      const spam = count((mail) => mail.folder === FOLDER_IDS.spam);
      expect(new Set([starred, work, spam]).size).toBe(3);
      expect(await ids('filter=starred')).toBe(starred);
      expect(await ids('label=work')).toBe(work);
      expect(await ids('label=work&filter=starred&folder=spam')).toBe(spam);
      expect(await ids('label=work&filter=starred')).toBe(starred);
      expect(await ids('folder=spam&label=unknown')).toBe(spam);
    });

    it('answers 400 without folder, filter or label', async () => {
      for (const query of ['', '?page=1', '?folder=&label=']) {
        const answer = await server.request<ErrorAnswer>('GET', `${API}/mails${query}`, { token });
        expect(answer.status, query).toBe(400);
        expect(answer.body.error).toContain('"folder"');
      }
    });

    it('answers 404 for an unknown folder, filter or label slug', async () => {
      for (const query of ['folder=archive', 'filter=unread', 'label=taxes']) {
        const answer = await get<ErrorAnswer>(`mails?${query}`);
        expect(answer.status, query).toBe(404);
        expect(answer.body.error).toContain(`"${query.split('=')[1]}"`);
      }
    });

    it('answers 400 naming "page" for a page that is not a whole number of 1 or more', async () => {
      for (const page of ['abc', '0', '-1', '1.5', '']) {
        const answer = await get<ErrorAnswer>(`mails?folder=inbox&page=${page}`);
        expect(answer.status, page).toBe(400);
        expect(answer.body.error, page).toContain('"page"');
      }
    });

    it('has the documented 625 ms delay', () => {
      expect(DELAYS_MS['Query.mailboxMails']).toBe(625);
    });
  });

  describe('mail', () => {
    it('GET answers one mail, or 200 null for an unknown id', async () => {
      const seeded = SEED.mails.find((mail) => mail.cc && mail.attachments.length > 0)!;
      const answer = await get<MailRecord>(`mail?id=${seeded.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ...seeded, bcc: seeded.bcc ?? null });
      const missing = await get(`mail?id=missing`);
      expect(missing).toMatchObject({ status: 200, body: null });
      expect((await get<ErrorAnswer>('mail')).status).toBe(400);
    });

    it('PATCH merges flags, folder and labels and returns the mail', async () => {
      const seeded = INBOX.find((mail) => mail.unread && !mail.starred)!;
      const answer = await send<MailRecord>('PATCH', 'mail', {
        id: seeded.id,
        mail: {
          starred: true,
          unread: false,
          folder: FOLDER_IDS.trash,
          labels: [LABEL_IDS.personal],
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: seeded.id,
        subject: seeded.subject,
        starred: true,
        important: seeded.important,
        unread: false,
        folder: FOLDER_IDS.trash,
        labels: [LABEL_IDS.personal],
      });
      expect((await get(`mail?id=${seeded.id}`)).body).toEqual(answer.body);
      const folders = (await get<MailFolderWithCount[]>('folders')).body;
      expect(folders[0]!.count).toBe(INBOX.filter((mail) => mail.unread).length - 1);
    });

    it('PATCH with an unknown folder or label answers 400 and changes nothing', async () => {
      const seeded = INBOX[0]!;
      const bad = [
        [{ starred: !seeded.starred, folder: 'archive' }, '"folder"'],
        [{ unread: !seeded.unread, labels: ['taxes'] }, '"labels"'],
        [{ starred: null }, '"starred"'],
      ] as const;
      for (const [mail, field] of bad) {
        const answer = await send<ErrorAnswer>('PATCH', 'mail', { id: seeded.id, mail });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toContain(field);
      }
      const stored = (await get<MailRecord>(`mail?id=${seeded.id}`)).body;
      expect(stored).toMatchObject({ starred: seeded.starred, unread: seeded.unread });
    });

    it('PATCH of an unknown id answers 404', async () => {
      const answer = await send<ErrorAnswer>('PATCH', 'mail', {
        id: 'missing',
        mail: { starred: true },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toContain('"missing"');
    });
  });

  describe('composing', () => {
    const ME = 'Brian Hughes <hughes.brian@company.com>';

    it('POST mail sends into Sent from the signed-in user, and Sent lists it first', async () => {
      const answer = await send<MailRecord>('POST', 'mail', {
        mail: {
          to: ['Ana Soto <ana@example.com>', 'luis@example.com'],
          cc: ['marta@example.com'],
          subject: 'Riego del lunes',
          content: '<p>Hola</p>',
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        from: { contact: ME, avatar: '/images/avatars/brian-hughes.jpg' },
        to: 'Ana Soto <ana@example.com>, luis@example.com',
        cc: ['marta@example.com'],
        bcc: null,
        subject: 'Riego del lunes',
        folder: FOLDER_IDS.sent,
        unread: false,
        labels: [],
      });
      const sent = (await get<ListAnswer>('mails?folder=sent')).body;
      expect(sent.mails![0]).toMatchObject({ id: answer.body.id, ccCount: 1, bccCount: 0 });
      expect((await get<MailRecord>(`mail?id=${answer.body.id}`)).body.subject).toBe(
        'Riego del lunes',
      );
    });

    it('POST mail without a recipient or with a malformed one answers 400 and sends nothing', async () => {
      const before = (await get<ListAnswer>('mails?folder=sent')).body.pagination.totalResults;
      for (const mail of [
        { subject: 'Hi' },
        { to: ['ana@'] },
        { to: ['a@example.com'], cc: ['x'] },
      ]) {
        const answer = await send<ErrorAnswer>('POST', 'mail', { mail });
        expect(answer.status, JSON.stringify(mail)).toBe(400);
      }
      const refused = await send<ErrorAnswer>('POST', 'mail', { mail: { to: [] } });
      expect(refused.body.error).toContain('"to" needs at least one recipient');
      expect((await get<ListAnswer>('mails?folder=sent')).body.pagination.totalResults).toBe(
        before,
      );
    });

    it('POST draft adds a draft, PATCH draft edits it, POST mail with draftId sends it', async () => {
      const drafts = async () =>
        (await get<MailFolderWithCount[]>('folders')).body.find((f) => f.slug === 'drafts')!.count;
      const before = await drafts();
      const created = await send<MailRecord>('POST', 'draft', { mail: { subject: 'Idea' } });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ to: '', subject: 'Idea', folder: FOLDER_IDS.drafts });
      expect(await drafts()).toBe(before + 1);

      const edited = await send<MailRecord>('PATCH', 'draft', {
        id: created.body.id,
        mail: { to: ['ana@example.com'], subject: 'Idea, v2', content: '<p>Texto</p>' },
      });
      expect(edited.body).toMatchObject({ id: created.body.id, to: 'ana@example.com' });
      const listed = (await get<ListAnswer>('mails?folder=drafts')).body.mails!;
      expect(listed[0]).toMatchObject({ id: created.body.id, subject: 'Idea, v2' });

      const sent = await send<MailRecord>('POST', 'mail', {
        draftId: created.body.id,
        mail: { to: ['ana@example.com'], subject: 'Idea, v2', content: '<p>Texto</p>' },
      });
      expect(sent.body).toMatchObject({ id: created.body.id, folder: FOLDER_IDS.sent });
      expect(await drafts()).toBe(before);
    });

    it('PATCH draft of an unknown id answers 404, of a mail outside Drafts 400', async () => {
      const unknown = await send<ErrorAnswer>('PATCH', 'draft', { id: 'missing', mail: {} });
      expect(unknown.status).toBe(404);
      const inbox = await send<ErrorAnswer>('PATCH', 'draft', { id: INBOX[0]!.id, mail: {} });
      expect(inbox.status).toBe(400);
      expect(inbox.body.error).toContain('not a draft');
      const stored = (await get<MailRecord>(`mail?id=${INBOX[0]!.id}`)).body;
      expect(stored.folder).toBe(FOLDER_IDS.inbox);
    });

    it('answers 401 without a token', async () => {
      for (const [method, path] of [
        ['POST', 'mail'],
        ['POST', 'draft'],
        ['PATCH', 'draft'],
      ] as const) {
        const answer = await server.request(method, `${API}/${path}`, {
          body: { id: 'x', mail: { to: ['ana@example.com'] } },
        });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    });

    it('serves every attachment preview under /images/apps/mailbox', async () => {
      const previews = SEED.mails.flatMap((mail) => mail.attachments.map((a) => a.preview!));
      expect(previews.length).toBeGreaterThan(10);
      for (const preview of new Set(previews)) {
        const answer = await fetch(`${server.url}/images/apps/mailbox/${preview}`);
        expect(answer.status, preview).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      }
    });
  });
});

describe('GraphQL mailbox', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await startTestServer({ now: NOW });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('lists a page of mails with counts, and updates a mail', async () => {
    const list = await server.graphql<{
      mailboxMails: { mails: { id: string; ccCount: number }[]; pagination: { lastPage: number } };
    }>(
      `query ($page: Int) { mailboxMails(filter: "important", page: $page) {
        mails { id ccCount } pagination { lastPage totalResults } } }`,
      { page: 1 },
      token,
    );
    expect(list.body.errors).toBeUndefined();
    const important = SEED.mails.filter((mail) => mail.important).length;
    expect(list.body.data!.mailboxMails.pagination).toEqual({
      lastPage: Math.ceil(important / 10),
      totalResults: important,
    });
    const [first] = list.body.data!.mailboxMails.mails;
    const updated = await server.graphql<{ updateMailboxMail: { important: boolean } }>(
      `mutation ($id: ID!) { updateMailboxMail(id: $id, mail: { important: false }) { important } }`,
      { id: first!.id },
      token,
    );
    expect(updated.body.data).toEqual({ updateMailboxMail: { important: false } });
  });

  it('answers past the last page with null mails and null pagination fields but lastPage', async () => {
    const answer = await server.graphql(
      `{ mailboxMails(folder: "drafts", page: 9) { mails { id } pagination {
        totalResults resultsPerPage currentPage lastPage startIndex endIndex } } }`,
      {},
      token,
    );
    expect(answer.body.data).toEqual({
      mailboxMails: {
        mails: null,
        pagination: {
          totalResults: null,
          resultsPerPage: null,
          currentPage: null,
          lastPage: 1,
          startIndex: null,
          endIndex: null,
        },
      },
    });
  });

  it('answers NOT_FOUND for an unknown slug and UNAUTHENTICATED without a token', async () => {
    const unknown = await server.graphql(
      `{ mailboxMails(label: "taxes") { mails { id } } }`,
      {},
      token,
    );
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await server.graphql(`{ mailboxLabels { id } }`);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('sends a mail and saves a draft through sendMail and saveMailDraft', async () => {
    const draft = await server.graphql<{ saveMailDraft: { id: string; folder: string } }>(
      `mutation { saveMailDraft(mail: { to: ["ana@example.com"], subject: "Plan" }) { id folder } }`,
      {},
      token,
    );
    expect(draft.body.data!.saveMailDraft.folder).toBe(FOLDER_IDS.drafts);
    const sent = await server.graphql<{ sendMail: { id: string; folder: string; to: string } }>(
      `mutation ($id: ID) { sendMail(draftId: $id, mail: { to: ["ana@example.com"] }) {
        id folder to } }`,
      { id: draft.body.data!.saveMailDraft.id },
      token,
    );
    expect(sent.body.data).toEqual({
      sendMail: {
        id: draft.body.data!.saveMailDraft.id,
        folder: FOLDER_IDS.sent,
        to: 'ana@example.com',
      },
    });
    const refused = await server.graphql(
      `mutation { sendMail(mail: { to: [] }) { id } }`,
      {},
      token,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
