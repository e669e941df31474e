extension HTMLReporter {
    // Style and behaviour of the page: constant, no report data in here.

    static let css = """
        :root{--error:#c62828;--warning:#e65100;--info:#1565c0;--ink:#1d1d1f;--muted:#6b6b70;--line:#d0d0d6;--path:#7b1fa2;--recorded:#00897b;--moved:#f57c00}
        *{box-sizing:border-box}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);margin:0;padding:16px 24px;background:#f6f6f8}
        h1{font-size:22px;margin:0}
        header{display:flex;gap:12px;align-items:baseline}
        .tool{color:var(--muted);margin:0}
        .summary{background:#fff;border:1px solid var(--line);border-radius:8px;padding:10px 16px;margin:12px 0}
        .totals{list-style:none;display:flex;flex-wrap:wrap;gap:8px 18px;padding:0;margin:0 0 8px;font-weight:600}
        .totals .verdict{font-weight:400;color:var(--muted)}
        table.by-rule{border-collapse:collapse;margin:6px 0}
        .by-rule th,.by-rule td{border-bottom:1px solid var(--line);padding:3px 12px;text-align:left}
        .by-rule td{text-align:right;font-variant-numeric:tabular-nums}
        .by-rule td.zero{color:#bbb}
        .rule-title{font-weight:400;color:var(--muted)}
        .groups{background:#fff;border:1px solid var(--line);border-radius:8px;padding:10px 16px;margin:12px 0}
        .groups h2{font-size:16px;margin:0 0 6px}
        table.groups{border-collapse:collapse;border:0;padding:0;margin:0}
        table.groups th,table.groups td{border-bottom:1px solid var(--line);padding:3px 12px;text-align:left;vertical-align:top}
        table.groups td.screens{font-size:12px}
        .sev-error{color:var(--error)}.sev-warning{color:var(--warning)}.sev-info{color:var(--info)}
        details.screen{background:#fff;border:1px solid var(--line);border-left:6px solid #9e9e9e;border-radius:8px;margin:10px 0}
        details.screen.worst-error,details.screen.has-input-error{border-left-color:var(--error)}
        details.screen.worst-warning{border-left-color:var(--warning)}
        details.screen.worst-info{border-left-color:var(--info)}
        details.screen>summary{cursor:pointer;padding:8px 12px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline}
        .screen-name{font-weight:700;font-size:16px}
        .path,.meta{color:var(--muted)}
        .count{font-weight:600}.count.ok{color:#2e7d32}
        .screen-body{display:flex;flex-wrap:wrap;gap:16px;padding:4px 12px 12px;align-items:flex-start}
        .drawing{flex:1 1 420px;min-width:280px;max-width:900px}
        .drawing-tools{display:flex;gap:10px;align-items:center;margin-bottom:4px;font-size:12px;color:var(--muted)}
        .legend span{margin-right:8px}
        .legend span::before{content:"";display:inline-block;width:14px;height:0;border-top:3px solid;vertical-align:middle;margin-right:4px}
        .lg-path::before{border-color:var(--path)!important}.lg-error::before{border-color:var(--error)!important}
        .lg-warning::before{border-color:var(--warning)!important}.lg-info::before{border-color:var(--info)!important}
        .lg-recorded::before{border-color:var(--recorded)!important;border-top-style:dashed!important}
        .lg-moved::before{border-color:var(--moved)!important}
        pre.order-diff{font-size:12px;background:#f6f6f8;border:1px solid var(--line);padding:6px;margin:4px 0;overflow:auto;white-space:pre}
        pre.order-diff .add{color:#1b5e20;background:#e8f5e9}pre.order-diff .del{color:#b71c1c;background:#ffebee}
        .drawing-slot{overflow:auto;border:1px solid var(--line);background:#fafafa;max-height:88vh}
        .drawing-slot svg.screen{display:block;width:100%;height:auto;max-height:86vh}
        .drawing-slot svg.screen.tall{max-height:none}
        .drawing.zoomed .drawing-slot svg.screen{width:300%;max-height:none}
        .side{flex:1 1 360px;min-width:260px}
        .input-error{color:var(--error);white-space:pre-wrap;background:#fff5f5;border:1px solid #f3c2c2;padding:8px;margin:4px 0;flex:1 1 100%}
        ol.findings{margin:0;padding-left:22px}
        li.finding{margin:0 0 8px;padding:4px 6px;border-radius:4px;cursor:pointer;color:var(--ink)}
        li.finding .sev{font-weight:700;text-transform:uppercase;font-size:11px}
        li.finding.sev-error .sev{color:var(--error)}li.finding.sev-warning .sev{color:var(--warning)}li.finding.sev-info .sev{color:var(--info)}
        li.finding.hl,li.finding:focus{background:#fff3c4;outline:none}
        .loc,.element{color:var(--muted);font-size:12px}
        .message{white-space:pre-wrap}
        .fix{white-space:pre-wrap;font-size:13px}.fix-label{font-weight:600}
        details.stops{margin-top:10px}details.stops>summary{cursor:pointer;color:var(--muted)}
        ol.stops{font-size:12px;padding-left:34px;margin:4px 0;max-height:400px;overflow:auto;white-space:pre-wrap}
        ol.stops li.hl{background:#fff3c4}
        .none{color:var(--muted)}
        svg.screen .el>rect{fill:none;stroke:#90909a}
        svg.screen .el.stop>rect{fill:#eef3fb;stroke:#5b6b86}
        svg.screen .el.inner>rect{stroke:#c4c4cc}
        svg.screen .el.hidden>rect{stroke:#d8d8de;stroke-dasharray:4 3}
        svg.screen .el.hidden{opacity:.5}
        svg.screen .el text{fill:#33333a;font-family:system-ui,sans-serif}
        svg.screen .el .cross{stroke:#b0b0ba}
        svg.screen .el text.nolabel{fill:#8a8a92;font-style:italic}
        svg.screen .el text.ax-label{fill:#4a5a8a;font-style:italic}
        p.controls .hint{color:var(--muted);font-size:.9em}
        details.more-groups>summary{cursor:pointer;color:var(--muted);margin:6px 0}
        svg.screen .el.stop text.nolabel{fill:var(--error)}
        svg.screen rect.finding{fill:none}
        svg.screen rect.finding.sev-error{stroke:var(--error)}
        svg.screen rect.finding.sev-warning{stroke:var(--warning)}
        svg.screen rect.finding.sev-info{stroke:var(--info)}
        svg.screen polyline.path{fill:none;stroke:var(--path);stroke-linejoin:round;stroke-linecap:round;opacity:.75}
        svg.screen .badge circle{fill:var(--path);stroke:#fff}
        svg.screen polyline.path.recorded{stroke:var(--recorded);opacity:.9}
        svg.screen .badge.moved circle,svg.screen .badge.added circle{stroke:var(--moved);stroke-width:3}
        svg.screen .badge text.was{fill:var(--moved);font-size:90%;text-anchor:start;stroke:#fff;paint-order:stroke}
        svg.screen .badge text{fill:#fff;font-family:system-ui,sans-serif;font-weight:700;text-anchor:middle;dominant-baseline:central}
        svg.screen .hl>rect,svg.screen rect.hl{fill:rgba(255,214,0,.35)!important}
        svg.screen rect.finding.hl{fill:rgba(255,214,0,.35)!important}
        svg.screen .badge.hl circle{fill:#f9a825}
        svg.screen [data-element]{cursor:pointer}
        """

    static let script = """
        (function(){
        "use strict";
        function draw(screen){
          if(screen.dataset.drawn)return;
          screen.dataset.drawn="1";
          screen.querySelectorAll("template").forEach(function(t){
            var slot=t.classList.contains("drawing")?t.parentNode.querySelector(".drawing-slot"):null;
            if(slot)slot.appendChild(t.content.cloneNode(true));else t.parentNode.insertBefore(t.content.cloneNode(true),t);
          });
        }
        document.addEventListener("toggle",function(e){var d=e.target;if(d.classList&&d.classList.contains("screen")&&d.open)draw(d);},true);
        function all(open){document.querySelectorAll("details.screen").forEach(function(d){if(open)draw(d);d.open=open;});}
        function mark(screen,id,on){
          if(!/^[0-9]+$/.test(id))return;
          screen.querySelectorAll('[data-element="'+id+'"]').forEach(function(n){n.classList.toggle("hl",on);});
        }
        function target(e){var n=e.target.closest&&e.target.closest("[data-element]");var s=n&&n.closest("details.screen");return n&&s?{n:n,s:s}:null;}
        var pinned=null;
        document.addEventListener("mouseover",function(e){var t=target(e);if(t)mark(t.s,t.n.dataset.element,true);});
        document.addEventListener("mouseout",function(e){var t=target(e);if(t&&!(pinned&&pinned.s===t.s&&pinned.id===t.n.dataset.element))mark(t.s,t.n.dataset.element,false);});
        document.addEventListener("click",function(e){
          var z=e.target.closest&&e.target.closest("button.zoom");
          if(z){var d=z.closest(".drawing");var on=d.classList.toggle("zoomed");z.setAttribute("aria-pressed",on?"true":"false");return;}
          if(e.target.id==="open-all"){all(true);return;}
          if(e.target.id==="close-all"){all(false);return;}
          if(e.target.closest&&e.target.closest("a"))return;
          var t=target(e);
          if(pinned)mark(pinned.s,pinned.id,false);
          if(!t){pinned=null;return;}
          var id=t.n.dataset.element;
          if(pinned&&pinned.s===t.s&&pinned.id===id){pinned=null;return;}
          pinned={s:t.s,id:id};mark(t.s,id,true);
          var other=t.n.tagName.toLowerCase()==="li"?t.s.querySelector('svg [data-element="'+id+'"]'):t.s.querySelector('li.finding[data-element="'+id+'"]');
          if(other&&other.scrollIntoView)other.scrollIntoView({block:"nearest"});
        });
        document.addEventListener("focusin",function(e){var t=target(e);if(t)mark(t.s,t.n.dataset.element,true);});
        document.addEventListener("focusout",function(e){var t=target(e);if(t)mark(t.s,t.n.dataset.element,false);});
        function fromHash(){
          var h=location.hash;
          if(h==="#expand-all"||/[?&]expand-all\\b/.test(location.search)){all(true);return;}
          var d=h.length>1&&document.getElementById(h.slice(1));
          if(d&&d.classList.contains("screen")){draw(d);d.open=true;}
        }
        window.addEventListener("hashchange",fromHash);
        fromHash();
        document.querySelectorAll("details.screen[open]").forEach(draw);
        })();
        """
}
