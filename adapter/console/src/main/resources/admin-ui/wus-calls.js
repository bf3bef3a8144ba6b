// WUS call search: every filter of GET /api/wus/exchanges, kept in the address so a search can be bookmarked, and
// keyset paging (Older goes on from the last row; the browser's Back returns to the newer page).
"use strict";

(() => {
  const { el, api, start, status, time, duration, statusBadge } = Console;
  const FIELDS = ["from", "to", "service", "operation", "direction", "status", "messageId"];
  const PAGE_SIZE = 50;
  const form = () => document.getElementById("search-form");

  /** datetime-local has no zone: the form says UTC, so the value is read as UTC. */
  function toInstant(local) {
    if (!local) return "";
    return (local.length === 16 ? local + ":00" : local) + "Z";
  }

  function toLocal(instant) {
    return instant ? instant.replace(/Z$/, "").substring(0, 19) : "";
  }

  function fillForm(query) {
    for (const name of FIELDS) {
      const value = query.get(name) || "";
      form()[name].value = name === "from" || name === "to" ? toLocal(value) : value;
    }
  }

  function queryFromForm() {
    const query = new URLSearchParams();
    for (const name of FIELDS) {
      let value = form()[name].value.trim();
      if (name === "from" || name === "to") value = toInstant(value);
      if (value) query.set(name, value);
    }
    return query;
  }

  function render(page, query) {
    const host = document.getElementById("results");
    if (page.exchanges.length === 0) {
      host.replaceChildren(el("p", { class: "muted", text: "No WUS calls match." }));
    } else {
      host.replaceChildren(el("table", {},
        el("caption", { class: "visually-hidden", text: "WUS calls, newest first" }),
        el("thead", {}, el("tr", {}, ["Received", "Direction", "Status", "Service", "Operation", "MessageID", "Caller OIN", "HTTP", "Took"]
          .map((h) => el("th", { scope: "col", class: h === "HTTP" || h === "Took" ? "num" : null, text: h })))),
        el("tbody", {}, page.exchanges.map((x) => el("tr", {},
          el("td", { class: "nowrap", text: time(x.receivedAt) }),
          el("td", { text: x.direction === "provide" ? "we provide" : "we consume" }),
          el("td", {}, statusBadge(x.status)),
          el("td", { class: "break", text: x.service || "(unknown)" }),
          el("th", { scope: "row" }, el("a", { href: "/admin/wus-call.html?id=" + x.id, text: x.operation || "(unknown)" })),
          el("td", { class: "mono break" }, el("a", { href: "/admin/wus-call.html?id=" + x.id, text: x.requestMessageId || "(none)" })),
          el("td", { class: "mono", text: x.tlsOin || x.fromOin || "" }),
          el("td", { class: "num", text: x.httpStatus === null ? "" : String(x.httpStatus) }),
          el("td", { class: "num nowrap", text: duration(x.totalMs) }))))));
    }
    const pager = document.getElementById("pager");
    const parts = [];
    if (query.get("before")) parts.push(el("button", { type: "button", class: "secondary", onclick: () => go(without(query, "before")), text: "Newest" }));
    if (page.next) {
      const older = new URLSearchParams(query);
      older.set("before", String(page.next));
      parts.push(el("button", { type: "button", id: "older", onclick: () => go(older), text: "Older calls" }));
    }
    pager.replaceChildren(...parts);
    status(document.getElementById("page-status"), "", page.exchanges.length + " call" + (page.exchanges.length === 1 ? "" : "s")
      + " shown" + (page.next ? "; more are older" : "") + ".");
  }

  function without(query, name) {
    const copy = new URLSearchParams(query);
    copy.delete(name);
    return copy;
  }

  function go(query) {
    history.pushState(null, "", "?" + query.toString());
    search(query);
  }

  async function search(query) {
    const apiQuery = new URLSearchParams(query);
    apiQuery.set("limit", String(PAGE_SIZE));
    try {
      render(await api("/api/wus/exchanges?" + apiQuery.toString()), query);
    } catch (error) {
      status(document.getElementById("page-status"), "bad", error.message);
      document.getElementById("results").replaceChildren();
    }
  }

  start("wus-calls", async () => {
    const services = await api("/api/wus/services").catch(() => []);
    document.getElementById("service-names").replaceChildren(...services.map((s) => el("option", { value: s.name })));
    form().addEventListener("submit", (event) => {
      event.preventDefault();
      go(queryFromForm());
    });
    document.getElementById("clear").addEventListener("click", () => setTimeout(() => go(new URLSearchParams()), 0));
    window.addEventListener("popstate", () => {
      const query = new URLSearchParams(location.search);
      fillForm(query);
      search(query);
    });
    const query = new URLSearchParams(location.search);
    fillForm(query);
    await search(query);
  });
})();
