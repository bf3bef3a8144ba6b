// Shared by every admin page: the session, the page header, calls to /api, and small DOM helpers.
// Data is always put into the page as text (el(), textContent), never as HTML, so nothing a partner sent can run.
"use strict";

const Console = (() => {
  let session = null;

  const PAGES = [
    ["dashboard", "/admin/", "Dashboard"],
    ["cpas", "/admin/cpas.html", "CPAs"],
    ["messages", "/admin/messages.html", "Messages"],
    ["wus-services", "/admin/wus-services.html", "WUS services"],
    ["wus-calls", "/admin/wus-calls.html", "WUS calls"],
    ["transfers", "/admin/transfers.html", "Large files"],
    ["expiries", "/admin/expiries.html", "Ending soon"],
    ["hawtio", "/hawtio/", "Hawtio"],
  ];

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  function svg(tag, attrs, ...children) {
    const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === "text") node.textContent = value;
      else node.setAttribute(key, value);
    }
    children.flat().forEach((child) => child && node.append(child));
    return node;
  }

  class ApiError extends Error {
    constructor(status, message, body) {
      super(message);
      this.status = status;
      this.body = body;
    }
  }

  async function api(path, options = {}) {
    const headers = Object.assign({ "X-Requested-With": "fetch", Accept: "application/json" }, options.headers || {});
    if (session && options.method && options.method !== "GET") headers["X-CSRF-Token"] = session.csrfToken;
    const response = await fetch(path, Object.assign({}, options, { headers, credentials: "same-origin" }));
    if (response.status === 401 && !options.allowUnauthorized) {
      toSignIn();
      throw new ApiError(401, "Your session has ended; sign in again.");
    }
    const type = response.headers.get("Content-Type") || "";
    const body = type.includes("json") ? await response.json() : await response.text();
    if (!response.ok) {
      const message = body && body.error ? body.error : "The adapter answered " + response.status;
      throw new ApiError(response.status, message, body);
    }
    return body;
  }

  function toSignIn() {
    const next = location.pathname + location.search;
    location.assign("/admin/login.html?next=" + encodeURIComponent(next));
  }

  function header(active) {
    const nav = el("nav", { "aria-label": "Main" },
      el("ul", {}, PAGES.map(([id, href, label]) =>
        el("li", {}, el("a", { href, "aria-current": id === active ? "page" : null, text: label })))));
    const who = el("div", { class: "who" },
      el("span", { id: "signed-in-user", text: session ? "Signed in as " + session.user : "" }),
      el("button", { type: "button", class: "secondary", onclick: signOut, text: "Sign out" }));
    const bar = el("div", { class: "bar" }, el("a", { class: "name", href: "/admin/", text: "ebMS adapter" }), nav, who);
    const parts = [bar];
    if (session && session.firstRun) parts.unshift(firstRunBanner());
    return parts;
  }

  function firstRunBanner() {
    return el("div", { class: "first-run", role: "alert" },
      "Warning: no admin users are configured. You are using the temporary first-run account, whose password is in "
      + "the adapter's log and changes at every restart. Configure admin.users before you rely on this adapter "
      + "(README, \"Admin UI\").");
  }

  async function signOut() {
    try {
      await api("/admin/logout", { method: "POST" });
    } finally {
      location.assign("/admin/login.html");
    }
  }

  /** Checks the session, draws the header, then runs the page. */
  async function start(active, run) {
    try {
      session = await api("/admin/session");
    } catch (error) {
      return;
    }
    const host = document.getElementById("site-header");
    host.replaceChildren(...header(active));
    document.body.append(el("footer", { id: "site-footer", class: "site-footer muted", text: "ebMS adapter " + session.version }));
    try {
      await run();
    } catch (error) {
      status(document.getElementById("page-status"), "bad", error.message);
    }
  }

  /** Shows a message in a live region, so screen readers announce it. */
  function status(region, kind, text) {
    if (!region) return;
    region.className = "alert " + (kind || "");
    region.textContent = text || "";
  }

  function time(iso) {
    if (!iso) return "";
    const date = new Date(iso);
    return date.toISOString().replace("T", " ").replace(/\.\d+Z$/, "Z").replace(/Z$/, " UTC");
  }

  function duration(ms) {
    if (ms === null || ms === undefined) return "";
    if (ms < 1000) return ms + " ms";
    const s = Math.round(ms / 1000);
    if (s < 120) return s + " s";
    const m = Math.round(s / 60);
    if (m < 120) return m + " min";
    const h = Math.round(m / 60);
    return h < 48 ? h + " h" : Math.round(h / 24) + " days";
  }

  const STATUS_KIND = {
    received: "info", processed: "ok", rejected: "bad", queued: "warn", sending: "warn",
    delivered: "ok", failed: "bad", expired: "bad", awaiting_file: "warn", file_failed: "bad",
    answered: "ok", faulted: "bad", backend_failed: "bad", partner_failed: "bad",
  };

  function statusBadge(value) {
    return el("span", { class: "badge " + (STATUS_KIND[value] || "info"), text: value });
  }

  function download(name, type, content) {
    const url = URL.createObjectURL(new Blob([content], { type }));
    const link = el("a", { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function param(name) {
    return new URLSearchParams(location.search).get(name);
  }

  return { el, svg, api, start, status, time, duration, statusBadge, download, param, ApiError };
})();
