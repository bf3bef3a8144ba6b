// Grote Berichten transfers: downloads coming in, files we publish and files we push (GET /api/gb/transfers).
"use strict";

(() => {
  const { el, api, start, status, time } = Console;

  function bytes(count) {
    if (count === null || count === undefined) return "";
    const units = ["B", "KiB", "MiB", "GiB", "TiB"];
    let value = count;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return (unit === 0 ? value : value.toFixed(1)) + " " + units[unit];
  }

  function outcome(item) {
    const done = ["complete", "sent", "confirmed"].includes(item.status);
    const kind = done ? "ok" : item.status === "failed" ? "bad" : "info";
    return el("span", { class: "badge " + kind, text: item.status });
  }

  function progress(item) {
    if (!item.size) return bytes(item.receivedBytes);
    const percent = Math.floor((item.receivedBytes * 100) / item.size);
    return el("span", {}, el("progress", { max: "100", value: String(percent), "aria-label": percent + " %" }),
      " " + percent + " %");
  }

  function messageLink(id) {
    return id === null ? "" : el("a", { href: "/admin/message.html?id=" + encodeURIComponent(id), text: String(id) });
  }

  function table(caption, headers, rows) {
    return el("table", {},
      el("caption", { class: "visually-hidden", text: caption }),
      el("thead", {}, el("tr", {}, headers.map((h) => el("th", { scope: "col", text: h })))),
      el("tbody", {}, rows));
  }

  async function load() {
    const answer = await api("/api/gb/transfers?limit=100");
    status(document.getElementById("page-status"), "ok",
      answer.incoming.length + " coming in, " + answer.outgoing.length + " published, " + answer.pushed.length
        + " pushed.");
    document.getElementById("incoming-table").replaceChildren(table("Files coming in",
      ["Message", "File", "Size", "Received", "Outcome", "Attempts", "Resumed", "Speed", "Problem", "Announced", "Finished"],
      answer.incoming.map((item) => el("tr", { "data-status": item.status },
        el("td", {}, messageLink(item.messageId)),
        el("th", { scope: "row", class: "break", text: item.filename || "" }),
        el("td", { class: "nowrap", text: bytes(item.size) }),
        el("td", { class: "nowrap" }, progress(item)),
        el("td", {}, outcome(item)),
        el("td", { text: String(item.attempts) }),
        el("td", { text: String(item.resumes) }),
        el("td", { class: "nowrap", text: item.bytesPerSecond === null ? "" : bytes(item.bytesPerSecond) + "/s" }),
        el("td", { class: "break", text: item.errorText || "" }),
        el("td", { class: "nowrap", text: time(item.createdAt) }),
        el("td", { class: "nowrap", text: item.finishedAt ? time(item.finishedAt) : "" })))));
    document.getElementById("outgoing-table").replaceChildren(table("Files going out",
      ["Message", "File", "Size", "Receiver", "Downloads", "Published", "Available until"],
      answer.outgoing.map((item) => el("tr", {},
        el("td", {}, messageLink(item.messageId)),
        el("th", { scope: "row", class: "break", text: item.filename }),
        el("td", { class: "nowrap", text: bytes(item.size) }),
        el("td", { class: "mono", text: item.receiverOin }),
        el("td", { text: String(item.downloads) }),
        el("td", { class: "nowrap", text: time(item.createdAt) }),
        el("td", { class: "nowrap", text: time(item.expiresAt) })))));
    document.getElementById("pushed-table").replaceChildren(table("Files pushed",
      ["Message", "File", "Size", "Receiver", "Outcome", "Attempts", "Put again", "Problem", "Sent to", "Queued",
        "Finished"],
      answer.pushed.map((item) => el("tr", { "data-status": item.status },
        el("td", {}, messageLink(item.messageId)),
        el("th", { scope: "row", class: "break", text: item.filename }),
        el("td", { class: "nowrap", text: bytes(item.size) }),
        el("td", { class: "mono", text: item.receiverOin }),
        el("td", {}, outcome(item)),
        el("td", { text: String(item.attempts) }),
        el("td", { text: String(item.reuploads) }),
        el("td", { class: "break", text: item.errorText || "" }),
        el("td", { class: "break", text: item.url }),
        el("td", { class: "nowrap", text: time(item.createdAt) }),
        el("td", { class: "nowrap", text: item.finishedAt ? time(item.finishedAt) : "" })))));
  }

  start("transfers", async () => {
    await load();
  });
})();
