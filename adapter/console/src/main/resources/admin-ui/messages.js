// Message search: every filter of GET /api/messages, kept in the address so a search can be bookmarked and shared,
// and keyset paging (Older goes on from the last row; the browser's Back returns to the newer page).
"use strict";

(() => {
  const { el, api, start, status, time, statusBadge } = Console;
  const FIELDS = ["from", "to", "cpaId", "party", "service", "action", "direction", "status", "messageId", "conversationId"];
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

  function party(id, role) {
    return el("span", {}, el("span", { class: "mono", text: id || "" }), role ? el("span", { class: "muted", text: " " + role }) : null);
  }

  function render(page, query) {
    const host = document.getElementById("results");
    if (page.messages.length === 0) {
      host.replaceChildren(el("p", { class: "muted", text: "No messages match." }));
    } else {
      host.replaceChildren(el("table", {},
        el("caption", { class: "visually-hidden", text: "Messages, newest first" }),
        el("thead", {}, el("tr", {}, ["Stored", "Dir.", "Status", "Action", "Service", "From", "To", "CPA", "MessageId", "Attempts"]
          .map((h) => el("th", { scope: "col", class: h === "Attempts" ? "num" : null, text: h })))),
        el("tbody", {}, page.messages.map((m) => el("tr", {},
          el("td", { class: "nowrap", text: time(m.createdAt) }),
          el("td", { text: m.direction }),
          el("td", {}, statusBadge(m.status)),
          el("th", { scope: "row" }, el("a", { href: "/admin/message.html?id=" + m.id, text: m.action || "(none)" })),
          el("td", { class: "break", text: m.service || "" }),
          el("td", {}, party(m.fromPartyId, m.fromRole)),
          el("td", {}, party(m.toPartyId, m.toRole)),
          el("td", { class: "break", text: m.cpaId || "" }),
          el("td", { class: "mono break" }, el("a", { href: "/admin/message.html?id=" + m.id, text: m.messageId })),
          el("td", { class: "num", text: String(m.attempts) }))))));
    }
    const pager = document.getElementById("pager");
    const parts = [];
    if (query.get("before")) parts.push(el("button", { type: "button", class: "secondary", onclick: () => go(without(query, "before")), text: "Newest" }));
    if (page.next) {
      const older = new URLSearchParams(query);
      older.set("before", String(page.next));
      parts.push(el("button", { type: "button", id: "older", onclick: () => go(older), text: "Older messages" }));
    }
    pager.replaceChildren(...parts);
    status(document.getElementById("page-status"), "", page.messages.length + " message" + (page.messages.length === 1 ? "" : "s")
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
    const api_query = new URLSearchParams(query);
    api_query.set("limit", String(PAGE_SIZE));
    try {
      render(await api("/api/messages?" + api_query.toString()), query);
    } catch (error) {
      status(document.getElementById("page-status"), "bad", error.message);
      document.getElementById("results").replaceChildren();
    }
  }

  start("messages", async () => {
    const cpas = await api("/api/cpas").catch(() => []);
    document.getElementById("cpa-ids").replaceChildren(...cpas.map((c) => el("option", { value: c.cpaId })));
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
