import { defaultProgramsSearch } from './contract/requests';
import { openEngine } from './server/engine/open-engine';
const e = openEngine('./data/training.db');
for (const [k, l, r] of JSON.parse(process.argv[2]) as string[][]) {
  const res = await e.searchPrograms({ ...defaultProgramsSearch, userId: 't', limitRecord: 10, keyword: k, location: l, radius: r });
  console.log(k, '@', l, res.RecordCount, JSON.stringify(res.DidYouMean), res.IsAutoCorrectionUsed, JSON.stringify(res.SearchedOn.UnderstoodAs?.map((u) => [u.Words, u.Source, u.Meaning.slice(0, 30)])));
  for (const p of res.SchoolPrograms.slice(0, 10)) console.log('   ', p.CipCode, p.EtaProgramName.slice(0, 50), '|', p.AwardLevel);
}
process.exit(0);
