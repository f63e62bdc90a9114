// A tiny DOM helper. Text always goes in as text nodes (never markup), so caption text
// such as `<img src=x onerror=alert(1)>` shows as text.
//
//   const h = hFor(document);
//   h("button", {class: "chip", "aria-label": "Remove", onclick: fn}, "Reuters ×")
//
// Attributes: "class", "data-*", "aria-*" and others via setAttribute; keys starting
// with "on" add event listeners; "style" is not supported (the CSP forbids inline
// styles; use classes or el.style from code). Children: nodes, strings, numbers,
// arrays, null/false (skipped).

const SVG = "http://www.w3.org/2000/svg";

function build(doc, el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "hidden" || k === "disabled" || k === "checked" || k === "selected") {
      if (v) el.setAttribute(k, "");
      if (k === "checked" || k === "selected") el[k] = !!v;
    } else if (k === "value") el.value = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(doc, el, children);
  return el;
}

function append(doc, el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(doc, el, c);
    else if (typeof c === "object" && c.nodeType) el.appendChild(c);
    else el.appendChild(doc.createTextNode(String(c)));
  }
}

/** hFor returns h(tag, attrs, ...children) creating HTML elements of doc. */
export function hFor(doc) {
  return (tag, attrs, ...children) => build(doc, doc.createElement(tag), attrs, children);
}

/** sFor returns s(tag, attrs, ...children) creating SVG elements of doc. */
export function sFor(doc) {
  return (tag, attrs, ...children) => build(doc, doc.createElementNS(SVG, tag), attrs, children);
}
