//go:build !wasm

package site

// scrollScript runs in every page's head, after the boot script. It places
// the page on every in-app navigation. go-app follows a link inside the one
// document (history.pushState) and redraws the page in place, so the window
// kept the last page's scroll: a chart tapped low in a list opened at its
// foot. The browser's own restoration cannot put Back right either: it runs
// at popstate, before the app has drawn the page it returns to. So the
// restoration is manual, and done here:
//
//   - a link opens its page at the top, or at the element its #fragment names
//     (once it is there: an entry's body may arrive a moment later);
//   - Back and Forward return to where the reader left that page. The
//     position is kept in the entry's history.state (the app keeps that state
//     when it rewrites the address: ui.ReplaceAddress), saved when the
//     scrolling stops, when a link is tapped and when the page is left;
//   - a reload, or a return from another site, puts back the position kept
//     for the entry (for a reload, the one noted as the page was left), as
//     the browser would;
//   - a first load is left alone: the browser places the pre-rendered page
//     (its top or its #fragment) and the boot script carries that scroll over
//     to the page the wasm draws.
//
// The app marks each drawn navigation on <html data-rendered-ms> (app.Page's
// OnNav); the page is placed then. Placing stops as soon as the reader
// touches, scrolls or types.
const scrollScript = `<script>(function(){
var w=window,d=document,h=history,root=d.documentElement;
if(!("scrollRestoration" in h))return;
h.scrollRestoration="manual";
var KEY="auspexScroll",LEFT="auspex.scroll.left",timer=0,job=0,pop=null,drawn=false;
function state(){var s=h.state;return s&&typeof s==="object"?s:{}}
function save(){clearTimeout(timer);timer=0;
 var s=state(),o={};for(var k in s)o[k]=s[k];o[KEY]={x:w.scrollX,y:w.scrollY};
 try{h.replaceState(o,"")}catch(e){}}
function stop(){job++}
// settle scrolls to x,y each frame until it is there on the page the app has
// drawn: the page may still be growing (the pre-rendered page, then the wasm's).
function settle(x,y,ms){var my=++job,end=performance.now()+ms;
 (function step(){if(my!==job)return;
  if(Math.abs(w.scrollX-x)>1||Math.abs(w.scrollY-y)>1)w.scrollTo(x,y);
  var there=Math.abs(w.scrollX-x)<=1&&Math.abs(w.scrollY-y)<=1;
  if(there&&drawn||performance.now()>end)return;
  requestAnimationFrame(step)})()}
// arrive opens a page at its top, or at the element its #fragment names.
function arrive(){var my=++job,end=performance.now()+3000,id=location.hash.slice(1);
 try{id=decodeURIComponent(id)}catch(e){}
 w.scrollTo(0,0);if(!id)return;
 (function step(){if(my!==job)return;var el=d.getElementById(id);
  if(el)return el.scrollIntoView();
  if(performance.now()<end)requestAnimationFrame(step)})()}
w.addEventListener("scroll",function(){clearTimeout(timer);timer=setTimeout(save,150)},{passive:true});
// A reload drops what the page writes to its history entry as it goes, so
// the position it leaves at is noted in sessionStorage too (blocked storage:
// the entry's last save stands).
w.addEventListener("pagehide",function(){save();
 try{sessionStorage.setItem(LEFT,JSON.stringify({href:location.href,x:w.scrollX,y:w.scrollY}))}catch(e){}});
// A tapped link leaves this entry: note where the reader was, before go-app
// (its handler is on window, this one captures on document) draws the next page.
d.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("a[href]")){save();pop=null}},true);
// Back or Forward: the entry's own position, read now; the timer would write
// the page being left into the entry being entered.
w.addEventListener("popstate",function(){clearTimeout(timer);timer=0;pop=state()[KEY]||{}});
["wheel","touchstart","keydown","mousedown"].forEach(function(t){w.addEventListener(t,stop,{passive:true,capture:true})});
function kept(){var k=state()[KEY];
 try{var l=JSON.parse(sessionStorage.getItem(LEFT)||"null"),nav=performance.getEntriesByType("navigation")[0];
  sessionStorage.removeItem(LEFT);if(l&&l.href===location.href&&nav&&nav.type==="reload")k=l}catch(e){}
 return k}
var k=kept();if(k)settle(k.x||0,k.y||0,10000);
new MutationObserver(function(){
 if(!drawn){drawn=true;pop=null;return}
 var p=pop;pop=null;
 if(p&&typeof p.y==="number")settle(p.x||0,p.y,3000);else arrive()
}).observe(root,{attributes:true,attributeFilter:["data-rendered-ms"]});
})()</script>`
