// One WUS call: every recorded field, and the request and response bodies when its service keeps them.
"use strict";

(() => {
  const { el, api, start, time, duration, statusBadge, download, param } = Console;
  const id = param("id");

  function body(which, value, note) {
    const pre = document.getElementById(which + "-body");
    const actions = document.getElementById(which + "-actions");
    if (!value) {
      pre.hidden = true;
      actions.replaceChildren(el("p", { class: "muted", text: note }));
      return;
    }
    const text = value.text !== null ? value.text : value.base64;
    pre.hidden = false;
    pre.textContent = text;
    actions.replaceChildren(
      el("span", { class: "muted", text: value.size + " bytes" + (value.text === null ? ", not UTF-8: shown in base64" : "") }),
      el("button", { type: "button", class: "secondary", id: which + "-download", text: "Download " + which,
        onclick: () => download(which + "-" + id + ".xml", "text/xml",
          value.text !== null ? value.text : Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0))) }));
  }

  function render(detail) {
    const x = detail.exchange;
    document.getElementById("call-title").textContent = "WUS call " + (x.operation || "") + " " + x.id;
    document.title = "WUS call " + x.id + " · ebMS adapter";
    const pairs = [
      ["Status", statusBadge(x.status)], ["Direction", x.direction === "provide" ? "we provide (a partner called us)" : "we consume (we called a partner)"],
      ["Service", x.service ? el("a", { href: "/admin/wus-service.html?name=" + encodeURIComponent(x.service), text: x.service }) : "(unknown)"],
      ["Operation", x.operation], ["Profile", x.profile],
      ["Request MessageID", el("span", { class: "mono break", text: x.requestMessageId || "" })],
      ["Response MessageID", el("span", { class: "mono break", text: x.responseMessageId || "" })],
      ["RelatesTo", el("span", { class: "mono break", text: x.relatesTo || "" })],
      ["Request action", el("span", { class: "mono break", text: x.requestAction || "" })],
      ["To", el("span", { class: "mono break", text: x.to || "" })],
      ["OIN in wsa:From", x.fromOin], ["OIN of the TLS certificate", x.tlsOin], ["OIN of the signer", x.signerOin],
      ["Fault", x.faultCode ? x.faultCode + (x.faultText ? ": " + x.faultText : "") : ""],
      ["HTTP status", x.httpStatus === null ? "" : String(x.httpStatus)],
      ["Received", time(x.receivedAt)], ["Passed on", time(x.backendStartedAt)],
      ["Answer took", duration(x.backendMs)], ["Answered", time(x.answeredAt)], ["Total", duration(x.totalMs)],
      ["Request size", x.requestSize + " bytes"], ["Response size", x.responseSize === null ? "" : x.responseSize + " bytes"],
      ["Handled by node", x.nodeId]];
    document.getElementById("call-facts").replaceChildren(...pairs.filter(([, v]) => v !== null && v !== undefined && v !== "")
      .flatMap(([k, v]) => [el("dt", { text: k }), el("dd", {}, v)]));
    const kept = "Not kept: the service does not store bodies";
    body("request", detail.requestBody, kept + ".");
    body("response", detail.responseBody, x.status === "received" ? "No response yet." : kept + ", or there was none.");
  }

  start("wus-calls", async () => {
    if (!id) throw new Error("No call id in the address.");
    render(await api("/api/wus/exchanges/" + encodeURIComponent(id)));
  });
})();
