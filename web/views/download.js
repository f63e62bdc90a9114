// Downloads of generated files, and stand-alone copies of the charts (SVG and PNG).
//
// A chart's look comes from the page's CSS (light or dark theme); an exported SVG must
// stand alone, so the copy carries the computed fill, stroke and font of every element
// and a background of the page's colour.

const STYLE_PROPS = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray", "opacity", "font-family", "font-size", "font-weight", "text-anchor"];

/** download offers blob to the user as a file called name. */
export function download(doc, name, blob) {
  const win = doc.defaultView;
  const url = win.URL.createObjectURL(blob);
  const a = doc.createElement("a");
  a.href = url;
  a.download = name;
  a.hidden = true;
  doc.body.appendChild(a);
  a.click();
  a.remove();
  win.setTimeout(() => win.URL.revokeObjectURL(url), 10000);
}

/** standaloneSVG copies (node) and serialises (text) an SVG element of the page with its computed styles inlined. */
export function standaloneSVG(svg) {
  const doc = svg.ownerDocument;
  const win = doc.defaultView;
  const copy = svg.cloneNode(true);
  const src = [svg, ...svg.querySelectorAll("*")];
  const dst = [copy, ...copy.querySelectorAll("*")];
  for (let i = 0; i < src.length; i++) {
    const cs = win.getComputedStyle(src[i]);
    for (const p of STYLE_PROPS) {
      const v = cs.getPropertyValue(p);
      if (v) dst[i].setAttribute(p, v);
    }
    dst[i].removeAttribute("class");
    dst[i].removeAttribute("tabindex");
  }
  const box = svg.viewBox.baseVal;
  const w = (box && box.width) || svg.clientWidth;
  const h = (box && box.height) || svg.clientHeight;
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", w);
  copy.setAttribute("height", h);
  let bg = win.getComputedStyle(doc.body).backgroundColor;
  if (!bg || bg === "rgba(0, 0, 0, 0)" || bg === "transparent") bg = "#ffffff";
  const rect = doc.createElementNS("http://www.w3.org/2000/svg", "rect");
  rect.setAttribute("width", "100%");
  rect.setAttribute("height", "100%");
  rect.setAttribute("fill", bg);
  copy.insertBefore(rect, copy.firstChild);
  return { node: copy, text: new win.XMLSerializer().serializeToString(copy), width: w, height: h };
}

/** downloadSVG saves an SVG element of the page as name. */
export function downloadSVG(svg, name) {
  const doc = svg.ownerDocument;
  const { text } = standaloneSVG(svg);
  download(doc, name, new doc.defaultView.Blob([text], { type: "image/svg+xml" }));
}

/**
 * downloadPNG saves an SVG element as a PNG at twice its size. The page's CSP allows
 * images from its own origin only (no blob: or data: images), so the SVG is not drawn
 * through an <img>: paint() draws the few element kinds our charts use (g with
 * translate, rect, path, line, circle, text) on a canvas directly.
 */
export function downloadPNG(svg, name) {
  const doc = svg.ownerDocument;
  const { node, width, height } = standaloneSVG(svg);
  const canvas = doc.createElement("canvas");
  canvas.width = Math.round(width * 2);
  canvas.height = Math.round(height * 2);
  const g = canvas.getContext("2d");
  g.scale(2, 2);
  paint(g, node);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error("PNG encoding failed"));
      download(doc, name, blob);
      resolve();
    }, "image/png");
  });
}

const num = (el, a, d = 0) => {
  const v = parseFloat(el.getAttribute(a));
  return Number.isFinite(v) ? v : d;
};

function paint(g, el) {
  const tag = el.localName;
  if (tag === "title" || tag === "defs" || tag === "clipPath" || tag === "style") return;
  g.save();
  const tr = /translate\(\s*([-\d.e]+)[\s,]*([-\d.e]+)?\s*\)/.exec(el.getAttribute("transform") || "");
  if (tr) g.translate(+tr[1], +(tr[2] || 0));
  g.globalAlpha *= num(el, "opacity", 1);
  const fill = el.getAttribute("fill");
  const stroke = el.getAttribute("stroke");
  const fillOpacity = num(el, "fill-opacity", 1);
  const strokeOpacity = num(el, "stroke-opacity", 1);
  g.lineWidth = num(el, "stroke-width", 1);
  const draw = (path) => {
    if (fill && fill !== "none") {
      g.fillStyle = fill;
      g.globalAlpha *= fillOpacity;
      g.fill(path);
      g.globalAlpha /= fillOpacity || 1;
    }
    if (stroke && stroke !== "none") {
      g.strokeStyle = stroke;
      g.globalAlpha *= strokeOpacity;
      g.stroke(path);
    }
  };
  const P = g.canvas.ownerDocument.defaultView.Path2D;
  if (tag === "rect") {
    const p = new P();
    const size = (a, full) => ((el.getAttribute(a) || "").endsWith("%") ? (parseFloat(el.getAttribute(a)) / 100) * full : num(el, a));
    p.rect(num(el, "x"), num(el, "y"), size("width", g.canvas.width / 2), size("height", g.canvas.height / 2));
    draw(p);
  } else if (tag === "path") {
    draw(new P(el.getAttribute("d") || ""));
  } else if (tag === "line") {
    const p = new P();
    p.moveTo(num(el, "x1"), num(el, "y1"));
    p.lineTo(num(el, "x2"), num(el, "y2"));
    draw(p);
  } else if (tag === "circle") {
    const p = new P();
    p.arc(num(el, "cx"), num(el, "cy"), num(el, "r"), 0, 2 * Math.PI);
    draw(p);
  } else if (tag === "text") {
    const size = parseFloat(el.getAttribute("font-size")) || 12;
    g.font = `${el.getAttribute("font-weight") || "normal"} ${size}px ${el.getAttribute("font-family") || "sans-serif"}`;
    const anchor = el.getAttribute("text-anchor");
    g.textAlign = anchor === "middle" ? "center" : anchor === "end" ? "right" : "left";
    const dy = el.getAttribute("dy") || "0";
    const y = num(el, "y") + (dy.endsWith("em") ? parseFloat(dy) * size : parseFloat(dy) || 0);
    if (stroke && stroke !== "none") {
      g.strokeStyle = stroke; // the labels' halo (paint-order: stroke)
      g.lineJoin = "round";
      g.strokeText(el.textContent, num(el, "x"), y);
    }
    if (fill && fill !== "none") {
      g.fillStyle = fill;
      g.globalAlpha *= fillOpacity;
      g.fillText(el.textContent, num(el, "x"), y);
    }
  }
  if (tag === "svg" || tag === "g") for (const c of el.children) paint(g, c);
  g.restore();
}
