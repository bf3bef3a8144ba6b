// One CPA: readable summary, parties and channels, raw XML and download, Ping a partner, delete.
"use strict";

(() => {
  const { el, api, start, status, time, duration, download, param } = Console;
  const cpaId = param("id");
  let details = null;
  let xml = "";

  function facts(host, pairs) {
    host.replaceChildren(...pairs.filter(([, v]) => v !== null && v !== undefined && v !== "")
      .flatMap(([k, v]) => [el("dt", { text: k }), el("dd", {}, v)]));
  }

  function table(caption, headers, rows) {
    if (rows.length === 0) return el("p", { class: "muted", text: caption + ": none." });
    return el("div", { class: "table-wrap" }, el("table", {},
      el("caption", { text: caption }),
      el("thead", {}, el("tr", {}, headers.map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, rows.map((r) => el("tr", {}, r.map((c) => el("td", { class: "break" }, c ?? "")))))));
  }

  function party(p) {
    const id = "party-" + p.partyIds.map((i) => i.value).join("-");
    const actions = (list) => list.map((a) => [a.service + (a.serviceType ? " (" + a.serviceType + ")" : ""), a.action, a.channel]);
    return el("section", { class: "panel", "aria-labelledby": id },
      el("h2", { id }, "Party: " + (p.name || "(no name)"), " ",
        p.us ? el("span", { class: "badge ok", text: "this adapter" }) : el("span", { class: "badge info", text: "partner" })),
      el("dl", { class: "facts" },
        el("dt", { text: "PartyId" }), el("dd", { class: "mono" }, p.partyIds.map((i) => (i.type ? i.type + ":" : "") + i.value).join(", ")),
        el("dt", { text: "Role" }), el("dd", { text: p.roles.join(", ") }),
        el("dt", { text: "Default MSH channel" }), el("dd", { class: "mono", text: p.defaultMshChannel || "" })),
      el("h3", { text: "May send" }), table("Actions this party may send", ["Service", "Action", "Channel"], actions(p.canSend)),
      el("h3", { text: "May receive" }), table("Actions this party may receive", ["Service", "Action", "Channel"], actions(p.canReceive)),
      el("h3", { text: "Channels, endpoints, reliability and security" }),
      table("Delivery channels", ["Channel", "Endpoint", "Transport", "Sync reply", "Ack requested", "Duplicate elimination",
        "Retries", "Retry interval", "Persist", "Signing", "Encryption", "TLS client / server cert"],
      p.channels.map((c) => [c.id, c.endpoints.join(" "), c.transportProtocol, c.syncReplyMode, c.ackRequested,
        c.duplicateElimination, c.retries === null ? "" : String(c.retries), c.retryInterval, c.persistDuration,
        c.signing || "none", c.encryption || "none", [c.clientCertificate, c.serverCertificate].filter(Boolean).join(" / ")])),
      el("h3", { text: "Certificates" }),
      table("Certificates", ["Id", "Subject", "Valid from", "Valid until"],
        p.certificates.map((c) => [c.id, c.subject, time(c.notBefore), time(c.notAfter)])));
  }

  function render() {
    const s = details.summary;
    document.getElementById("cpa-title").textContent = "CPA " + s.cpaId;
    document.title = "CPA " + s.cpaId + " · ebMS adapter";
    const end = Date.parse(s.end);
    const days = Math.floor((end - Date.now()) / 86400000);
    const validity = end < Date.now() ? el("span", { class: "badge bad", text: "expired" })
      : days <= 30 ? el("span", { class: "badge warn", text: "expires in " + days + " days" }) : el("span", { class: "badge ok", text: "valid" });
    facts(document.getElementById("cpa-summary"), [
      ["CPA id", el("span", { class: "mono break", text: s.cpaId })],
      ["Version", String(details.version) + (details.earlierVersions.length === 0 ? ""
        : " (replaced " + details.earlierVersions.map((v) => "v" + v.version + " in use " + time(v.inUseFrom) + " – " + time(v.replacedAt)).join("; ") + ")")],
      ["Status", s.status], ["Profile", s.profile], ["Start", time(s.start)],
      ["End", el("span", {}, time(s.end), " ", validity)],
      ["Reliable messaging", details.reliable ? "yes (acknowledgments, retries)" : "no (best effort)"],
      ["Signed", details.signed ? "yes" : "no"], ["Encrypted", details.encrypted ? "yes" : "no"],
      ["Messages stored", String(s.messages ?? 0)]]);
    document.getElementById("parties").replaceChildren(...details.parties.map(party));
    // the parties that are not ours; all of them when the adapter does not know its own (ebms.party-ids)
    const partners = details.parties.some((p) => p.us) ? details.parties.filter((p) => !p.us) : details.parties;
    const select = document.getElementById("ping-partner");
    select.replaceChildren(...partners.map((p) => el("option", { value: p.partyIds[0].value,
      text: (p.name || "") + " (" + p.partyIds[0].value + ")" })));
    if (partners.length > 0) select.selectedIndex = 0;
  }

  async function ping(event) {
    event.preventDefault();
    const region = document.getElementById("ping-status");
    const partner = document.getElementById("ping-partner").value;
    try {
      const queued = await api("/api/cpas/" + encodeURIComponent(cpaId) + "/ping", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ partner }) });
      status(region, "", `Ping ${queued.messageId} queued for ${queued.endpoint}; waiting for the Pong…`);
      follow(queued, region, Date.now());
    } catch (error) {
      status(region, "bad", error.message);
    }
  }

  async function follow(queued, region, since) {
    const state = await api("/api/pings/" + queued.id).catch(() => null);
    if (state && state.pong) {
      status(region, "ok", `Pong arrived ${duration(state.latencyMillis)} after the Ping (Ping ${state.ping.status}, `
        + `${state.attempts} attempt${state.attempts === 1 ? "" : "s"}).`);
      return;
    }
    const waited = Date.now() - since;
    if (waited > 120000) {
      status(region, "bad", "No Pong within two minutes. Ping status: " + (state ? state.ping.status : "unknown")
        + ". See the message for its delivery attempts.");
      region.append(" ", el("a", { href: "/admin/message.html?id=" + queued.id, text: "Open the Ping" }));
      return;
    }
    if (state && state.ping.status === "failed") {
      status(region, "bad", "The Ping could not be delivered. ");
      region.append(el("a", { href: "/admin/message.html?id=" + queued.id, text: "See its delivery attempts" }));
      return;
    }
    status(region, "", `Waiting for the Pong… (${Math.round(waited / 1000)} s, Ping ${state ? state.ping.status : "queued"}, `
      + `${state ? state.attempts : 0} attempt${state && state.attempts === 1 ? "" : "s"})`);
    setTimeout(() => follow(queued, region, since), 1000);
  }

  function askDelete() {
    const dialog = document.getElementById("delete-dialog");
    const count = details.summary.messages || 0;
    document.getElementById("delete-text").textContent = count > 0
      ? `${count} stored message${count === 1 ? "" : "s"} refer to this CPA. They stay, but no longer have their agreement. `
        + "New messages under this CPA will be refused."
      : "No stored messages refer to this CPA. New messages under it will be refused.";
    document.getElementById("delete-confirm").textContent = count > 0 ? "Delete anyway" : "Delete";
    dialog.showModal();
    document.getElementById("delete-cancel").focus();
  }

  async function confirmDelete() {
    const dialog = document.getElementById("delete-dialog");
    const force = (details.summary.messages || 0) > 0 ? "?force=true" : "";
    try {
      await api("/api/cpas/" + encodeURIComponent(cpaId) + force, { method: "DELETE" });
      dialog.close();
      location.assign("/admin/cpas.html");
    } catch (error) {
      dialog.close();
      status(document.getElementById("page-status"), "bad", error.message);
    }
  }

  start("cpas", async () => {
    if (!cpaId) throw new Error("No CPA id in the address.");
    details = await api("/api/cpas/" + encodeURIComponent(cpaId) + "/details");
    xml = await api("/api/cpas/" + encodeURIComponent(cpaId), { headers: { Accept: "application/xml" } });
    document.getElementById("cpa-xml").textContent = xml;
    render();
    document.getElementById("cpa-actions").replaceChildren(
      el("button", { type: "button", class: "secondary", onclick: () => download(cpaId + ".xml", "application/xml", xml), text: "Download XML" }),
      el("button", { type: "button", class: "danger", id: "delete-button", onclick: askDelete, text: "Delete CPA…" }));
    document.getElementById("ping-form").addEventListener("submit", ping);
    document.getElementById("delete-confirm").addEventListener("click", confirmDelete);
    document.getElementById("delete-cancel").addEventListener("click", () => {
      document.getElementById("delete-dialog").close();
      document.getElementById("delete-button").focus();
    });
  });
})();
