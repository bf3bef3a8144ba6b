// One message: header fields, ebMS errors, every delivery attempt, payload downloads, the envelope, and a resend
// for a failed outgoing message.
"use strict";

(() => {
  const { el, api, start, status, time, statusBadge, download, param } = Console;
  const id = param("id");

  function table(host, caption, headers, rows) {
    if (rows.length === 0) {
      host.replaceChildren(el("p", { class: "muted", text: "None." }));
      return;
    }
    host.replaceChildren(el("table", {},
      el("caption", { class: "visually-hidden", text: caption }),
      el("thead", {}, el("tr", {}, headers.map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, rows.map((r) => el("tr", {}, r.map((c) => el("td", { class: "break" }, c ?? "")))))));
  }

  function partyText(id, type, role) {
    if (!id) return "";
    return (type ? type + ":" : "") + id + (role ? " (role " + role + ")" : "");
  }

  function render(detail) {
    const m = detail.message;
    const s = detail.sending;
    document.getElementById("message-title").textContent = (m.direction === "in" ? "Received " : "Sent ") + (m.action || "message");
    document.title = (m.action || "Message") + " " + m.id + " · ebMS adapter";
    const pairs = [
      ["Status", statusBadge(m.status)], ["Status since", time(m.statusTime)], ["Direction", m.direction],
      ["MessageId", el("span", { class: "mono break", text: m.messageId })],
      ["RefToMessageId", m.refToMessageId ? el("a", { class: "mono break", text: m.refToMessageId,
        href: "/admin/messages.html?messageId=" + encodeURIComponent(m.refToMessageId) }) : ""],
      ["ConversationId", m.conversationId ? el("a", { class: "mono break", text: m.conversationId,
        href: "/admin/messages.html?conversationId=" + encodeURIComponent(m.conversationId) }) : ""],
      ["CPA", m.cpaId ? el("a", { class: "break", text: m.cpaId, href: "/admin/cpa.html?id=" + encodeURIComponent(m.cpaId) }) : ""],
      ["CPA version", detail.cpaVersion === null || detail.cpaVersion === undefined ? "" : String(detail.cpaVersion)],
      ["From", partyText(m.fromPartyId, s.fromPartyType, m.fromRole)], ["To", partyText(m.toPartyId, s.toPartyType, m.toRole)],
      ["Service", (s.serviceType ? s.serviceType + ":" : "") + (m.service || "")], ["Action", m.action],
      ["Timestamp", time(m.timestamp)], ["Stored", time(m.createdAt)], ["Content-Type", s.contentType],
      ["Endpoint", s.endpoint], ["Attempts", m.direction === "out" ? m.attempts + (s.maxAttempts ? " of " + s.maxAttempts : "") : ""],
      ["Next attempt", time(s.nextAttemptAt)], ["Being sent by", s.leaseOwner]];
    document.getElementById("message-facts").replaceChildren(...pairs.filter(([, v]) => v !== null && v !== undefined && v !== "")
      .flatMap(([k, v]) => [el("dt", { text: k }), el("dd", {}, v)]));
    document.getElementById("errors-section").hidden = detail.errors.length === 0;
    table(document.getElementById("errors"), "ebMS errors", ["Code", "Severity", "Location", "Description"],
      detail.errors.map((e) => [e.code, e.severity, e.location, e.description]));
    table(document.getElementById("attempts"), "Delivery attempts", ["#", "Started", "Finished", "HTTP status", "Result", "Node", "Detail"],
      detail.attempts.map((a) => [String(a.attemptNo), time(a.startedAt), time(a.finishedAt),
        a.httpStatus === null ? "no answer" : String(a.httpStatus), statusBadge(a.outcome === "delivered" ? "delivered"
          : a.outcome === "retryable" ? "queued" : "failed"), a.nodeId, a.detail]));
    const payloads = document.getElementById("payloads");
    payloads.replaceChildren(...(detail.payloads.length === 0 ? [el("li", { class: "muted", text: "No payloads." })]
      : detail.payloads.map((p, i) => el("li", {},
        el("a", { href: `/api/messages/${m.id}/payloads/${i + 1}`, download: "payload-" + (i + 1),
          text: `Payload ${i + 1}: ${p.contentId}` }), ` (${p.contentType || "no type"}, ${p.size} bytes)`))));
    document.getElementById("envelope").textContent = detail.envelope;
    const actions = [];
    if (m.direction === "out" && m.status === "failed") {
      actions.push(el("button", { type: "button", id: "resend-button", onclick: () => resend(m), text: "Resend" }));
    }
    document.getElementById("message-actions").replaceChildren(...actions);
  }

  async function resend(m) {
    const region = document.getElementById("page-status");
    try {
      await api(`/api/messages/${m.id}/resend`, { method: "POST" });
      status(region, "ok", "Queued again: the outbox sends it now. Its attempts appear below.");
      await load();
    } catch (error) {
      status(region, "bad", error.message);
    }
  }

  async function load() {
    render(await api("/api/messages/" + encodeURIComponent(id)));
  }

  start("messages", async () => {
    if (!id) throw new Error("No message id in the address.");
    await load();
    document.getElementById("envelope-download").addEventListener("click", () =>
      download("envelope-" + id + ".xml", "text/xml", document.getElementById("envelope").textContent));
  });
})();
