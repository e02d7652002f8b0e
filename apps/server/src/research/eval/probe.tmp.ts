import { openMirrorDatabase } from './mirrorDatabase';
import { metricsSnapshot } from '../snapshot/snapshotStore';
const d = await openMirrorDatabase();
const s = await metricsSnapshot(d.db);
console.log('size', s.size, 'IN', s.countries.filter(c=>c==='IN').length);
console.log([...s.indices.values()].map(i=>`${i.name}:${i.members.size}`).join(' | '));
const count = new Map<string, number>();
for (let r=0;r<s.size;r++) if (s.countries[r]==='IN') { const k=`${s.sectors[r]} / ${s.industries[r]}`; count.set(k,(count.get(k)??0)+1); }
console.log([...count].sort((a,b)=>b[1]-a[1]).slice(0,80).map(([k,v])=>`${v} ${k}`).join('\n'));
for (const sym of ['SBIN','ETERNAL','TMPV','TMCV','HINDUNILVR','WORTH']) { const r=s.rowOf(sym); console.log(sym, r, r!==undefined? s.names[r]:'', r!==undefined? s.value('marketCap', r):''); }
await d.close();
