// Also on PostgreSQL, Redis and S3: the folding done by PostgreSQL's search_fold, on a server.
import { searchFold, searchText } from '../../../server/db/search-text';
import { findOrCreateSender, senderAddress } from '../../../server/senders/find-or-create-sender';
import { seedDocuments } from '../analytics/fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

let app: TestApp;
let member: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  member = await createSignedInUser(app);
  stranger = await createSignedInUser(app);
}, 60_000);
afterAll(() => app?.stop());

const names = (list: Array<{ name?: string; title?: string }>) => list.map((each) => each.name ?? each.title);

describe('searches without accents', () => {
  it('fold a text in the application exactly as PostgreSQL folds the columns they match', async () => {
    const samples = [
      'Échéancier 2026',
      'Échéancier 2026'.normalize('NFD'),
      'ŒUVRE cœur Æther ex æquo',
      'Reçu été à Noël, naïve, Müller, São Paulo, Ångström, Dvořák',
      'ﬁn ½ ß İstanbul',
      'Договор поставки',
      '合同 🙂 100% _x_ \\',
      '',
    ];
    const folded = await app.db.prisma.$queryRaw<
      Array<{ value: string }>
    >`SELECT search_fold(sample) AS value FROM unnest(${samples}::text[]) WITH ORDINALITY AS s(sample, n) ORDER BY n`;
    expect(folded.map((row) => row.value)).toEqual(samples.map(searchFold));
    expect(samples.slice(0, 4).map(searchFold)).toEqual([
      'Echeancier 2026',
      'Echeancier 2026',
      'OEUVRE coeur AEther ex aequo',
      'Recu ete a Noel, naive, Muller, Sao Paulo, Angstrom, Dvorak',
    ]);
    // What is typed is folded too, its wildcards still searched for as typed.
    expect(searchText('  Échéance_%  ')).toBe('Echeance\\_\\%');
  });

  it('find documents, senders, cloud files and folders whatever the accents typed or stored, and never another organization’s', async () => {
    const sender = await findOrCreateSender(app.db.prisma, member.organizationId, senderAddress('contact@sg.example', 'Société Générale'));
    await seedDocuments(app.db, member.organizationId, [
      { title: 'Échéancier du bail', at: app.clock.now(), risk: 3, status: 'PENDING' },
      { title: 'echeancier-2027', at: app.clock.now(), risk: 3, status: 'PENDING' },
      { title: 'Contrat', at: app.clock.now(), risk: 3, status: 'PENDING', senderId: sender.id },
      { title: 'Autre', at: app.clock.now(), risk: 3, status: 'PENDING' },
    ]);
    await seedDocuments(app.db, stranger.organizationId, [{ title: 'Échéancier caché', at: app.clock.now(), risk: 3, status: 'PENDING' }]);
    const documents = async (who: SignedInUser, search: string) =>
      names(
        (
          await who.client.graphql('query($q: String) { documents(first: 10, filter: { search: $q }) { edges { node { title } } } }', { q: search })
        ).data!.documents.edges.map((edge: { node: { title: string } }) => edge.node),
      ).sort();
    expect(await documents(member, 'ECHEANCIER')).toEqual(['echeancier-2027', 'Échéancier du bail']);
    expect(await documents(member, 'échéancier')).toEqual(['echeancier-2027', 'Échéancier du bail']);
    expect(await documents(member, 'societe generale')).toEqual(['Contrat']);
    expect(await documents(stranger, 'echeancier')).toEqual(['Échéancier caché']);

    const senders = await member.client.graphql('{ senders(first: 10, search: "SOCIETE") { edges { node { name } } } }');
    expect(names(senders.data!.senders.edges.map((edge: { node: { name: string } }) => edge.node))).toEqual(['Société Générale']);

    const folder = await member.client.graphql(
      'mutation { createCloudFolder(name: "Résiliations") { __typename ... on MutationCreateCloudFolderSuccess { folder { id } } } }',
    );
    const folderId = folder.data!.createCloudFolder.folder.id as string;
    await app.db.prisma.cloudFile.create({
      data: {
        organizationId: member.organizationId,
        name: 'Reçu été.csv',
        mimeType: 'text/csv',
        sizeBytes: 4n,
        sha256: 'x',
        storagePath: 'cloud/none',
        tags: ['Clôturé'],
      },
    });
    const cloud = async (search: string) => {
      const { data } = await member.client.graphql(
        'query($q: String) { cloudFolders(everywhere: true, search: $q) { name } cloudItems(everywhere: true, search: $q) { edges { node { name } } } }',
        { q: search },
      );
      return [names(data!.cloudFolders), names(data!.cloudItems.edges.map((edge: { node: { name: string } }) => edge.node))];
    };
    expect(await cloud('resiliation')).toEqual([['Résiliations'], []]);
    expect(await cloud('RECU ETE')).toEqual([[], ['Reçu été.csv']]);
    expect(await cloud('cloture')).toEqual([[], ['Reçu été.csv']]);
    // A name changed is searched as it now is.
    const renamed = await member.client.graphql('mutation($id: ID!) { renameCloudFolder(id: $id, name: "Préavis") { __typename } }', { id: folderId });
    expect(renamed.data!.renameCloudFolder.__typename).toBe('MutationRenameCloudFolderSuccess');
    expect(await cloud('preavis')).toEqual([['Préavis'], []]);
    expect(await cloud('resiliation')).toEqual([[], []]);
  });
});
