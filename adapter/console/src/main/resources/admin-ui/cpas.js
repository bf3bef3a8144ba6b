// The CPA list and the upload: check first and show every finding, save only when the operator confirms.
"use strict";

(() => {
  const { el, api, start, status, time } = Console;
  const SOON_DAYS = 30;
  let pending = null;

  function validity(cpa) {
    const end = Date.parse(cpa.end);
    const startAt = Date.parse(cpa.start);
    const now = Date.now();
    const days = Math.floor((end - now) / 86400000);
    if (end < now) return el("span", { class: "badge bad", text: "expired" });
    if (startAt > now) return el("span", { class: "badge warn", text: "not yet valid" });
    if (days <= SOON_DAYS) return el("span", { class: "badge warn", text: "expires in " + days + " day" + (days === 1 ? "" : "s") });
    return el("span", { class: "badge ok", text: "valid" });
  }

  function parties(cpa) {
    return el("ul", { class: "plain" }, cpa.parties.map((p) => el("li", {},
      p.name || "(no name)", " ", el("span", { class: "mono muted", text: p.partyIds.map((id) => id.value).join(", ") }))));
  }

  async function load() {
    const cpas = await api("/api/cpas");
    const host = document.getElementById("cpa-table");
    if (cpas.length === 0) {
      host.replaceChildren(el("p", { class: "muted", text: "No CPAs yet. Upload one above." }));
      return;
    }
    host.replaceChildren(el("table", {},
      el("caption", { class: "visually-hidden", text: "CPAs" }),
      el("thead", {}, el("tr", {}, ["CPA id", "Parties (OIN)", "Profile", "Status", "Start", "End", "Validity", "Messages"]
        .map((h) => el("th", { scope: "col", class: h === "Messages" ? "num" : null, text: h })))),
      el("tbody", {}, cpas.map((cpa) => el("tr", {},
        el("th", { scope: "row" }, el("a", { href: "/admin/cpa.html?id=" + encodeURIComponent(cpa.cpaId), class: "break", text: cpa.cpaId })),
        el("td", {}, parties(cpa)),
        el("td", { class: "nowrap", text: cpa.profile }),
        el("td", { text: cpa.status }),
        el("td", { class: "nowrap", text: time(cpa.start) }),
        el("td", { class: "nowrap", text: time(cpa.end) }),
        el("td", {}, validity(cpa)),
        el("td", { class: "num", text: String(cpa.messages ?? 0) }))))));
  }

  function findingList(findings) {
    if (findings.length === 0) return el("p", { text: "No findings." });
    return el("ul", { class: "findings", id: "findings" }, findings.map((f) => el("li", { class: f.severity.toLowerCase() },
      el("strong", { text: f.severity === "ERROR" ? "Error: " : "Warning: " }), f.message,
      el("div", { class: "mono muted break", text: f.path }))));
  }

  function showCheck(result, xml) {
    const host = document.getElementById("check-result");
    const errors = result.findings.filter((f) => f.severity === "ERROR").length;
    const warnings = result.findings.length - errors;
    const summary = result.acceptable
      ? `CPA ${result.cpaId} can be saved` + (warnings ? ` (${warnings} warning${warnings === 1 ? "" : "s"})` : "") + "."
      : `This CPA cannot be saved: ${errors} error${errors === 1 ? "" : "s"}` + (warnings ? ` and ${warnings} warning${warnings === 1 ? "" : "s"}` : "") + ".";
    status(document.getElementById("check-status"), result.acceptable ? (warnings ? "warn" : "ok") : "bad", summary);
    const parts = [el("h3", { text: "Findings" }), findingList(result.findings)];
    if (result.acceptable) {
      pending = xml;
      parts.push(el("div", { class: "row" },
        result.exists ? el("p", { class: "alert warn", text: `A CPA with id ${result.cpaId} exists; saving replaces it.` }) : null,
        el("button", { type: "button", id: "save-button", onclick: save, text: result.exists ? "Replace CPA" : "Save CPA" })));
    }
    host.replaceChildren(...parts);
  }

  async function check(event) {
    event.preventDefault();
    const file = document.getElementById("cpa-file").files[0];
    const region = document.getElementById("check-status");
    document.getElementById("check-result").replaceChildren();
    pending = null;
    if (!file) {
      status(region, "bad", "Choose a CPA file first.");
      document.getElementById("cpa-file").focus();
      return;
    }
    status(region, "", "Checking " + file.name + "…");
    const xml = await file.text();
    try {
      showCheck(await api("/api/cpas/check", { method: "POST", headers: { "Content-Type": "application/xml" }, body: xml }), xml);
    } catch (error) {
      status(region, "bad", error.message);
    }
  }

  async function save() {
    const region = document.getElementById("check-status");
    try {
      const saved = await api("/api/cpas", { method: "POST", headers: { "Content-Type": "application/xml" }, body: pending });
      status(region, "ok", `CPA ${saved.cpa.cpaId} ${saved.replaced ? "replaced" : "saved"}; it is used from the next message on.`);
      document.getElementById("check-result").replaceChildren();
      document.getElementById("upload-form").reset();
      pending = null;
      await load();
    } catch (error) {
      status(region, "bad", error.message);
    }
  }

  start("cpas", async () => {
    document.getElementById("upload-form").addEventListener("submit", check);
    await load();
  });
})();
