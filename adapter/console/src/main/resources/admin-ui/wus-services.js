// The WUS services this adapter provides and consumes, with a link to each and to a new one.
"use strict";

(() => {
  const { el, api, start, time } = Console;

  async function load() {
    const services = await api("/api/wus/services");
    const host = document.getElementById("service-table");
    if (services.length === 0) {
      host.replaceChildren(el("p", { class: "muted", text: "No WUS services yet. Add one with its WSDL." }));
      return;
    }
    host.replaceChildren(el("table", {},
      el("caption", { class: "visually-hidden", text: "WUS services" }),
      el("thead", {}, el("tr", {}, ["Name", "Direction", "Path", "Profile", "Operations", "In use", "Updated"]
        .map((h) => el("th", { scope: "col", class: h === "Operations" ? "num" : null, text: h })))),
      el("tbody", {}, services.map((s) => el("tr", {},
        el("th", { scope: "row" }, el("a", { href: "/admin/wus-service.html?name=" + encodeURIComponent(s.name), class: "break", text: s.name })),
        el("td", { text: s.direction === "provide" ? "we provide" : "we consume" }),
        el("td", { class: "mono break", text: s.path ? "/wus/" + s.path : "" }),
        el("td", { class: "nowrap", text: s.profile }),
        el("td", { class: "num", text: String(s.operations) }),
        el("td", {}, s.live ? el("span", { class: "badge ok", text: "yes" })
          : el("span", { class: "badge warn", text: "not loaded on this node" })),
        el("td", { class: "nowrap", text: time(s.updated) }))))));
  }

  start("wus-services", load);
})();
