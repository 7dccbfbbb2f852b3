// Build step (ADR 029): Pyodide's Emscripten module JavaScript with its dynamic-linking start made
// lazy. At every start `updateGOT` gives each of the main module's ≈ 8 500 exports a
// `WebAssembly.Global` in the global offset table, though only the few hundred that the module
// imports (`GOT.func`/`GOT.mem`) or that a side module asks for are ever read; creating them was the
// largest part of Emscripten's linking in the worker's profile (bench/README.md). Here the value of
// each entry is computed exactly as before — every export that was not in the table still gets its
// table slot, in the same order, so the table's layout stays the one the memory snapshot was made
// with — but its Global is created only when someone reads the entry.
// Usage: patchPyodideModule(source) → patched source; throws when Pyodide's code is not the code this
// patch was written for (a Pyodide upgrade must look at it again).

/** [what Pyodide 314.0.x has, what it becomes] */
const REPLACEMENTS = [
  [
    'var GOT={};',
    // Entries whose value is known but whose Global nobody has read yet. They are never -1 (the
    // marker of a still-undefined symbol), so the loops over Object.entries(GOT), which look only
    // for -1, need not see them.
    'var GOT_PENDING=new Map;var GOT_TARGET={};' +
      'var GOT=new Proxy(GOT_TARGET,{get(target,name){if(typeof name=="string"&&!Object.hasOwn(target,name)&&GOT_PENDING.has(name)){target[name]=new WebAssembly.Global({value:"i32",mutable:true},GOT_PENDING.get(name));GOT_PENDING.delete(name)}return target[name]},' +
      'has(target,name){return name in target||GOT_PENDING.has(name)}});',
  ],
  [
    'var updateGOT=(exports,replace)=>{for(var symName in exports){if(isInternalSym(symName)){continue}var value=exports[symName];var existingEntry=GOT[symName]&&GOT[symName].value!=-1;if(replace||!existingEntry){var newValue;if(typeof value=="function"){newValue=addFunction(value)}else if(typeof value.value=="number"){newValue=value}else{continue}GOT[symName]??=new WebAssembly.Global({value:"i32",mutable:true});GOT[symName].value=newValue}}};',
    'var updateGOT=(exports,replace)=>{for(var symName in exports){if(isInternalSym(symName)){continue}var value=exports[symName];var entry=Object.hasOwn(GOT_TARGET,symName)?GOT_TARGET[symName]:GOT_PENDING.has(symName)?null:undefined;var existingEntry=entry===null||entry!==undefined&&entry.value!=-1;if(replace||!existingEntry){var newValue;if(typeof value=="function"){newValue=addFunction(value)}else if(typeof value.value=="number"){newValue=value.value}else{continue}if(entry){entry.value=newValue}else{GOT_PENDING.set(symName,newValue)}}}};',
  ],
];

export function patchPyodideModule(source) {
  let out = source;
  for (const [from, to] of REPLACEMENTS) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0) throw new Error(`[dodam] pyodide.asm.mjs: expected exactly one ${JSON.stringify(from.slice(0, 60))}…; Pyodide changed, review scripts/patch-pyodide.mjs`);
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}
