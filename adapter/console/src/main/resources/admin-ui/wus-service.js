// One WUS service: its definition and operations, and the form that creates or replaces it. A chosen WSDL is checked
// at once and every finding is shown; the operations and their actions come from the WSDL, the form adds the OINs.
"use strict";

(() => {
  const { el, api, start, status, time, download, param } = Console;
  const name = param("name");
  const path = () => "/api/wus/services/" + encodeURIComponent(document.getElementById("s-name").value.trim());
  let stored = null;
  let wsdlBase64 = null;
  let storedPem = null;

  function facts(host, pairs) {
    host.replaceChildren(...pairs.filter(([, v]) => v !== null && v !== undefined && v !== "")
      .flatMap(([k, v]) => [el("dt", { text: k }), el("dd", {}, v)]));
  }

  function base64(buffer) {
    const bytes = new Uint8Array(buffer);
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }

  function findingList(id, findings, problems) {
    const items = findings.map((f) => el("li", { class: f.severity === "ERROR" ? "error" : "info" },
      el("strong", { text: (f.severity === "ERROR" ? "Error " : "Note ") + f.rule + ": " }), f.message,
      el("div", { class: "mono muted break", text: f.location })))
      .concat((problems || []).map((p) => el("li", { class: "error" }, el("strong", { text: "Error: " }), p)));
    if (items.length === 0) return el("p", { text: "No findings." });
    return el("ul", { class: "findings", id }, items);
  }

  function operationsTable(operations) {
    if (operations.length === 0) return el("p", { class: "muted", text: "No operations." });
    return el("table", {},
      el("caption", { class: "visually-hidden", text: "Operations" }),
      el("thead", {}, el("tr", {}, ["Operation", "Request action", "Response action", "Allowed OINs"].map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, operations.map((o) => el("tr", {},
        el("th", { scope: "row", text: o.name }), el("td", { class: "mono break", text: o.requestAction }),
        el("td", { class: "mono break", text: o.responseAction }),
        el("td", { class: "mono", text: o.allowedOins.length ? o.allowedOins.join(", ") : "nobody" })))));
  }

  function renderStored() {
    const s = stored;
    document.getElementById("service-title").textContent = "WUS service " + s.name;
    document.title = "WUS service " + s.name + " · ebMS adapter";
    document.getElementById("definition-section").hidden = false;
    const c = s.partnerCertificate;
    facts(document.getElementById("service-facts"), [
      ["Name", el("span", { class: "mono break", text: s.name })],
      ["Direction", s.direction === "provide" ? "we provide it" : "we consume it"], ["Profile", s.profile],
      ["Path", s.path ? "/wus/" + s.path : ""], ["Target namespace", el("span", { class: "mono break", text: s.targetNamespace })],
      ["Back-end endpoint", s.backendEndpoint], ["Back-end timeout", s.backendTimeout],
      ["Partner endpoint", s.partnerEndpoint],
      ["Partner certificate", c ? (c.subject || "does not read") + (c.notAfter ? ", valid until " + time(c.notAfter) : "") : ""],
      ["Bodies kept", s.storeBodies ? "yes" : "no"], ["Our key", s.keyAlias || "the primary key"], ["WSDL", s.wsdlSize + " bytes"],
      ["In use on this node", s.live ? "yes" : "no: it is not loaded (see the log), or it was saved on another node just now"],
      ["Created", time(s.created)], ["Updated", time(s.updated)]]);
    document.getElementById("service-operations").replaceChildren(operationsTable(s.operations));
  }

  function fillForm() {
    const s = stored;
    const form = document.getElementById("service-form");
    form.name.value = s.name;
    form.name.readOnly = true;
    form.direction.value = s.direction;
    form.profile.value = s.profile;
    form.path.value = s.path || "";
    form.backendEndpoint.value = s.backendEndpoint || "";
    form.backendTimeout.value = s.backendTimeout || "PT30S";
    form.partnerEndpoint.value = s.partnerEndpoint || "";
    form.storeBodies.checked = s.storeBodies;
    form.keyAlias.value = s.keyAlias || "";
    storedPem = s.partnerCertificate ? s.partnerCertificate.pem : null;
    document.getElementById("form-heading").textContent = "Replace the WSDL or the settings";
    document.getElementById("save-button").textContent = "Replace service";
    showDirection();
  }

  function showDirection() {
    const provide = document.getElementById("s-direction").value === "provide";
    document.getElementById("provide-fields").hidden = !provide;
    document.getElementById("consume-fields").hidden = provide;
    document.querySelectorAll(".oin-input").forEach((input) => { input.disabled = !provide; });
  }

  function operationForm(operations) {
    const host = document.getElementById("operation-form");
    const allowed = new Map((stored ? stored.operations : []).map((o) => [o.name, o.allowedOins]));
    if (operations.length === 0) {
      host.replaceChildren(el("p", { class: "muted", text: "The WSDL has no usable operations." }));
      return;
    }
    host.replaceChildren(el("table", {},
      el("caption", { class: "visually-hidden", text: "Operations of the WSDL" }),
      el("thead", {}, el("tr", {}, ["Operation", "Request action", "Response action", "Allowed OINs (provided services)"]
        .map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, operations.map((o, i) => el("tr", {},
        el("th", { scope: "row", text: o.name }), el("td", { class: "mono break", text: o.requestAction }),
        el("td", { class: "mono break", text: o.responseAction }),
        el("td", {}, el("label", { for: "oins-" + i, class: "visually-hidden", text: "Allowed OINs for " + o.name }),
          el("textarea", { id: "oins-" + i, class: "oin-input mono", rows: "2", "data-operation": o.name,
            placeholder: "one OIN (20 digits) per line", text: (allowed.get(o.name) || []).join("\n") })))))));
    showDirection();
  }

  async function checkWsdl(buffer, label) {
    const region = document.getElementById("wsdl-status");
    status(region, "", "Checking " + label + "…");
    const result = await api("/api/wus/wsdl-check", { method: "POST", headers: { "Content-Type": "application/xml" }, body: buffer });
    const errors = result.findings.filter((f) => f.severity === "ERROR").length;
    status(region, result.valid ? "ok" : "bad", result.valid
      ? `${label} follows the WUS rules` + (result.findings.length ? ` (${result.findings.length} note${result.findings.length === 1 ? "" : "s"}).` : ".")
      : `${label} cannot be used: ${errors} error${errors === 1 ? "" : "s"}.`);
    document.getElementById("wsdl-findings").replaceChildren(el("h3", { text: "WSDL findings" }), findingList("findings", result.findings));
    operationForm(result.summary ? result.summary.operations : []);
  }

  async function chooseWsdl() {
    const file = document.getElementById("s-wsdl").files[0];
    if (!file) return;
    const buffer = await file.arrayBuffer();
    wsdlBase64 = base64(buffer);
    try {
      await checkWsdl(buffer, file.name);
    } catch (error) {
      status(document.getElementById("wsdl-status"), "bad", error.message);
    }
  }

  async function certificate() {
    const file = document.getElementById("s-certificate").files[0];
    if (!file) return storedPem;
    const buffer = await file.arrayBuffer();
    const text = new TextDecoder("ascii").decode(buffer);
    if (text.includes("-----BEGIN")) return text;
    return "-----BEGIN CERTIFICATE-----\n" + base64(buffer).replace(/(.{64})/g, "$1\n") + "\n-----END CERTIFICATE-----\n";
  }

  async function definition() {
    const form = document.getElementById("service-form");
    const provide = form.direction.value === "provide";
    const body = { direction: form.direction.value, profile: form.profile.value, storeBodies: form.storeBodies.checked,
      keyAlias: form.keyAlias.value.trim() || null, wsdlBase64 };
    if (provide) {
      Object.assign(body, { path: form.path.value, backendEndpoint: form.backendEndpoint.value, backendTimeout: form.backendTimeout.value });
      body.operations = [...document.querySelectorAll(".oin-input")].map((input) => ({
        name: input.dataset.operation, allowedOins: input.value.split(/[\s,]+/).filter(Boolean) }));
    } else {
      Object.assign(body, { partnerEndpoint: form.partnerEndpoint.value, partnerCertificate: await certificate() });
    }
    return body;
  }

  async function save(event) {
    event.preventDefault();
    const region = document.getElementById("save-status");
    const host = document.getElementById("save-findings");
    host.replaceChildren();
    if (!document.getElementById("s-name").value.trim()) {
      status(region, "bad", "Give the service a name.");
      document.getElementById("s-name").focus();
      return;
    }
    if (!wsdlBase64) {
      status(region, "bad", "Choose a WSDL file first.");
      document.getElementById("s-wsdl").focus();
      return;
    }
    try {
      const saved = await api(path(), { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(await definition()) });
      if (!name) {
        location.assign("/admin/wus-service.html?name=" + encodeURIComponent(saved.service.name) + "&saved=1");
        return;
      }
      stored = saved.service;
      renderStored();
      status(region, "ok", `Service ${stored.name} ${saved.replaced ? "replaced" : "saved"}; it is used from the next call on.`);
    } catch (error) {
      status(region, "bad", error.message);
      if (error.body && (error.body.findings || error.body.problems)) {
        host.replaceChildren(el("h3", { text: "What must change" }), findingList("save-problems", error.body.findings || [], error.body.problems));
      }
    }
  }

  async function loadStored() {
    stored = await api("/api/wus/services/" + encodeURIComponent(name));
    renderStored();
    fillForm();
    const response = await fetch("/api/wus/services/" + encodeURIComponent(name) + "/wsdl", { credentials: "same-origin", headers: { "X-Requested-With": "fetch" } });
    const buffer = await response.arrayBuffer();
    wsdlBase64 = base64(buffer);
    await checkWsdl(buffer, "The stored WSDL");
    document.getElementById("service-actions").replaceChildren(
      el("button", { type: "button", class: "secondary", onclick: () => download(name + ".wsdl", "application/xml", buffer), text: "Download WSDL" }),
      el("a", { class: "button secondary", href: "/admin/wus-calls.html?service=" + encodeURIComponent(name), text: "Calls of this service" }),
      el("button", { type: "button", class: "danger", id: "delete-button", onclick: () => {
        document.getElementById("delete-dialog").showModal();
        document.getElementById("delete-cancel").focus();
      }, text: "Delete service…" }));
    if (param("saved")) status(document.getElementById("page-status"), "ok", `Service ${name} saved; it is used from the next call on.`);
  }

  async function confirmDelete() {
    const dialog = document.getElementById("delete-dialog");
    try {
      await api("/api/wus/services/" + encodeURIComponent(name), { method: "DELETE" });
      dialog.close();
      location.assign("/admin/wus-services.html");
    } catch (error) {
      dialog.close();
      status(document.getElementById("page-status"), "bad", error.message);
    }
  }

  start("wus-services", async () => {
    const form = document.getElementById("service-form");
    form.addEventListener("submit", save);
    form.direction.addEventListener("change", showDirection);
    document.getElementById("s-wsdl").addEventListener("change", chooseWsdl);
    document.getElementById("delete-confirm").addEventListener("click", confirmDelete);
    document.getElementById("delete-cancel").addEventListener("click", () => {
      document.getElementById("delete-dialog").close();
      document.getElementById("delete-button").focus();
    });
    showDirection();
    if (name) await loadStored();
  });
})();
