//go:build !wasm

package site

import (
	"encoding/json"
	"strings"
)

// bootScript runs in every page's head, before go-app's app.js. It does what
// must happen before the wasm starts, in plain JavaScript:
//
//   - the saved theme is applied before the first paint (no white flash);
//   - what the reader does to the pre-rendered page (text typed, boxes ticked,
//     focus, scroll) is noted and put back on the page the wasm draws, with the
//     events the app listens to, so its state follows;
//   - the marked parts of the page (data-later) that are below the screen
//     when the wasm starts are listed for it (window.auspexBelow), which
//     draws them just after its first frame (app/ui/later.go);
//   - the service worker's progress becomes window.auspexOffline, which the app
//     shows (Saving for offline… / Ready offline / Updating… / Update ready),
//     and so does a registration the browser refuses (site data blocked);
//     <html data-offline-ms> is when the page learned that this version is
//     ready offline; on a visit the worker already controls, the worker is
//     asked only once the app has drawn the route (started), not during the
//     start, so there it comes after the route is drawn;
//   - a load that fails (the network cut mid-way, a script or the wasm missing)
//     says so with a Retry button instead of a spinner that never stops;
//   - on a visit the service worker already controls, the wasm is read from
//     this version's cache by the page itself: no hop through the worker and
//     no progress stream copying 12 MB in script (go-app's fetchWithProgress),
//     which made the start of a repeat visit 30-35 ms later. It is compiled as
//     soon as this script runs, while the page's styles and app.js arrive and
//     the page is parsed, and app.js instantiates the compiled module (it used
//     to start reading only when app.js ran). A miss, another version's cache,
//     a failed compile or no cache API falls back to go-app's fetch, which
//     reports any error as before.
//
// It is inline so it costs no request; the build allows it in the
// Content-Security-Policy by its hash.
const bootScript = `<script>(function(){
var d=document,root=d.documentElement,w=window;
try{var s=JSON.parse(localStorage.getItem("auspex.settings")||"{}");if(s.theme==="light"||s.theme==="dark")root.setAttribute("data-theme",s.theme)}catch(e){}

var touched={},snap=null;
function key(el){if(!el||!el.tagName)return"";if(el.id)return"#"+el.id;var n=el.getAttribute&&el.getAttribute("name");return n?el.tagName+"[name="+n+"]":""}
function find(k){if(!k)return null;if(k.charAt(0)==="#")return d.getElementById(k.slice(1));var i=k.indexOf("[name=");var l=d.getElementsByName(k.slice(i+6,-1));for(var j=0;j<l.length;j++)if(l[j].tagName===k.slice(0,i))return l[j];return null}
function note(e){if(root.hasAttribute("data-route"))return;var k=key(e.target);if(k)touched[k]=true}
d.addEventListener("input",note,true);d.addEventListener("change",note,true);
w.auspexBeforeStart=function(){var a=d.activeElement,f=null;
 if(a&&a!==d.body&&key(a)){f={k:key(a)};try{f.s=a.selectionStart;f.e=a.selectionEnd}catch(e){}}
 var v={};for(var k in touched){var el=find(k);if(el)v[k]={value:el.value,checked:el.checked,box:el.type==="checkbox"||el.type==="radio"}}
 snap={values:v,focus:f,x:w.scrollX,y:w.scrollY};
 var b=[],l=d.querySelectorAll("[data-later]"),h=w.innerHeight;for(var i=0;i<l.length;i++)if(l[i].getBoundingClientRect().top>=h)b.push(l[i].getAttribute("data-later"));w.auspexBelow=b};
function restore(){var s=snap;snap=null;if(!s)return;
 for(var k in s.values){var el=find(k),o=s.values[k];if(!el)continue;
  if(o.box){if(el.checked!==o.checked)el.click()}
  else if(el.value!==o.value){el.value=o.value;el.dispatchEvent(new Event("input",{bubbles:true}));el.dispatchEvent(new Event("change",{bubbles:true}))}}
 if(s.focus){var f=find(s.focus.k);if(f){f.focus({preventScroll:true});try{if(s.focus.s!=null)f.setSelectionRange(s.focus.s,s.focus.e)}catch(e){}}}
 if(s.x||s.y)w.scrollTo(s.x,s.y)}
var drawn=[];// run once the app has drawn the route (<html data-route>); null after
function whenDrawn(f){if(drawn)drawn.push(f);else f()}
new MutationObserver(function(m,o){if(!root.hasAttribute("data-route"))return;o.disconnect();var fs=drawn;drawn=null;for(var i=0;i<fs.length;i++)fs[i]()}).observe(root,{attributes:true,attributeFilter:["data-route"]});
whenDrawn(restore);

w.auspexLoadFailed=function(err){var box=d.getElementById("app-wasm-loader");if(!box||box.className.indexOf("failed")>=0)return;
 var msg=String(err||""),lost=navigator.onLine===false||/fetch|network|abort|load/i.test(msg);
 box.className="goapp-app-info failed";box.setAttribute("role","alert");box.textContent="";
 var p=d.createElement("p");p.className="goapp-label";
 p.textContent=lost?"Auspex could not finish loading: the connection was lost. The page stays readable; its controls need the app.":"Auspex could not start ("+msg+").";
 var b=d.createElement("button");b.type="button";b.className="btn";b.textContent="Retry";b.addEventListener("click",function(){location.reload()});
 box.appendChild(p);box.appendChild(b)};
function cached(url){try{if(!navigator.serviceWorker||!navigator.serviceWorker.controller||!w.caches)return null;
 return caches.match(url,{cacheName:"` + cachePrefix + `"+` + versionToken + `}).then(function(r){return r&&r.ok?r:null},function(){return null})}catch(e){return null}}
w.auspexWasm=function(fetchWithProgress,url,progress){var net=function(){return fetchWithProgress(url,progress)},c=cached(url);
 return c?c.then(function(r){if(!r)return net();progress(100);return r}):net()};
var early=null,earlyURL=` + wasmToken + `;
try{var c0=WebAssembly.compileStreaming&&cached(earlyURL);if(c0)early=c0.then(function(r){return r?WebAssembly.compileStreaming(r):null}).catch(function(){return null})}catch(e){}
w.auspexInstantiate=function(instantiateStreaming,fetchWithProgress,url,progress,imports){
 var slow=function(){return instantiateStreaming(w.auspexWasm(fetchWithProgress,url,progress),imports)};
 if(!early||url!==earlyURL)return slow();
 return early.then(function(m){if(!m)return slow();progress(100);
  return WebAssembly.instantiate(m,imports).then(function(i){return{module:m,instance:i}})})};
w.addEventListener("error",function(e){var t=e.target;if(t&&t.tagName==="SCRIPT"&&t.src)w.auspexLoadFailed("could not load "+t.src)},true);

var st={state:"",detail:""};w.auspexOffline=st;
function set(state,detail){if(st.state==="update-ready"&&state!=="update-ready")return;st={state:state,detail:detail||""};w.auspexOffline=st;
 if(state==="ready"&&!root.hasAttribute("data-offline-ms"))root.setAttribute("data-offline-ms",performance.now());
 if(w.auspexOfflineChanged)w.auspexOfflineChanged()}
var sw=navigator.serviceWorker;
if(!sw||!w.caches){set("unavailable","this browser cannot keep Auspex for use offline")}else{
 var had=!!sw.controller;
 function ask(wk,type){return new Promise(function(res){if(!wk)return res(null);var c=new MessageChannel();c.port1.onmessage=function(e){res(e.data)};wk.postMessage({auspex:type},[c.port2]);setTimeout(function(){res(null)},15000)})}
 function judge(r,wk,again){if(st.state!=="saving"&&st.state!=="checking")return;
  if(!r)return set("saving");if(r.error)return set("failed",r.error);
  if(!r.missing.length)return set("ready");
  if(again)return set("failed",r.missing.length+" of "+r.total+" files could not be saved");
  set("saving");ask(wk,"repair").then(function(r2){judge(r2,wk,true)})}
 sw.addEventListener("message",function(e){var m=e.data||{};if(m.auspex==="install-failed")set(sw.controller?"update-failed":"failed",m.error)});
 // go-app's registration, refused (app.js calls this from its catch). With
 // site data blocked Chromium refuses with a NotSupportedError ("The user
 // denied permission to use Service Worker"), an unusable origin with that or
 // a SecurityError: nothing can be kept here. Anything else (the worker's
 // script not fetched) may pass on a reload. A page a worker already
 // controls stays as it is.
 w.auspexWorkerRefused=function(e){var n=e&&e.name;if(sw.controller)return console.error("service worker registration failed",e);
  if(n==="NotSupportedError"||n==="SecurityError")set("unavailable","this browser does not let it keep site data ("+n+")");else set("failed",String(n?n+": "+e.message:e))};
 // A worker that takes over a page another one served is a new version, even
 // when it installed before the watch below began (the browser checks for one
 // on every visit).
 if(had)sw.addEventListener("controllerchange",function(){set("update-ready")});
 if(sw.startMessages)sw.startMessages();
 set(had?"checking":"saving");
 sw.ready.then(function(reg){
  // Anything installing once this version is active is a newer one.
  function watch(n){if(!n)return;set("updating");n.addEventListener("statechange",function(){if(n.state==="activated")set("update-ready");else if(n.state==="redundant"&&st.state==="updating")set("update-failed","the new version could not be saved")})}
  reg.addEventListener("updatefound",function(){watch(reg.installing)});if(reg.installing)watch(reg.installing);
  started(function(){if(st.state!=="saving"&&st.state!=="checking")return;ask(reg.active,"status").then(function(r){judge(r,reg.active,false)})})})}
 // On a visit the worker already controls, its check of the cache waits
 // until the app has drawn the route (or 5 s), then for an idle moment (at
 // most 1 s), and is skipped if an update has moved the state on: made at
 // once, its 18 reads of the cache in the worker ran beside the page's own
 // read of the wasm and the worker's answers to the page's styles and scripts.
 function started(f){if(!had)return f();var done=false,t=0,go=function(){if(done)return;done=true;clearTimeout(t);if(w.requestIdleCallback)w.requestIdleCallback(function(){f()},{timeout:1000});else setTimeout(f,0)};
  t=setTimeout(go,5000);whenDrawn(go)}
})()</script>`

// The boot script's tokens for what only the build knows: the version (its
// cache's name holds it) and the wasm's address (under the site's prefix).
const (
	versionToken = "AUSPEX_VERSION"
	wasmToken    = "AUSPEX_WASM"
)

// withBuild fills in a script's tokens for one build.
func withBuild(script, version, prefix string) string {
	quote := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	script = strings.Replace(script, versionToken, quote(version), 1)
	return strings.Replace(script, wasmToken, quote(rootPath(prefix)+"/web/app.wasm"), 1)
}
