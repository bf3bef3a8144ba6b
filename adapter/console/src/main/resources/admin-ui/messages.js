// Message search: every filter of GET /api/messages, kept in the address so a search can be bookmarked and shared,
// and keyset paging (Older goes on from the last row; the browser's Back returns to the newer page). One line per
// message, long values cut short with the whole value on hover; the page sorts by any column, refreshes itself on
// request, and resends the failed messages an operator ticks.
"use strict";

(() => {
  const { el, api, start, status, time, statusBadge } = Console;
  const FIELDS = ["from", "to", "cpaId", "party", "service", "action", "direction", "status", "messageId", "conversationId"];
  const PAGE_SIZES = ["25", "50", "100", "200"];
  const REFRESH_MS = 10000;
  /** The columns: heading, the value sorted by, and the cell. */
  const COLUMNS = [
    ["Stored", (m) => m.createdAt, (m) => el("td", { text: time(m.createdAt) })],
    ["Dir.", (m) => m.direction, (m) => el("td", { text: m.direction })],
    ["Status", (m) => m.status, (m) => el("td", {}, statusBadge(m.status))],
    ["Action", (m) => m.action || "", (m) => el("th", { scope: "row" }, el("a", { href: "/admin/message.html?id=" + m.id, text: m.action || "(none)" }))],
    ["Service", (m) => m.service || "", (m) => cut(m.service)],
    ["From", (m) => m.fromPartyId || "", (m) => el("td", { class: "mono", title: m.fromRole || "", text: m.fromPartyId || "" })],
    ["To", (m) => m.toPartyId || "", (m) => el("td", { class: "mono", title: m.toRole || "", text: m.toPartyId || "" })],
    ["CPA", (m) => m.cpaId || "", (m) => cut(m.cpaId)],
    ["MessageId", (m) => m.messageId, (m) => el("td", { class: "cut mono message-id", title: m.messageId },
      el("a", { href: "/admin/message.html?id=" + m.id, text: m.messageId }))],
    ["Attempts", (m) => m.attempts, (m) => el("td", { class: "num", text: String(m.attempts) })],
  ];
  /** Text filters that match by prefix: what is typed, then anything (the API's trailing *). */
  const PREFIX_FIELDS = ["cpaId", "party", "service", "action", "messageId", "conversationId"];
  let cpaIds = [];
  let shown = { messages: [] };
  let sortedBy = null;
  let refreshTimer = null;
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

  /** A cell cut short to one line; the whole value on hover (and in the message's detail). */
  function cut(value) {
    return el("td", { class: "cut", title: value || "", text: value || "" });
  }

  function resendable(m) {
    return m.direction === "out" && m.status === "failed";
  }

  function sorted(messages) {
    if (!sortedBy) return messages;
    const [index, direction] = sortedBy;
    const key = COLUMNS[index][1];
    return [...messages].sort((a, b) => {
      const x = key(a), y = key(b);
      return (x < y ? -1 : x > y ? 1 : 0) * direction;
    });
  }

  function sortBy(index) {
    sortedBy = sortedBy && sortedBy[0] === index ? [index, -sortedBy[1]] : [index, 1];
    drawTable();
  }

  function heading([label], index) {
    const sort = sortedBy && sortedBy[0] === index ? (sortedBy[1] > 0 ? "ascending" : "descending") : "none";
    return el("th", { scope: "col", class: label === "Attempts" ? "num" : null, "aria-sort": sort },
      el("button", { type: "button", class: "sort", onclick: () => sortBy(index), text: label }));
  }

  function drawTable() {
    const host = document.getElementById("results");
    if (shown.messages.length === 0) {
      host.replaceChildren(el("p", { class: "muted", text: "No messages match." }));
    } else {
      host.replaceChildren(el("table", { class: "messages" },
        el("caption", { class: "visually-hidden", text: "Messages; sorted newest first unless a column heading says otherwise" }),
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, el("span", { class: "visually-hidden", text: "Select" })),
          ...COLUMNS.map(heading))),
        el("tbody", {}, sorted(shown.messages).map((m) => el("tr", { "data-id": String(m.id) },
          el("td", {}, resendable(m) ? el("input", { type: "checkbox", class: "pick", value: String(m.id),
            "aria-label": "Select " + m.messageId + " to resend", onchange: updateResendButton }) : null),
          ...COLUMNS.map(([, , cell]) => cell(m)))))));
    }
    updateResendButton();
  }

  function picked() {
    return [...document.querySelectorAll("#results input.pick:checked")].map((box) => box.value);
  }

  function updateResendButton() {
    const count = picked().length;
    const button = document.getElementById("resend-selected");
    button.disabled = count === 0;
    button.textContent = count === 0 ? "Resend selected" : "Resend " + count + " selected";
  }

  async function resendPicked() {
    const ids = picked();
    let queued = 0;
    const refused = [];
    for (const id of ids) {
      try {
        await api("/api/messages/" + id + "/resend", { method: "POST" });
        queued++;
      } catch (error) {
        refused.push(id + ": " + error.message);
      }
    }
    status(document.getElementById("page-status"), refused.length ? "bad" : "ok",
      queued + " of " + ids.length + " queued again" + (refused.length ? "; refused: " + refused.join("; ") : "") + ".");
    await search(new URLSearchParams(location.search), true);
  }

  function render(page, query, quiet) {
    shown = page;
    drawTable();
    const pager = document.getElementById("pager");
    const parts = [];
    if (query.get("before")) parts.push(el("button", { type: "button", class: "secondary", onclick: () => go(without(query, "before")), text: "Newest" }));
    if (page.next) {
      const older = new URLSearchParams(query);
      older.set("before", String(page.next));
      parts.push(el("button", { type: "button", id: "older", onclick: () => go(older), text: "Older messages" }));
    }
    pager.replaceChildren(...parts);
    if (!quiet) {
      status(document.getElementById("page-status"), "", page.messages.length + " message" + (page.messages.length === 1 ? "" : "s")
        + " shown" + (page.next ? "; more are older" : "") + ".");
    }
  }

  function pageSize(query) {
    return PAGE_SIZES.includes(query.get("limit")) ? query.get("limit") : "50";
  }

  /** Only the newest page refreshes: an older one would shift under the reader. */
  function setAutoRefresh(on) {
    clearInterval(refreshTimer);
    refreshTimer = on ? setInterval(() => {
      const query = new URLSearchParams(location.search);
      if (!query.get("before") && picked().length === 0) search(query, true);
    }, REFRESH_MS) : null;
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

  /** A CPA id typed in any case: the one loaded CPA it names or begins, else as typed. */
  function knownCpa(typed) {
    const lower = typed.toLowerCase();
    const exact = cpaIds.filter((id) => id.toLowerCase() === lower);
    const starting = cpaIds.filter((id) => id.toLowerCase().startsWith(lower));
    return exact.length === 1 ? exact[0] : starting.length === 1 ? starting[0] : typed;
  }

  function apiQuery(query) {
    const api_query = new URLSearchParams(query);
    if (api_query.get("cpaId")) api_query.set("cpaId", knownCpa(api_query.get("cpaId")));
    for (const name of PREFIX_FIELDS) {
      const value = api_query.get(name);
      if (value && !value.endsWith("*")) api_query.set(name, value + "*");
    }
    return api_query;
  }

  async function search(query, quiet) {
    const api_query = apiQuery(query);
    api_query.set("limit", pageSize(query));
    try {
      render(await api("/api/messages?" + api_query.toString()), query, quiet);
    } catch (error) {
      status(document.getElementById("page-status"), "bad", error.message);
      document.getElementById("results").replaceChildren();
    }
  }

  start("messages", async () => {
    const cpas = await api("/api/cpas").catch(() => []);
    cpaIds = cpas.map((c) => c.cpaId);
    document.getElementById("cpa-ids").replaceChildren(...cpaIds.map((id) => el("option", { value: id })));
    form().addEventListener("submit", (event) => {
      event.preventDefault();
      const query = queryFromForm();
      query.set("limit", document.getElementById("page-size").value);
      go(query);
    });
    document.getElementById("page-size").addEventListener("change", (event) => {
      const query = without(new URLSearchParams(location.search), "before");
      query.set("limit", event.target.value);
      go(query);
    });
    document.getElementById("auto-refresh").addEventListener("change", (event) => setAutoRefresh(event.target.checked));
    document.getElementById("resend-selected").addEventListener("click", resendPicked);
    document.getElementById("clear").addEventListener("click", () => setTimeout(() => go(new URLSearchParams()), 0));
    window.addEventListener("popstate", () => {
      const query = new URLSearchParams(location.search);
      fillForm(query);
      search(query);
    });
    const query = new URLSearchParams(location.search);
    fillForm(query);
    document.getElementById("page-size").value = pageSize(query);
    await search(query);
  });
})();
