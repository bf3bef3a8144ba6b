// What ends within N days: our certificate, CPA ends, certificates in CPAs and WUS services (GET /api/expiries).
"use strict";

(() => {
  const { el, api, start, status, time } = Console;

  function left(days) {
    if (days < 0) return el("span", { class: "badge bad", text: "ended " + -days + " day" + (days === -1 ? "" : "s") + " ago" });
    const kind = days <= 7 ? "bad" : days <= 30 ? "warn" : "info";
    return el("span", { class: "badge " + kind, text: days === 0 ? "within a day" : days + " day" + (days === 1 ? "" : "s") });
  }

  async function load() {
    const days = document.getElementById("days").value || "90";
    history.replaceState(null, "", "?days=" + encodeURIComponent(days));
    const answer = await api("/api/expiries?days=" + encodeURIComponent(days));
    const host = document.getElementById("expiry-table");
    status(document.getElementById("page-status"), answer.items.length ? "warn" : "ok",
      answer.items.length
        ? answer.items.length + (answer.items.length === 1 ? " thing has ended or ends" : " things have ended or end")
          + " within " + answer.days + " days."
        : "Nothing ends within " + answer.days + " days.");
    if (answer.items.length === 0) {
      host.replaceChildren();
      return;
    }
    host.replaceChildren(el("table", {},
      el("caption", { class: "visually-hidden", text: "What ends within " + answer.days + " days" }),
      el("thead", {}, el("tr", {}, ["Ends", "Left", "What", "Where", "Which"]
        .map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, answer.items.map((item) => el("tr", { "data-kind": item.kind },
        el("td", { class: "nowrap", text: time(item.endsAt) }),
        el("td", {}, left(item.daysLeft)),
        el("th", { scope: "row", text: item.what }),
        el("td", { class: "break" }, item.kind === "CPA_END" || item.kind === "CPA_CERTIFICATE"
          ? cpaLink(item.owner)
          : item.owner),
        el("td", { class: "mono break", text: item.subject }))))));
  }

  /** The CPA id is the owner's first part ("cpa, party, certId ..."): link it. */
  function cpaLink(owner) {
    const cpaId = owner.split(",")[0];
    return [el("a", { href: "/admin/cpa.html?id=" + encodeURIComponent(cpaId), text: cpaId }), owner.slice(cpaId.length)];
  }

  start("expiries", async () => {
    const days = new URLSearchParams(location.search).get("days");
    if (days) document.getElementById("days").value = days;
    document.getElementById("horizon-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        await load();
      } catch (error) {
        status(document.getElementById("page-status"), "bad", error.message);
      }
    });
    await load();
  });
})();
